import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findAuPhone } from './phone';

describe('findAuPhone', () => {
  it.each([
    ['0412 345 678', '0412 345 678'],
    ['Mobile: 04 1234 5678', '04 1234 5678'],
    ['+61 (0)412 345 678', '+61 (0)412 345 678'],
    ['+61 412 345 678', '+61 412 345 678'],
    ['+61-412-345-678', '+61-412-345-678'],
    ['0412345678', '0412345678'],
    ['(02) 9876 5432', '(02) 9876 5432'],
    ['+61 2 9876 5432', '+61 2 9876 5432'],
    ['02.9876.5432', '02.9876.5432'],
    ['Ph 1300 123 456', '1300 123 456'],
    ['1800 123 456', '1800 123 456'],
    ['13 12 34', '13 12 34'],
    ['Parramatta NSW 2150 0412 345 678', '0412 345 678'],
    ['(08) 9123 4567 | jo@example.com', '(08) 9123 4567'],
  ])('finds %s', (text, phone) => {
    expect(findAuPhone(text)).toBe(phone);
  });

  it.each([
    'Mar 2019 – Present',
    '2015 - 2019',
    '05/2019 – 11/2021',
    'Parramatta NSW 2150',
    'ABN 12 345 678 901',
    '+91 98765 43210',
    '+1 415 555 0100',
    '131234',
    'Saved $120,000 in 2021',
    'Date of birth: 13.04.06',
    'Started 13-04-06',
  ])('finds no Australian number in %s', (text) => {
    expect(findAuPhone(text)).toBeNull();
  });
});

describe('findAuPhone on generated numbers', () => {
  it('finds an Australian mobile or landline in any common spacing, beside other text', () => {
    const digit = fc.integer({ min: 0, max: 9 });
    fc.assert(
      fc.property(
        fc.constantFrom('4', '2', '3', '7', '8'),
        fc.array(digit, { minLength: 8, maxLength: 8 }),
        fc.constantFrom('0%s', '+61 %s', '+61 (0)%s', '(0%a) %b', '0%a %b'),
        fc.constantFrom(' ', '-', ''),
        (lead, rest, format, sep) => {
          const d = rest.join('');
          const groups =
            lead === '4'
              ? `${lead}${d.slice(0, 2)}${sep}${d.slice(2, 5)}${sep}${d.slice(5)}`
              : `${lead}${sep}${d.slice(0, 4)}${sep}${d.slice(4)}`;
          const written = format
            .replace('%s', groups)
            .replace('%a', lead)
            .replace('%b', `${d.slice(0, 4)}${sep || ' '}${d.slice(4)}`);
          const found = findAuPhone(`Parramatta NSW 2150 | ${written} | jo@example.com`);
          expect(found?.replace(/\D/g, '').slice(-8)).toBe(d);
        },
      ),
      { numRuns: 200 },
    );
  });
});
