/**
 * When a licence or ticket line says it was gained or runs to: a year ("First Aid – 2024"), or a month with a two-digit
 * year as people write them in a list ("First Aid and CPR (HLTAID011) - Feb 25", "CPR 03/25", "White Card Sept '21"),
 * read by the analysis's own date reader.
 */
import { shortYearPoints } from '../analyse/checks/dates';

const FULL_YEAR = /\b(?:19|20)\d{2}\b/g;

/** The dates a line gives, as months since year 0 (a year alone counts from its January). */
export function credentialDates(line: string): number[] {
  return [...(line.match(FULL_YEAR) ?? []).map((y) => Number(y) * 12), ...shortYearPoints(line)];
}

/** Whether a line gives any date at all. */
export const isDated = (line: string) => credentialDates(line).length > 0;
