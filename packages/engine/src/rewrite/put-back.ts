/**
 * Which costly steps to put back when the finished rewrite scores below the original: one step alone when that makes
 * up the loss, the latest first (a spelling step that cost a point need not bring an objective back with it), else
 * every costly step; null when even that does not.
 */
export async function stepsToPutBack(
  /** The steps whose changes cost the match or the analysis, in the order they were applied. */
  costly: number[],
  /** Whether the rewrite with these steps put back scores at least as well as the original. */
  holds: (steps: number[]) => Promise<boolean>,
): Promise<number[] | null> {
  const latestFirst = [...new Set(costly)].sort((a, z) => z - a);
  for (const put of [...latestFirst.map((k) => [k]), latestFirst]) if (await holds(put)) return put;
  return null;
}
