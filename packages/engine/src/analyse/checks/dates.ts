/**
 * Dates as CVs write them, for the date-style, career-history and number checks. A point is a month count
 * (year × 12 + month) with its precision; a range runs from a point to a point or to the present.
 */

const MONTHS = new Map<string, number>(
  [
    ['jan', 'january'],
    ['feb', 'february'],
    ['mar', 'march'],
    ['apr', 'april'],
    ['may', 'may'],
    ['jun', 'june'],
    ['jul', 'july'],
    ['aug', 'august'],
    ['sep', 'september', 'sept'],
    ['oct', 'october'],
    ['nov', 'november'],
    ['dec', 'december'],
  ].flatMap((names, i) => names.map((n) => [n, i] as [string, number])),
);
/** Whether a word names a month as CVs write them ("Nov", "November"). */
export const isMonth = (word: string) => MONTHS.has(word.toLowerCase());
const MONTH_NAME = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|');

// A written date with its month: "March 2021", "Mar 2021", "Mar. 2021", "Mar '21", "03/2021", "3.2021", "2021-03".
const MONTH_POINT = `(?:(?:${MONTH_NAME})\\.?,?\\s*(?:['’]\\d{2}|(?:19|20)\\d{2})|(?:0?[1-9]|1[0-2])[/.](?:19|20)\\d{2}|(?:19|20)\\d{2}-(?:0[1-9]|1[0-2]))`;
// "06/19" or "3/18": month and two-digit year, read as a date only as one end of a range ("06/19 – Present").
export const SHORT_POINT = `(?:0?[1-9]|1[0-2])/\\d{2}(?![\\d/])`;
// "Feb 20" or "May 24": a month and a two-digit year without its apostrophe, read as a date only as one end of a range
// ("Feb 20 to Apr 24", "May 24 to now"), where it cannot be a day of the month.
export const SHORT_MONTH_POINT = `(?:${MONTH_NAME})\\.?\\s\\d{2}(?![\\d/:])`;
// Any written date: one with its month, or a bare year.
const POINT = `(?:${MONTH_POINT}|(?:19|20)\\d{2})`;
// The open end of a range: "Present", "Current", "Now", "To date", "Till date", "Ongoing".
const OPEN_END = `(?:present|current(?:ly)?|now|(?:to|till|until) date|ongoing|today)`;
// "<point> – <point or open end>" with a dash, "to", "until" or "till" between; or a dash that ends the line, which
// leaves the range open ("2021–", "Aug 2025 –"), or an en dash set straight after the year before the role's title
// ("2021– Dental Assistant, …").
export const DATE_RANGE = new RegExp(
  `(?<![\\w/.])(${POINT}|${SHORT_POINT}|${SHORT_MONTH_POINT})\\s*(?:(?:[-–—~]|to|until|till)\\s*(${POINT}|${SHORT_POINT}|${SHORT_MONTH_POINT}|${OPEN_END})(?![\\w/])|[–—-](?=[ \\t]*$)|(?<=\\d)[–—](?=[ \\t]+[A-Z]))`,
  'gi',
);
/** Dates with a month, and ranges, for stripping dates out of a line before looking for achievement numbers. */
export const ANY_DATE = new RegExp(
  `(?<![\\w/.])(?:${POINT}\\s*(?:[-–—~]|to|until|till)\\s*)?(?:${MONTH_POINT}|${OPEN_END})(?![\\w/])`,
  'gi',
);

export interface DatePoint {
  month: number;
  /** False when only the year was written (a start is read as January, an end as December). */
  monthKnown: boolean;
}
export interface DateRange {
  start: DatePoint;
  /** Null for an open end ("Present"). */
  end: DatePoint | null;
  text: string;
}

