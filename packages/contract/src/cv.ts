import { z } from 'zod';
import { documentIdSchema } from './cv-document';

/** A finding's category decides which feedback list it lands in. */
export const FINDING_CATEGORIES = ['formatting', 'content', 'atsRelevance'] as const;
export const FINDING_TYPES = ['positive', 'negative', 'warning'] as const;

/** One itemised piece of advice, traced to the named check (`code`) and the text that triggered it. */
export const findingSchema = z.object({
  code: z.string(),
  category: z.enum(FINDING_CATEGORIES),
  type: z.enum(FINDING_TYPES),
  message: z.string(),
  evidence: z.array(z.string()).optional(),
});
export type Finding = z.infer<typeof findingSchema>;

export const scoreBreakdownSchema = z.object({
  /** Formatting */
  structure: z.number().int().min(0).max(100),
  /** Language & Tone */
  content: z.number().int().min(0).max(100),
  /** Clarity & Relevance */
  ats: z.number().int().min(0).max(100),
});
export type ScoreBreakdown = z.infer<typeof scoreBreakdownSchema>;

export const cvAnalysisSchema = z.object({
  score: z.number().int().min(0).max(100),
  breakdown: scoreBreakdownSchema,
  feedback: z.object({
    formatting: z.array(findingSchema),
    content: z.array(findingSchema),
    atsRelevance: z.array(findingSchema),
  }),
  /** Which advice provider worded the content feedback; scores are always the local rubric's. */
  provider: z.enum(['local', 'gemini']),
  rubricVersion: z.string(),
});
export type CvAnalysis = z.infer<typeof cvAnalysisSchema>;

/** The findings that took points (negative and warning), one per check, in report order. */
export function costlyFindings(analysis: Pick<CvAnalysis, 'feedback'>): Finding[] {
  const { formatting, content, atsRelevance } = analysis.feedback;
  const costly = [...formatting, ...content, ...atsRelevance].filter((f) => f.type !== 'positive');
  return costly.filter((f, i) => costly.findIndex((g) => g.code === f.code) === i);
}

/** POST /api/cv/upload (multipart: file, optional sessionId) */
export const uploadResultSchema = z.object({
  filename: z.string(),
  textLength: z.number().int().nonnegative(),
  sessionId: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** POST /api/cv/analyze */
export const analyseRequestSchema = z.object({ sessionId: documentIdSchema });
export type AnalyseRequest = z.infer<typeof analyseRequestSchema>;
export const cvAnalysisResultSchema = z.object({
  filename: z.string(),
  analysis: cvAnalysisSchema,
  sessionId: z.string(),
  originalText: z.string(),
  /** Null for visitors: nothing is stored for them beyond the short session. */
  cvId: z.string().nullable(),
  /** Id of the stored analysis, used by the feedback surfaces; null for visitors. */
  cvAnalysisId: z.string().nullable(),
});
export type CvAnalysisResult = z.infer<typeof cvAnalysisResultSchema>;

/** GET /api/user/cvs */
export const storedCvSchema = z.object({
  id: z.string(),
  filename: z.string(),
  createdAt: z.string(),
  hasAnalysis: z.boolean(),
  score: z.number().nullable(),
  sessionId: z.string().nullable(),
});
export type StoredCv = z.infer<typeof storedCvSchema>;
export const storedCvListSchema = z.object({ cvs: z.array(storedCvSchema) });
export type StoredCvList = z.infer<typeof storedCvListSchema>;

/** DELETE /api/user/cvs/{id} */
export const deleteCvResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/cv/allowance: today's free analyses (null remaining for premium, who have no limit). */
export const allowanceSchema = z.object({
  premium: z.boolean(),
  limit: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative().nullable(),
  /** A signed-in person's stored CVs (of MAX_STORED_CVS), so a full list is said before a file is chosen; null for visitors. */
  stored: z.number().int().nonnegative().nullable(),
});
export type Allowance = z.infer<typeof allowanceSchema>;
