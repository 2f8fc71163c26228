import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackPrompt } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** GET /api/feedback/prompt/{cvAnalysisId}: whether to ask for accuracy feedback, and when. Asked once per analysis. */
export const getFeedbackPrompt = (cvAnalysisId: string) =>
  apiJson<FeedbackPrompt>('GET', `/api/feedback/prompt/${encodeURIComponent(cvAnalysisId)}`);
export const feedbackPromptOptions = (cvAnalysisId: string) =>
  queryOptions({
    queryKey: ['/api/feedback/prompt', cvAnalysisId],
    queryFn: () => getFeedbackPrompt(cvAnalysisId),
    // The server answers "yes" once per analysis: keep the first answer for the whole visit.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
export const useFeedbackPrompt = (cvAnalysisId: string) => useQuery(feedbackPromptOptions(cvAnalysisId));
