import { useMutation } from '@tanstack/react-query';
import type { CvAnalysisResult } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** POST /api/cv/analyze {sessionId}. */
export const analyzeCv = (sessionId: string) => apiJson<CvAnalysisResult>('POST', '/api/cv/analyze', { sessionId });

export const useAnalyzeCv = () => useMutation({ mutationFn: analyzeCv });
