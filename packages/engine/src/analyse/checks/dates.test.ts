import { describe, expect, it } from 'vitest';
import { dateRanges } from './dates';

const months = (text: string) =>
  dateRanges(text).map((r) => [r.start.month, r.end?.month ?? null, r.start.monthKnown] as const);

describe('dateRanges', () => {
  it.each([
    ['Mar 2021 – Present', [[2021 * 12 + 2, null, true]]],
    ['March 2019 - June 2021', [[2019 * 12 + 2, 2021 * 12 + 5, true]]],
    ['May 2019 to Dec 2020', [[2019 * 12 + 4, 2020 * 12 + 11, true]]],
    ["Mar '21 – Current", [[2021 * 12 + 2, null, true]]],
    ['05/2019 – 11/2021', [[2019 * 12 + 4, 2021 * 12 + 10, true]]],
    ['2019-05 – 2021-11', [[2019 * 12 + 4, 2021 * 12 + 10, true]]],
    ['2015 – 2019', [[2015 * 12, 2019 * 12 + 11, false]]],
    ['2019–Present', [[2019 * 12, null, false]]],
    ['Sept 2018 – Till Date', [[2018 * 12 + 8, null, true]]],
    // A dash that ends the line leaves the range open; one before more words does not.
    ['2025–', [[2025 * 12, null, false]]],
    ['Aug 2025 – ', [[2025 * 12 + 7, null, true]]],
    ['Bought 2025 – the year we moved', []],
    // An en dash set straight after the year, before the role's title, leaves it open too.
    ['2021– Dental Assistant, Ocean Reef Dental Care', [[2021 * 12, null, false]]],
    ['(06/19 – Present)', [[2019 * 12 + 5, null, true]]],
    ['12/2017 – 3/18', [[2017 * 12 + 11, 2018 * 12 + 2, true]]],
    ['03/98 - 11/01', [[1998 * 12 + 2, 2001 * 12 + 10, true]]],
    ['Feb 20 to Apr 24', [[2020 * 12 + 1, 2024 * 12 + 3, true]]],
    ['May 24 to now', [[2024 * 12 + 4, null, true]]],
    ['Jan 98 – Dec 01', [[1998 * 12, 2001 * 12 + 11, true]]],
    [
      'Jan 2017 - Feb 2021 and 2012 - 2015',
      [
        [2017 * 12, 2021 * 12 + 1, true],
        [2012 * 12, 2015 * 12 + 11, false],
      ],
    ],
  ])('reads %s', (text, expected) => {
    expect(months(text)).toEqual(expected);
  });

  it.each([
    'Date of birth: 12/05/1988',
    'Cut costs by 20-30%',
    'Phone 0412 345 678',
    'Level 3, 100 George St',
    'Scored 9/10 in the audit',
    'Open 24/7 – rostered nights',
    'Shifts from May 24 to 30',
  ])('finds no range in %s', (text) => {
    expect(dateRanges(text)).toEqual([]);
  });
});
