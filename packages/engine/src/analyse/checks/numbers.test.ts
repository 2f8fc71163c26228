import { describe, expect, it } from 'vitest';
import { isQuantified } from './language';

describe('achievement numbers', () => {
  it.each([
    'Lifted on-time dispatch from 86% to 97%.',
    'Negotiated contracts worth $1.2 million a year.',
    'Trained 25 new starters.',
    'Served 2000 clients each month.',
    'Cut weekly scheduling time from 6 hours to 2.',
    'Doubled online sales within a year.',
    'Cut recordable incidents from nine to two.',
  ])('counts %s', (line) => {
    expect(isQuantified(line)).toBe(true);
  });

  it.each([
    'Operations Coordinator, Sydney Freight Co, Mar 2021 – Present',
    'Program Officer, 2015 – 2019',
    'Worked as a barista 05/2019 – 11/2021',
    'Customer service role with 8 years of experience',
    'Completed Year 12 at Parramatta High School in 2012',
    'Contact me on 0412 345 678 or at Parramatta NSW 2150',
    "Team leader since Mar '21, handling rosters",
    'Prepared the 2020 budget papers for the board',
  ])('does not count %s', (line) => {
    expect(isQuantified(line)).toBe(false);
  });
});
