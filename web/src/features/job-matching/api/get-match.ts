import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobMatchResponse } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

export const matchKey = (id: string | null) => ['/api/job/matches', id] as const;
/** GET /api/job/matches/{id}: a stored match report (a reloaded or shared report URL). */
export const getMatch = (id: string) => apiJson<JobMatchResponse>('GET', `/api/job/matches/${encodeURIComponent(id)}`);
export const matchOptions = (id: string | null) =>
  queryOptions({ queryKey: matchKey(id), queryFn: () => getMatch(id!), enabled: !!id });
export const useMatch = (id: string | null) => useQuery(matchOptions(id));
