import { z } from 'zod';

/** POST /api/gov/upload-cv (multipart: cv) */
export const govUploadResponseSchema = z.object({
  sessionId: z.string(),
  filename: z.string(),
  textLength: z.number().int().nonnegative(),
});

/** POST /api/gov/generate-responses */
export const govGenerateRequestSchema = z.object({
  sessionId: z.string().min(1).max(128),
  jobDescription: z.string().trim().min(1).max(100_000),
  positionRequirements: z.string().trim().min(1).max(50_000),
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
});
export type GovResponseItem = z.infer<typeof govResponseItemSchema>;
export const govGenerateResponseSchema = z.object({ responses: z.array(govResponseItemSchema) });

/** POST /api/gov/download-responses */
export const govDownloadRequestSchema = z.object({
  responses: z
    .array(z.object({ requirement: z.string().max(5000), response: z.string().max(20_000) }))
    .min(1)
    .max(50),
  format: z.enum(['word', 'pdf']),
});
export type GovDownloadRequest = z.infer<typeof govDownloadRequestSchema>;
export const GOV_DOWNLOAD_BASENAME = 'government-application-responses';
