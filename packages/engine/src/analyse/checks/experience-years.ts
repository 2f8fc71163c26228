import type { CvDocument } from '../../types';
import { datedRoles } from './roles';

/**
 * Years of work the CV's dated roles cover, overlaps counted once; an open end ("Present") runs to `asOf`. Bare years
 * are read generously (a start as January, an end as December), as a recruiter skimming the dates would.
 */
export function yearsOfExperience(doc: CvDocument, asOf: Date): number {
  const now = asOf.getUTCFullYear() * 12 + asOf.getUTCMonth();
  const spans = datedRoles(doc)
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
