import type { CvDocument } from '../../types';
import { bodyParagraphs } from './check';
import { onlyDates } from './dates';
/** This many date-only lines in a row: a dates column read apart from its roles. */
const DATES_IN_A_ROW = 3;

/**
 * Dates read apart from their roles: three or more lines in a row that hold only a date range, as happens when a
 * two-column layout is converted and read one column after the other. The roles and their dates no longer line up.
 */
export function datesReadApart(doc: CvDocument): string | null {
  let run: string[] = [];
  for (const p of bodyParagraphs(doc)) {
    if (onlyDates(p.text.trim())) run.push(p.text.trim());
    else if (run.length >= DATES_IN_A_ROW) break;
    else run = [];
  }
  return run.length >= DATES_IN_A_ROW ? `Dates read apart from their roles: ${run.join(' · ')}` : null;
}
