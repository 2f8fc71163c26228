import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingFollowUp } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

export const FOLLOW_UP_KEY = ['/api/feedback/follow-up'] as const;

/** GET /api/feedback/follow-up: analyses 14+ days old that still await a hiring outcome. */
export const getFollowUp = () =>
  apiJson<{ success: boolean; pendingFeedback: PendingFollowUp[] }>('GET', '/api/feedback/follow-up');
export const followUpOptions = () => queryOptions({ queryKey: FOLLOW_UP_KEY, queryFn: getFollowUp, retry: false });
export const useFollowUp = () => useQuery(followUpOptions());
