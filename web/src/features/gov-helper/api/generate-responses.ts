import { useMutation } from '@tanstack/react-query';
import type { GovResponseItem } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

export interface GenerateInput {
  sessionId: string;
  jobDescription: string;
  positionRequirements: string;
  wordLimit: number;
}

/** POST /api/gov/generate-responses: a STAR draft for each selection criterion. */
export const generateResponses = (input: GenerateInput) =>
  apiJson<{ responses: GovResponseItem[] }>('POST', '/api/gov/generate-responses', input);

export const useGenerateResponses = () => useMutation({ mutationFn: generateResponses });
