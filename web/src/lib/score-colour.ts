import { SCORE_COLOUR_THRESHOLDS } from '@cvmate/contract';

/** Green at 80+, yellow 60–79, red below 60: the feedback prompt's and the match report's score colours (§9). */
export const scoreColour = (score: number) =>
  score >= SCORE_COLOUR_THRESHOLDS.green ? 'success' : score >= SCORE_COLOUR_THRESHOLDS.yellow ? 'warning' : 'error';
