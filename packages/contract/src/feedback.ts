import { z } from 'zod';
import { HIRING_OUTCOMES, INDUSTRIES, PROMPT_TIMINGS, USEFUL_PARTS, USEFULNESS_COMMENTS_MAX } from './constants';
import { documentIdSchema } from './cv-document';

const rating = z.number().int().min(1).max(5);
/** A finding's check code, e.g. "content.first-person": the key of a correction. */
const checkCode = z.string().regex(/^[a-z][a-zA-Z0-9.-]{0,63}$/);
/**
 * The checks a person says got their CV wrong ({code: 'wrong'}); starts empty. Bounded, and keyed by the
 * shape of a check code only, so no key like "__proto__" can reach storage.
 */
export const specificCorrectionsSchema = z
  .record(checkCode, z.literal('wrong'))
  .refine((r) => Object.keys(r).length <= 40, 'Too many corrections');

export type HiringOutcome = (typeof HIRING_OUTCOMES)[number];
export type PromptTiming = (typeof PROMPT_TIMINGS)[number];

/** POST /api/feedback/submit (accuracy feedback) */
export const accuracyFeedbackSchema = z.object({
  cvAnalysisId: documentIdSchema,
  sessionId: documentIdSchema.nullable(),
  userPerceivedAccuracy: rating,
  scoreAccuracyRating: rating,
  feedbackHelpfulness: rating.nullable(),
  suggestionsRelevance: rating.nullable(),
  actualHiringOutcome: z.enum(HIRING_OUTCOMES).nullable(),
  userComments: z.string().max(2000).nullable(),
  industryExperience: z.enum(INDUSTRIES).nullable(),
  specificCorrections: specificCorrectionsSchema,
});
export type AccuracyFeedback = z.infer<typeof accuracyFeedbackSchema>;

/** GET /api/feedback/prompt/{cvAnalysisId} */
export const feedbackPromptSchema = z.object({
  success: z.boolean(),
  shouldPrompt: z.boolean(),
  timing: z.enum(PROMPT_TIMINGS),
  reason: z.string(),
});
export type FeedbackPrompt = z.infer<typeof feedbackPromptSchema>;

/** GET /api/feedback/follow-up */
export const pendingFollowUpSchema = z.object({
  id: z.string(),
  filename: z.string(),
  aiScore: z.number().min(0).max(100),
  submittedAt: z.string(),
  actualHiringOutcome: z.enum(HIRING_OUTCOMES).nullable(),
});
export type PendingFollowUp = z.infer<typeof pendingFollowUpSchema>;
export const followUpResponseSchema = z.object({
  success: z.boolean(),
  pendingFeedback: z.array(pendingFollowUpSchema),
});

/** PATCH /api/feedback/{id}/outcome */
export const outcomeUpdateSchema = z.object({
  actualHiringOutcome: z.enum(HIRING_OUTCOMES),
  additionalComments: z.string().max(2000).optional(),
});
export type OutcomeUpdate = z.infer<typeof outcomeUpdateSchema>;

/** POST /api/cv-analysis-feedback/submit (usefulness) */
export const usefulnessFeedbackSchema = z.object({
  cvAnalysisId: documentIdSchema,
  sessionId: documentIdSchema.nullable(),
  rating,
  usefulParts: z.array(z.enum(USEFUL_PARTS)).max(USEFUL_PARTS.length).nullable(),
  comments: z.string().max(USEFULNESS_COMMENTS_MAX).nullable(),
  otherFeedback: z.string().max(USEFULNESS_COMMENTS_MAX).nullable(),
});
export type UsefulnessFeedback = z.infer<typeof usefulnessFeedbackSchema>;

/** GET /api/cv-analysis-feedback/check/{cvAnalysisId} */
export const feedbackCheckSchema = z.object({ success: z.boolean(), hasFeedback: z.boolean() });
export type FeedbackCheck = z.infer<typeof feedbackCheckSchema>;

/** What a person first sees in the accuracy dialog: nothing chosen, no corrections. */
export const ACCURACY_FEEDBACK_DEFAULTS = {
  userPerceivedAccuracy: 0,
  scoreAccuracyRating: 0,
  feedbackHelpfulness: 0,
  suggestionsRelevance: 0,
  actualHiringOutcome: null,
  userComments: '',
  industryExperience: null,
  specificCorrections: {},
} as const;
