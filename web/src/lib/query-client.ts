import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** docs/product.md §9 data loading defaults: no refetch interval, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
