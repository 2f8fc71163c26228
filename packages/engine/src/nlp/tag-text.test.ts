import { describe, expect, it } from 'vitest';
import { tagText } from './tag-text';

describe('tagText', () => {
  it('reads sentences and parts of speech', () => {
    const tokens = tagText('I managed rosters. We met targets.');
    expect(tokens.find((t) => t.text === 'managed')?.pos).toBe('VERB');
    expect(new Set(tokens.map((t) => t.sentence)).size).toBe(2);
  });

  it('cuts a run of letters longer than any word, and reads on after it', () => {
    const tokens = tagText(`${'a'.repeat(100_000)} managed rosters.`);
    expect(tokens[0]!.text).toHaveLength(200);
    expect(tokens.map((t) => t.text)).toEqual([tokens[0]!.text, 'managed', 'rosters', '.']);
  });

  it('keeps a long web address whole', () => {
    const url = `https://example.com/${'jobs/'.repeat(30)}apply`;
    expect(tagText(`Apply at ${url} today`).some((t) => t.text === url)).toBe(true);
  });
});
