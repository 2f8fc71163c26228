import { describe, expect, it } from 'vitest';
import type { RewriteChange } from './api/improve-cv';
import { keyImprovements } from './key-improvements';

const change = (kind: RewriteChange['kind'], undone = false): RewriteChange => ({
  kind,
  section: 'Work Experience',
  before: 'a',
  after: 'b',
  reason: 'why',
  undone,
});
const done = (changes: RewriteChange[]) =>
  keyImprovements(changes)
    .filter((k) => k.done)
    .map((k) => k.text);

describe('key improvements', () => {
  it('always lists the five, and marks done only what a kept change made', () => {
    expect(keyImprovements([])).toHaveLength(5);
    expect(done([change('spelling'), change('verb', true), change('reorder')])).toEqual([
      'Standard headings in the order Australian recruiters read',
      'Australian standards: Australian spelling, one date style, no personal details, leftovers or repeats',
    ]);
    expect(done([change('verb', true)])).toEqual([]);
    expect(done([change('clean')])).toEqual([
      'Australian standards: Australian spelling, one date style, no personal details, leftovers or repeats',
    ]);
  });
});
