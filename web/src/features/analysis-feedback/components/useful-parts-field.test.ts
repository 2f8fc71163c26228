import { describe, expect, it } from 'vitest';
import { nextParts } from './useful-parts-field';

describe('the useful-parts field', () => {
  it("ticks 'Other' when its text is typed and unticks it when the text is emptied", () => {
    const typed = nextParts({ ticked: ['Overall scoring system'], other: '' }, { other: 'Evidence' });
    expect(typed).toEqual({ ticked: ['Overall scoring system', 'Other'], other: 'Evidence' });
    expect(nextParts(typed, { other: 'Evidence quotes' }).ticked).toEqual(['Overall scoring system', 'Other']);
    expect(nextParts(typed, { other: '' })).toEqual({ ticked: ['Overall scoring system'], other: '' });
  });

  it("clears the text when 'Other' is unticked, and keeps it when another box changes", () => {
    const typed = { ticked: ['Other' as const], other: 'Evidence' };
    expect(nextParts(typed, { part: 'Other', ticked: false })).toEqual({ ticked: [], other: '' });
    expect(nextParts(typed, { part: 'CV Formatting feedback', ticked: true }).other).toBe('Evidence');
  });
});
