import type { FeedbackCheck } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** GET /api/cv-analysis-feedback/check/{cvAnalysisId}: asked once, when the usefulness form is first opened. */
export const checkUsefulnessFeedback = (cvAnalysisId: string) =>
  apiJson<FeedbackCheck>('GET', `/api/cv-analysis-feedback/check/${encodeURIComponent(cvAnalysisId)}`);
