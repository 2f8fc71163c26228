import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Allowance } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

export const ALLOWANCE_KEY = ['/api/cv/allowance'] as const;
/** GET /api/cv/allowance: today's free analyses left (the server enforces them; this only tells the person). */
export const getAllowance = () => apiJson<Allowance>('GET', '/api/cv/allowance');
export const allowanceOptions = () => queryOptions({ queryKey: ALLOWANCE_KEY, queryFn: getAllowance, staleTime: 0 });
export const useAllowance = () => useQuery(allowanceOptions());
