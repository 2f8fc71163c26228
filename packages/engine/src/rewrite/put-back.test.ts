import { describe, expect, it } from 'vitest';
import { stepsToPutBack } from './put-back';

describe('the costly steps a rewrite puts back', () => {
  it('puts back one step when it makes up the loss, the latest first, not every costly one', async () => {
    // Steps 2 (an objective taken out) and 5 (a spelling) each cost a point; putting back 5 alone is enough.
    expect(await stepsToPutBack([2, 5], async (put) => put.includes(5))).toEqual([5]);
    // Either alone would do: the later one goes back, the earlier stays.
    expect(await stepsToPutBack([2, 5], async () => true)).toEqual([5]);
  });

  it('puts back every costly step when no one alone is enough, and none when even that fails', async () => {
    expect(await stepsToPutBack([2, 5, 5], async (put) => put.length === 2)).toEqual([5, 2]);
    expect(await stepsToPutBack([2, 5], async () => false)).toBeNull();
  });
});
