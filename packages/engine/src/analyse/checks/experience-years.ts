import type { CvDocument } from '../../types';
import { datedRoles, TIME_AWAY } from './roles';
import { inSection } from './check';
import { NUMBER_WORDS, numberOf } from '../../nlp/number-words';

/**
 * Years of work the CV's dated roles cover, overlaps counted once; an open end ("Present") runs to `asOf`. Bare years
 * are read generously (a start as January, an end as December), as a recruiter skimming the dates would.
 */
export function yearsOfExperience(doc: CvDocument, asOf: Date): number {
  const now = asOf.getUTCFullYear() * 12 + asOf.getUTCMonth();
  // Time away dated as an entry ("Career break – full-time parent · Aug. 2019 to Feb. 2024") is no work.
  const spans = datedRoles(doc)
    .filter(({ text }) => !TIME_AWAY.test(text))
    .map(({ range }) => [range.start.month, Math.min(now, range.end ? range.end.month : now)] as const)
    .filter(([start, end]) => end >= start)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let coveredTo = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, coveredTo + 1);
    if (end >= from) months += end - from + 1;
    coveredTo = Math.max(coveredTo, end);
  }
  return Math.floor(months / 12);
}

// "12+ years of experience", "over ten years' experience", "15 years in payroll": the years a summary says it has.
const STATED = new RegExp(
  `\\b(\\d{1,2}|${NUMBER_WORDS.join('|')})\\+? (?:years|yrs)['’]?(?: of)? (?:experience|in|across|working)\\b`,
  'i',
);

/** The years of experience the summary states, or 0: for a CV whose roles the dates do not show. */
export function statedYears(doc: CvDocument): number {
  for (const p of inSection(doc, 'summary', 'contact')) {
    const m = STATED.exec(p.text);
    if (m) return numberOf(m[1]!) ?? 0;
  }
  return 0;
}
