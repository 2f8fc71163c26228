import { describe, expect, it } from 'vitest';
import { isQuantified, quantifiedAchievements } from './language';
import { docFromLines } from '../../test-fixtures/doc-from-lines';

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
    // A time of day says when, not how much.
    'Always on time and ready to start at 6.30',
    'Open the store at 7am and do the banking',
  ])('does not count %s', (line) => {
    expect(isQuantified(line)).toBe(false);
  });
});

describe('quantified achievements across roles', () => {
  it('counts a line pasted under several roles once', async () => {
    const pasted = 'Ready to start at 6.30 and moved 40 loads a day across the quarry';
    const doc = docFromLines({
      top: ['Wayne Dixon'],
      sections: [
        {
          heading: 'Work Experience',
          lines: ['Operator, Orana Civil, 2019 – Present'],
          bullets: ['Operated excavators on bulk earthworks', 'Trenched for stormwater', pasted],
        },
        {
          heading: 'Earlier Roles',
          lines: ['Operator, Western Quarries, 2011 – 2019'],
          bullets: ['Loaded road trucks', 'Fed the crusher', pasted],
        },
      ],
    });
    // One line of five shows a figure: not yet a CV backed by numbers.
    const findings = await quantifiedAchievements(doc);
    expect(findings.map((f) => f.code)).not.toContain('achievements.quantified');
  });
});
