import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_GC_MS, SUBSCRIPTION_STALE_MS, type SubscriptionStatus } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

export const SUBSCRIPTION_STATUS_KEY = ['/api/subscription/status'] as const;

/** GET /api/subscription/status; with a checkout session id the server confirms it with Stripe first. */
export const getSubscriptionStatus = (sessionId?: string | null) =>
  apiJson<SubscriptionStatus>(
    'GET',
    sessionId ? `/api/subscription/status?session_id=${encodeURIComponent(sessionId)}` : '/api/subscription/status',
  );

/** Cached 5 minutes, discarded after 10, never retried (docs/product.md §9). */
export const subscriptionStatusOptions = (enabled: boolean, sessionId?: string | null) =>
  queryOptions({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: () => getSubscriptionStatus(sessionId),
    staleTime: SUBSCRIPTION_STALE_MS,
    gcTime: SUBSCRIPTION_GC_MS,
    retry: false,
    enabled,
  });

export const useSubscriptionStatus = (enabled: boolean, sessionId?: string | null) =>
  useQuery(subscriptionStatusOptions(enabled, sessionId));
