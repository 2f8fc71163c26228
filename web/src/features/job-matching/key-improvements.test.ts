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

describe('key improvements', () => {
  it('claims only what a kept change made', () => {
    expect(keyImprovements([change('spelling'), change('verb', true), change('reorder')])).toEqual([
      'Australian spelling throughout',
      'Standard headings in the order Australian recruiters read',
    ]);
    expect(keyImprovements([change('verb', true)])).toEqual([]);
  });
});
