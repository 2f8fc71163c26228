/**
 * Every scan over text a visitor can send grows linearly: each entry point (read facts, analysis, match, criteria,
 * rewrite, STAR, both renders) runs on a pathological input of 10,000
 * and of 100,000 characters, and the larger may take at most 30 times as long (linear is 10; a quadratic scan is
 * 100). A ratio within one run, not a fixed time, so a slow machine does not fail it.
 */
import { describe, expect, it } from 'vitest';
import { ENTRY_POINTS, HOSTILE } from './test-fixtures/pathological';

/** The fastest of three runs, in milliseconds (never under 1, so tiny times do not make a ratio of noise). */
async function timeOf(run: () => unknown): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await run();
    best = Math.min(best, performance.now() - start);
  }
  return Math.max(best, 1);
}

describe('linear time on any text', () => {
  for (const [entry, run] of Object.entries(ENTRY_POINTS))
    it(`${entry} grows linearly on every pathological input`, async () => {
      for (const [name, make] of Object.entries(HOSTILE)) {
        const small = make(10_000);
        const large = make(100_000);
        const ratio = (await timeOf(() => run(large))) / (await timeOf(() => run(small)));
        expect(ratio, `${entry} on ${name}`).toBeLessThan(30);
      }
    }, 120_000);
});