/** A written point as a month count; `isEnd` reads a bare year as its December. */
export function parsePoint(s: string, isEnd: boolean): DatePoint | null {
  const t = s.toLowerCase().replace(/[.,]/g, (c, i) => (/\d/.test(s[i + 1] ?? '') ? '/' : ' '));
  let m = /^([a-z]+)\s*(?:['’]?(\d{2})|(\d{4}))$/.exec(t.trim());
  if (m && MONTHS.has(m[1]!)) {
    // '21 → 2021 (CVs list recent work), unless that would put it far in the future ("Mar 98" is 1998).
    const yy = Number(m[2]);
    const year = m[3] ? Number(m[3]) : yy > 50 ? 1900 + yy : 2000 + yy;
    return { month: year * 12 + MONTHS.get(m[1]!)!, monthKnown: true };
  }
  // "06/19": a two-digit year is this century's unless that would put it far in the future ("03/98" is 1998).
  if ((m = /^(\d{1,2})\/(\d{2})$/.exec(t.trim()))) {
    const yy = Number(m[2]);
    return { month: (yy > 50 ? 1900 + yy : 2000 + yy) * 12 + Number(m[1]) - 1, monthKnown: true };
  }
  if ((m = /^(\d{1,2})\/(\d{4})$/.exec(t.trim())))
    return { month: Number(m[2]) * 12 + Number(m[1]) - 1, monthKnown: true };
  if ((m = /^(\d{4})-(\d{2})$/.exec(t.trim())))
    return { month: Number(m[1]) * 12 + Number(m[2]) - 1, monthKnown: true };
  if ((m = /^(\d{4})$/.exec(t.trim()))) return { month: Number(m[1]) * 12 + (isEnd ? 11 : 0), monthKnown: false };
  return null;
}

/** A point written with a two-digit year alone, as lists of tickets date them ("Feb 25", "Sept '21", "03/25"); not a
 * day of the month before its year ("Feb 25, 2024"). */
const SHORT_YEAR_POINT = new RegExp(
  `(?<![\\w/.])(?:(?:${MONTH_NAME})\\.?\\s?['’]?\\d{2}|${SHORT_POINT})(?![\\d/:]|,?\\s?(?:19|20)\\d{2})`,
  'gi',
);
/** The months (counted from year 0) of every point a line writes with a two-digit year alone. */
export const shortYearPoints = (text: string): number[] =>
  [...text.matchAll(SHORT_YEAR_POINT)].flatMap((m) => {
    const point = parsePoint(m[0], false);
    return point ? [point.month] : [];
  });

/** Every date range in a line, in order. */
export function dateRanges(text: string): DateRange[] {
  const out: DateRange[] = [];
  for (const m of text.matchAll(DATE_RANGE)) {
    const start = parsePoint(m[1]!, false);
    // No end after the dash: open, as "Present" is.
    const open = m[2] === undefined || new RegExp(`^${OPEN_END}$`, 'i').test(m[2].trim());
    const end = open ? null : parsePoint(m[2]!, true);
    if (start && (open || end)) out.push({ start, end, text: m[0] });
  }
  return out;
}

/** A line that is only a date range ("2019 – 2021", "Mar 2016 – Jun 2019"), nothing of a role with it. */
export const onlyDates = (text: string) => {
  const ranges = dateRanges(text);
  return ranges.length > 0 && ranges.reduce((t, r) => t.replace(r.text, ''), text).replace(/[\s|,()–-]/g, '') === '';
};

// A date a licence or check runs out or must be renewed by: "Renewal due August 2026", "Expiry: 03/2025", "exp. 2024",
// "valid to Jun 2025". The cue and its date sit side by side, so nothing is scanned twice.
const RUNS_OUT = new RegExp(
  `\\b(?:expir(?:y|es|ed)|exp\\.|due|valid (?:to|until|till)|renew(?:al)? (?:due|by))\\s?:?\\s?(?:on\\s|in\\s)?(${MONTH_POINT}|(?:19|20)\\d{2})(?![\\w/])`,
  'i',
);
/** Whether a line says its licence or check ran out before `now` ("Renewal due August 2026" read in November 2026). */
export function ranOutBefore(text: string, now: Date): boolean {
  const m = RUNS_OUT.exec(text);
  const point = m ? parsePoint(m[1]!, true) : null;
  return !!point && point.month < now.getUTCFullYear() * 12 + now.getUTCMonth();
}
