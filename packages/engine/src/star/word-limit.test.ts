import { describe, expect, it } from 'vitest';
import { ownLimit } from './word-limit';

describe('a limit set beside a criterion', () => {
  it('reads words and pages in brackets at its end, and leaves any other bracket as written', () => {
    expect(ownLimit('Sound knowledge of contract management. (max 1 page)')).toEqual({
      text: 'Sound knowledge of contract management.',
      words: 500,
    });
    expect(ownLimit('Well-developed written communication skills. (200 words)').words).toBe(200);
    expect(ownLimit('Ability to work in a team (maximum 300 words).').words).toBe(300);
    expect(ownLimit('Knowledge of the Privacy Act 1998 (NSW).')).toEqual({
      text: 'Knowledge of the Privacy Act 1998 (NSW).',
      words: null,
    });
    expect(ownLimit('Experience using Microsoft Excel (advanced)').words).toBeNull();
  });
});
