/**
 * When a licence or ticket line says it was gained or runs to: a year ("First Aid – 2024"), or a month with a two-digit
 * year as people write them in a list ("First Aid and CPR (HLTAID011) - Feb 25", "CPR 03/25", "White Card Mar '21").
 * Each pattern bounded: linear.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const FULL_YEAR = /\b(?:19|20)\d{2}\b/g;
/** "Feb 25", "Sept '24", "March 25": a month's name and a two-digit year, not a day ("Feb 25, 2024" has its year). */
const MONTH_SHORT_YEAR =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.? ['’]?(\d{2})\b(?![,:\d/]| ?(?:19|20)\d{2})/gi;
/** "03/25": a month and a two-digit year, not part of a full date ("12/03/25"). */
const NUMERIC_SHORT = /(?<![\d/])(0?[1-9]|1[0-2])\/(\d{2})(?![\d/])/g;

/** The dates a line gives, as months since year 0 (a year alone counts from its January). */
export function credentialDates(line: string): number[] {
  const out: number[] = [];
  for (const m of line.matchAll(FULL_YEAR)) out.push(Number(m[0]) * 12);
  for (const m of line.matchAll(MONTH_SHORT_YEAR))
    out.push((2000 + Number(m[2])) * 12 + MONTHS.indexOf(m[1]!.toLowerCase().slice(0, 3)));
  for (const m of line.matchAll(NUMERIC_SHORT)) out.push((2000 + Number(m[2])) * 12 + Number(m[1]) - 1);
  return out;
}

/** Whether a line gives any date at all. */
export const isDated = (line: string) => credentialDates(line).length > 0;
