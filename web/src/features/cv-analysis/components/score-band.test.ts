import { describe, expect, it } from 'vitest';
import { scoreBand, stars } from './score-band';

describe('scoreBand and stars', () => {
  it('puts 80 and above in Excellent, 60-79 in Good, below 60 in Needs Improvement', () => {
    expect([100, 80, 79, 60, 59, 0].map((s) => scoreBand(s).label)).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Needs Improvement',
      'Needs Improvement',
    ]);
  });
  it('rounds stars from the score', () => {
    expect([0, 9, 10, 49, 50, 89, 90, 100].map(stars)).toEqual([0, 0, 1, 2, 3, 4, 5, 5]);
  });
});
