import { z } from 'zod';
import {
  FEEDBACK_TYPES,
  MAX_EMAIL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MIN_MESSAGE_LENGTH,
  SUPPORT_SUBJECTS,
} from './constants';
import { VALIDATION } from './messages';

/** POST /api/support (no credentials). */
export const supportRequestSchema = z.object({
  name: z.string().trim().min(1, VALIDATION.nameRequired).max(MAX_NAME_LENGTH),
  email: z.email(VALIDATION.emailRequired).max(MAX_EMAIL_LENGTH),
  subject: z.enum(SUPPORT_SUBJECTS, VALIDATION.subjectRequired),
  message: z.string().trim().min(MIN_MESSAGE_LENGTH, VALIDATION.messageMin).max(MAX_MESSAGE_LENGTH),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
/** Form defaults: the subject starts unselected, so it is typed loosely here. */
export const supportDefaults = { name: '', email: '', subject: '', message: '' } as unknown as SupportRequest;
export const supportResponseSchema = z.object({ success: z.boolean(), error: z.string().optional() });
export type SupportResponse = z.infer<typeof supportResponseSchema>;

/** POST /api/feedback (general feedback page). */
export const generalFeedbackSchema = z.object({
  name: z.string().trim().max(MAX_NAME_LENGTH).optional(),
  email: z.union([z.literal(''), z.email(VALIDATION.feedbackEmail).max(MAX_EMAIL_LENGTH)]).optional(),
  feedbackType: z.enum(FEEDBACK_TYPES, VALIDATION.feedbackTypeRequired),
  message: z.string().trim().min(MIN_MESSAGE_LENGTH, VALIDATION.feedbackMessageMin).max(MAX_MESSAGE_LENGTH),
});
export type GeneralFeedback = z.infer<typeof generalFeedbackSchema>;
export const generalFeedbackDefaults = {
  name: '',
  email: '',
  feedbackType: '',
  message: '',
} as unknown as GeneralFeedback;
export const successMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessMessage = z.infer<typeof successMessageSchema>;
