import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CvAnalysisResult } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** GET /api/cv/analysis/{cvId}: a stored CV's report, for a reloaded or shared report URL. */
export const getStoredAnalysis = (cvId: string) =>
  apiJson<CvAnalysisResult>('GET', `/api/cv/analysis/${encodeURIComponent(cvId)}`);
export const storedAnalysisOptions = (cvId: string | null) =>
  queryOptions({
    queryKey: ['/api/cv/analysis', cvId],
    queryFn: () => getStoredAnalysis(cvId!),
    enabled: !!cvId,
  });
export const useStoredAnalysis = (cvId: string | null) => useQuery(storedAnalysisOptions(cvId));
