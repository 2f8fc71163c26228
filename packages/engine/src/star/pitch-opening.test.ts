import { describe, expect, it } from 'vitest';
import { OPENING_PROMPT, withPitchOpening } from './pitch-opening';

const draft = (text: string) => ({
  requirement: 'Delivering services to customers',
  starResponse: { situation: 'Since 2021, I have worked as a Service Officer.', task: '', action: text, result: '' },
  fullResponse: `Since 2021, I have worked as a Service Officer. ${text}`,
});

describe('a pitch that asks why the person wants the job', () => {
  it('opens the first draft on a prompt for it, and leaves the others', () => {
    const drafts = [draft('I answered 45 calls a day.'), draft('I mentored 6 new starters.')];
    const asked = withPitchOpening(drafts, [
      'In no more than 600 words, tell us what attracts you to this role and how your experience fits it.',
    ]);
    expect(asked[0]!.fullResponse.startsWith(OPENING_PROMPT)).toBe(true);
    expect(asked[0]!.starResponse.situation.startsWith(OPENING_PROMPT)).toBe(true);
    expect(asked[1]).toEqual(drafts[1]);
  });

  it('adds nothing where the instructions ask only for fit ("why you are the right person")', () => {
    const drafts = [draft('I answered 45 calls a day.')];
    expect(withPitchOpening(drafts, ['Tell us why you are the right person for this role.'])).toEqual(drafts);
    expect(withPitchOpening([], ['Tell us why you are interested in this role.'])).toEqual([]);
  });
});
