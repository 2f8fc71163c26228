import { useMutation } from '@tanstack/react-query';
import type { JobMatchResponse } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

export interface MatchInput {
  cvId?: string;
  sessionId?: string;
  jobDescription: string;
  jobTitle?: string;
}

/** POST /api/job/match (multipart fields): the match report for a stored CV or an upload against a job ad. */
export function matchJob(input: MatchInput): Promise<JobMatchResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) if (value) form.append(key, value);
  return apiJson<JobMatchResponse>('POST', '/api/job/match', form);
}

export const useMatchJob = () => useMutation({ mutationFn: matchJob });
