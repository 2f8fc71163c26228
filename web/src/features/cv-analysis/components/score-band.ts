import { SCORE_BANDS } from '@cvmate/contract';

/** Excellent at 80+, Good at 60-79, Needs Improvement below 60. */
export function scoreBand(score: number): { label: string; colour: 'success' | 'warning' | 'error' } {
  if (score >= SCORE_BANDS.excellent) return { label: 'Excellent', colour: 'success' };
  if (score >= SCORE_BANDS.good) return { label: 'Good', colour: 'warning' };
  return { label: 'Needs Improvement', colour: 'error' };
}

/** stars = round(score / 100 * 5) */
export const stars = (score: number) => Math.round((score / 100) * 5);
