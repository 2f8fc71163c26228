import { useMutation } from '@tanstack/react-query';
import type { GovGenerateResponse } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

export interface GenerateInput {
  sessionId: string;
  jobDescription: string;
  positionRequirements: string;
  wordLimit: number;
}

/** POST /api/gov/generate-responses: a STAR draft for each selection criterion. */
export const generateResponses = (input: GenerateInput) =>
  apiJson<GovGenerateResponse>('POST', '/api/gov/generate-responses', input);

export const useGenerateResponses = () => useMutation({ mutationFn: generateResponses });
