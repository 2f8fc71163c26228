import { z } from 'zod';
import { documentIdSchema } from './cv-document';
import { TEXT_LIMITS } from './constants';

/** POST /api/job/process-docx (multipart: file) */
export const processDocxResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  jobDescriptionText: z.string().optional(),
  preview: z.string().optional(),
  filename: z.string().optional(),
});
export type ProcessDocxResponse = z.infer<typeof processDocxResponseSchema>;

export const DEFAULT_JOB_TITLE = 'Target Position';

/** POST /api/job/match (multipart fields) */
export const jobMatchRequestSchema = z
  .object({
    sessionId: documentIdSchema.optional(),
    cvId: documentIdSchema.optional(),
    jobDescription: z
      .string({ error: 'Please upload a Word document or paste the job description text before continuing.' })
      .trim()
      .min(1, 'Please upload a Word document or paste the job description text before continuing.')
      .max(TEXT_LIMITS.jobAd.max, TEXT_LIMITS.jobAd.message),
    jobTitle: z.string().trim().max(200).optional(),
  })
  .refine((r) => r.sessionId || r.cvId, { message: 'Please select a CV first.', path: ['cvId'] });
export type JobMatchRequest = z.infer<typeof jobMatchRequestSchema>;

export const RELEVANCE_LEVELS = ['good', 'partial', 'low'] as const;
export const relevanceSchema = z.string();

/** One line of the match checklist: a requirement the ad names, whether the CV shows it, and the line that does. */
export const REQUIREMENT_KINDS = [
  'occupation',
  'credential',
  'qualification',
  'experience',
  'tool',
  'skill',
  'soft',
] as const;
export const REQUIREMENT_STATUSES = ['met', 'partial', 'missing'] as const;
export const matchRequirementSchema = z.object({
  name: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  essential: z.boolean(),
  status: z.enum(REQUIREMENT_STATUSES),
  /** The CV line that shows it (met or partial), else null. */
  evidence: z.string().nullable(),
  /** The ad's own words for it. */
  wording: z.string(),
});
export type MatchRequirement = z.infer<typeof matchRequirementSchema>;

export const jobMatchResultSchema = z.object({
  matchScore: z.number().min(0).max(100),
  candidateName: z.string(),
  jobTitle: z.string(),
  dateGenerated: z.string(),
  summaryOfAlignment: z.string(),
  strengthsIdentified: z.array(z.string()),
  gapsAndImprovements: z.array(z.string()),
  recommendedEdits: z.array(z.object({ section: z.string(), suggestion: z.string() })),
  atsKeywordSuggestions: z.array(z.string()),
  sectionRelevance: z.object({
    experienceLevel: relevanceSchema,
    skillsAlignment: relevanceSchema,
    industryFocus: relevanceSchema,
  }),
  missingKeywords: z.array(z.string()),
  /** The checklist the other fields are derived from, essentials first; stored matches from before it have none. */
  requirements: z.array(matchRequirementSchema).default([]),
});
export type JobMatchResult = z.infer<typeof jobMatchResultSchema>;
export const jobMatchResponseSchema = z.object({
  matchResult: jobMatchResultSchema,
  jobMatchId: z.string(),
  sessionId: z.string(),
});
export type JobMatchResponse = z.infer<typeof jobMatchResponseSchema>;

/** POST /api/cv/improve */
export const improveRequestSchema = z.object({
  sessionId: documentIdSchema,
  jobMatchId: documentIdSchema,
  /** Ids (indexes) of rewrite changes the person undid. */
  undo: z.array(z.number().int().min(0).max(999)).max(1000).optional(),
  /** Ids (indexes) of the rewrite's suggestions the person accepted as true for them. */
  accept: z.array(z.number().int().min(0).max(99)).max(100).optional(),
});
export type ImproveRequest = z.infer<typeof improveRequestSchema>;

/** What a change of a rewrite did, shown as its chip in the preview and counted in the key improvements. */
export const REWRITE_CHANGE_KINDS = [
  'spelling',
  'verb',
  'wording',
  'keyword',
  'summary',
  'personal',
  'clean',
  'bullets',
  'emphasis',
  'heading',
  'reorder',
] as const;
export type RewriteChangeKind = (typeof REWRITE_CHANGE_KINDS)[number];

/**
 * Something the ad asks for that the CV does not show, offered to the person: its line goes into the rewritten CV only
 * when they accept it as true for them.
 */
export const suggestionSchema = z.object({
  /** The line the CV would gain, in the ad's words: "White Card". */
  line: z.string(),
  section: z.enum(['skills', 'education', 'certifications']),
  /** "If you hold a White Card, add it under Licences and Certifications." */
  advice: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const improvementSummaryObjectSchema = z.object({
  overallSummary: z.string(),
  keywordChanges: z.object({
    keywordsAdded: z.array(z.string()),
    keywordFrequency: z.record(z.string(), z.number()),
  }),
  actionVerbImprovements: z.object({
    totalVerbsStrengthened: z.number(),
    verbsReplaced: z.array(z.object({ from: z.string(), to: z.string() })),
  }),
  structuralChanges: z.object({
    sectionsReordered: z.array(z.string()),
    australianStandardsApplied: z.array(z.string()),
  }),
  atsOptimizations: z.object({
    keywordDensityImproved: z.boolean(),
    headingsStandardized: z.array(z.string()),
  }),
});
export type ImprovementSummaryObject = z.infer<typeof improvementSummaryObjectSchema>;
export const improveResponseSchema = z.object({
  originalCv: z.string(),
  improvedCv: z.string(),
  improvementSummary: z.union([z.string(), improvementSummaryObjectSchema]).optional(),
  message: z.string(),
});
export type ImproveResponse = z.infer<typeof improveResponseSchema>;

/** GET /api/cv/download/{format}?sessionId&jobMatchId&userName&jobTitle */
export const DOWNLOAD_FORMATS = ['pdf', 'word'] as const;
export const downloadQuerySchema = z.object({
  sessionId: documentIdSchema,
  jobMatchId: documentIdSchema,
  userName: z.string().max(200).optional(),
  jobTitle: z.string().max(200).optional(),
  /** Undone change ids, comma-separated ("3,7"). */
  undo: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3}){0,999}$/)
    .optional(),
  /** Accepted suggestion ids, comma-separated ("0,2"). */
  accept: z
    .string()
    .regex(/^\d{1,2}(,\d{1,2}){0,99}$/)
    .optional(),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

/** 'Optimized CV' file name: candidate and job title, non-alphanumerics replaced by underscores. */
export function optimisedCvFilename(candidate: string, jobTitle: string, format: 'pdf' | 'word'): string {
  const base = `Optimized_CV_${candidate}_${jobTitle}`.replace(/[^a-zA-Z0-9]/g, '_');
  return `${base}.${format === 'pdf' ? 'pdf' : 'docx'}`;
}
