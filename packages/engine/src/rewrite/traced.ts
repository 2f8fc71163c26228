/**
 * Whether the CV's own words carry a phrase the rewrite would write in the ad's wording: at least half of its content
 * words (or words of the same stem, "reconciling" for "reconciliation") are in the CV. "Inventory management" for a CV
 * with "inventory control" is the same skill in the ad's words; "shrink wrapping" for a CV that only moves "pallets",
 * or "communication" for one that never says it, is a claim the CV does not make, whatever a loose match judged.
 */
import { normalise } from '../match/match-report';

/** Words too small to carry a claim. */
const MINOR = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'in', 'for', 'to', 'with', 'on', 'at', 'skills', 'skill']);
const STEM = 5;

export function tracedInCv(phrase: string, cvText: string): boolean {
  const cv = new Set(
    normalise(cvText)
      .split(' ')
      .map((w) => w.slice(0, STEM)),
  );
  const words = normalise(phrase)
    .split(' ')
    .filter((w) => w.length > 2 && !MINOR.has(w));
  const traced = words.filter((w) => cv.has(w.slice(0, STEM))).length;
  return traced > 0 && traced * 2 >= words.length;
}
