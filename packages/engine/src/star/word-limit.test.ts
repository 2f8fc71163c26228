import { describe, expect, it } from 'vitest';
import { ownLimit, responseLimit } from './word-limit';

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

describe('a limit the paste sets for every response', () => {
  it('reads the top of a range of words as the most a response runs to', () => {
    const paste = 'Responses of approximately 150-200 words per criterion are recommended.';
    expect(responseLimit(paste, 6)).toBe(200);
    expect(responseLimit('Address each criterion in 200–300 words.', 4)).toBe(300);
  });
});

describe('a statement’s limit and the criteria it answers', () => {
  it('reads "words against each" as each response’s, and a statement "addressing each" as the whole', () => {
    const act =
      'Applicants should submit a statement of no more than 300 words against each of the selection criteria, a current curriculum vitae of no more than three pages.';
    expect(responseLimit(act, 5)).toBe(300);
    expect(responseLimit('A pitch of no more than 750 words addressing each of the capabilities.', 5)).toBe(150);
    expect(responseLimit('A cover letter of no more than 2 pages that addresses each of the criteria.', 4)).toBe(250);
  });
});
