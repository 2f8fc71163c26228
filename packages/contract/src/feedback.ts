import { z } from 'zod';
import { HIRING_OUTCOMES, INDUSTRIES, PROMPT_TIMINGS, USEFUL_PARTS, USEFULNESS_COMMENTS_MAX } from './constants';

const rating = z.number().int().min(1).max(5);

/** POST /api/feedback/submit (accuracy feedback) */
export const accuracyFeedbackSchema = z.object({
  cvAnalysisId: z.string().min(1).max(128),
  sessionId: z.string().max(128).nullable(),
  userPerceivedAccuracy: rating,
  scoreAccuracyRating: rating,
  feedbackHelpfulness: rating.nullable(),
  suggestionsRelevance: rating.nullable(),
  actualHiringOutcome: z.enum(HIRING_OUTCOMES).nullable(),
  userComments: z.string().max(2000).nullable(),
  industryExperience: z.enum(INDUSTRIES).nullable(),
  specificCorrections: z.record(z.string(), z.unknown()),
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
  cvAnalysisId: z.string().min(1).max(128),
  sessionId: z.string().max(128).nullable(),
  rating,
  usefulParts: z.array(z.enum(USEFUL_PARTS)).nullable(),
  comments: z.string().max(USEFULNESS_COMMENTS_MAX).nullable(),
  otherFeedback: z.string().max(USEFULNESS_COMMENTS_MAX).nullable(),
});
export type UsefulnessFeedback = z.infer<typeof usefulnessFeedbackSchema>;

/** GET /api/cv-analysis-feedback/check/{cvAnalysisId} */
export const feedbackCheckSchema = z.object({ success: z.boolean(), hasFeedback: z.boolean() });
