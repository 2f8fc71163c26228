import { describe, expect, it } from 'vitest';
import { accuracyFeedbackSchema, outcomeUpdateSchema, usefulnessFeedbackSchema } from './feedback';

const accuracy = {
  cvAnalysisId: 'abc123',
  sessionId: null,
  userPerceivedAccuracy: 4,
  scoreAccuracyRating: 5,
  feedbackHelpfulness: null,
  suggestionsRelevance: null,
  actualHiringOutcome: null,
  userComments: null,
  industryExperience: null,
  specificCorrections: {},
};

describe('feedback contracts', () => {
  it('needs both accuracy ratings between 1 and 5', () => {
    expect(accuracyFeedbackSchema.safeParse(accuracy).success).toBe(true);
    expect(accuracyFeedbackSchema.safeParse({ ...accuracy, scoreAccuracyRating: 0 }).success).toBe(false);
    expect(accuracyFeedbackSchema.safeParse({ ...accuracy, userPerceivedAccuracy: 6 }).success).toBe(false);
  });

  it('refuses ids that could address another document', () => {
    for (const id of ['a/b', '../users', '__proto__', '', 'x'.repeat(65)])
      expect(accuracyFeedbackSchema.safeParse({ ...accuracy, cvAnalysisId: id }).success, id).toBe(false);
  });

  it('keys corrections by check code only, marked wrong', () => {
    const ok = { 'content.first-person': 'wrong' };
    expect(accuracyFeedbackSchema.safeParse({ ...accuracy, specificCorrections: ok }).success).toBe(true);
    // A "__proto__" key from JSON never reaches storage: the record drops it.
    const proto = accuracyFeedbackSchema.parse({
      ...accuracy,
      specificCorrections: JSON.parse('{"__proto__":"wrong"}'),
    });
    expect(Object.keys(proto.specificCorrections)).toEqual([]);
    for (const bad of [{ 'a/b': 'wrong' }, { 'content.cliche': 'right' }])
      expect(accuracyFeedbackSchema.safeParse({ ...accuracy, specificCorrections: bad }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`check.n${i}`, 'wrong']));
    expect(accuracyFeedbackSchema.safeParse({ ...accuracy, specificCorrections: many }).success).toBe(false);
  });

  it('limits usefulness comments to 250 characters and parts to the listed options', () => {
    const base = { cvAnalysisId: 'abc', sessionId: null, rating: 3, usefulParts: null, otherFeedback: null };
    expect(usefulnessFeedbackSchema.safeParse({ ...base, comments: 'x'.repeat(250) }).success).toBe(true);
    expect(usefulnessFeedbackSchema.safeParse({ ...base, comments: 'x'.repeat(251) }).success).toBe(false);
    expect(usefulnessFeedbackSchema.safeParse({ ...base, comments: null, usefulParts: ['Magic'] }).success).toBe(false);
  });

  it('accepts only the four hiring outcomes', () => {
    expect(outcomeUpdateSchema.safeParse({ actualHiringOutcome: 'interviewed' }).success).toBe(true);
    expect(outcomeUpdateSchema.safeParse({ actualHiringOutcome: 'ghosted' }).success).toBe(false);
  });
});
