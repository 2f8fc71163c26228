import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CvAnalysisResult } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** POST /api/cv/analyze {sessionId}: the route keeps the product's spelling; code says "analyse". */
export const analyseCv = (sessionId: string) => apiJson<CvAnalysisResult>('POST', '/api/cv/analyze', { sessionId });

/**
 * The report of an upload opened by its URL (`?view=cv-results&upload=<id>`, where 'Back to CV Review' sends a CV
 * matched straight after uploading): analysed once per page, never retried; the server applies the usual limits.
 */
export const uploadAnalysisOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: ['/api/cv/analyze', sessionId],
    queryFn: () => analyseCv(sessionId!),
    enabled: !!sessionId,
    retry: false,
    staleTime: Infinity,
  });
export const useUploadAnalysis = (sessionId: string | null) => useQuery(uploadAnalysisOptions(sessionId));
