import { z } from 'zod';
import { documentIdSchema } from './cv-document';
import { TEXT_LIMITS } from './constants';

/** POST /api/gov/upload-cv (multipart: cv) */
export const govUploadResponseSchema = z.object({
  sessionId: z.string(),
  filename: z.string(),
  textLength: z.number().int().nonnegative(),
});

/** Words per response when the person sets none; ads often set 200–400. */
export const DEFAULT_GOV_WORD_LIMIT = 250;

/** POST /api/gov/generate-responses */
export const govGenerateRequestSchema = z.object({
  sessionId: documentIdSchema,
  jobDescription: z.string().trim().min(1).max(TEXT_LIMITS.jobAd.max, TEXT_LIMITS.jobAd.message),
  positionRequirements: z.string().trim().min(1).max(TEXT_LIMITS.criteria.max, TEXT_LIMITS.criteria.message),
  /** Words per response. */
  wordLimit: z.coerce.number().int().min(50).max(1000).default(DEFAULT_GOV_WORD_LIMIT),
});
export type GovGenerateRequest = z.infer<typeof govGenerateRequestSchema>;

export const starResponseSchema = z.object({
  situation: z.string(),
  task: z.string(),
  action: z.string(),
  result: z.string(),
});
export const govResponseItemSchema = z.object({
  requirement: z.string(),
  starResponse: starResponseSchema,
  fullResponse: z.string(),
  /** For a capability criterion or a classified job: what the panel will look for in the example. */
  panelLooksFor: z.string().optional(),
  /** This criterion's own limit in words, where the paste sets one beside it ("(max 1 page)", "(200 words)"). */
  wordLimit: z.number().int().optional(),
  /** How the panel lists it, as pasted ("Essential (a)", "Criterion 3", "Question 2"), where the paste numbers it. */
  label: z.string().max(60).optional(),
});
export type GovResponseItem = z.infer<typeof govResponseItemSchema>;
export const govGenerateResponseSchema = z.object({
  responses: z.array(govResponseItemSchema),
  /** Lines of the pasted criteria read as instructions, not criteria: shown back so nothing disappears. */
  skipped: z.array(z.string()).default([]),
  /** The word limit the drafts were written to: the person's, or the one the ad states when they left the default. */
  wordLimit: z.number().int().optional(),
});
export type GovGenerateResponse = z.infer<typeof govGenerateResponseSchema>;

/**
 * GET /api/gov/draft/{sessionId}: what the helper last drafted for an upload (its inputs, the drafts, what the reading
 * skipped, the limit written to) and the person's edited texts, so the Review Responses step survives a reload.
 */
export const govDraftSchema = z.object({
  filename: z.string(),
  inputs: z.object({ jobDescription: z.string(), positionRequirements: z.string(), wordLimit: z.number().int() }),
  responses: z.array(govResponseItemSchema),
  skipped: z.array(z.string()),
  wordLimit: z.number().int().nullable(),
  texts: z.array(z.string()),
});
export type GovDraft = z.infer<typeof govDraftSchema>;

/** PUT /api/gov/draft/{sessionId}/texts: the edited responses, saved as the person types. */
export const govDraftTextsSchema = z.object({
  texts: z
    .array(z.string().max(TEXT_LIMITS.response.max, TEXT_LIMITS.response.message))
    .max(TEXT_LIMITS.responses.max, TEXT_LIMITS.responses.message),
});

/** POST /api/gov/download-responses */
export const govDownloadRequestSchema = z.object({
  responses: z
    .array(
      z.object({
        requirement: z.string().max(TEXT_LIMITS.requirement.max, TEXT_LIMITS.requirement.message),
        response: z.string().max(TEXT_LIMITS.response.max, TEXT_LIMITS.response.message),
      }),
    )
    .min(1)
    .max(TEXT_LIMITS.responses.max, TEXT_LIMITS.responses.message),
  format: z.enum(['word', 'pdf']),
});
export type GovDownloadRequest = z.infer<typeof govDownloadRequestSchema>;
export const GOV_DOWNLOAD_BASENAME = 'government-application-responses';

/** The Government helper's words (docs/product.md §2, §5, §8). */
export const GOV_WORDS = {
  steps: ['Upload CV', 'Job Inputs', 'Review Responses'],
  validationTitle: 'Validation Error',
  validation: 'Please provide both job description and position requirements.',
  sessionTitle: 'Session Error',
  session: 'Please upload your CV first.',
  uploadFailed: 'Upload Failed',
  uploadFailedDefault: 'CV Upload failed',
  generationFailed: 'Generation Failed',
  generationFailedDefault: 'Response generation failed',
  downloadFailed: 'Download failed',
  premiumFeature: 'Premium Feature',
  backToInputs: 'Back to Job Inputs',
  newCv: 'Upload a New CV',
  copyOne: 'Copy as plain text',
  copyAll: 'Copy all as plain text',
  copied: 'Copied',
  skipped: (read: number, lines: string[]) =>
    `We read ${read} criteri${read === 1 ? 'on' : 'a'} and left out ${lines.length === 1 ? 'this line, which looked like a heading, an instruction or a criterion the ad does not ask you to address' : 'these lines, which looked like headings, instructions or criteria the ad does not ask you to address'}: ${lines.map((l) => `“${l}”`).join('; ')}. If one is a criterion to answer, put it on a line of its own.`,
  limitFromAd: (n: number) => `Drafts are written to ${n} words, the limit the ad states.`,
} as const;
