import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@cvmate/contract';
import { getQueryFn } from '../../../lib/api-client';

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user: a 401 means signed out (null), not an error; never retried. */
export const getUser = getQueryFn<User>({ on401: 'returnNull' });

export const userQueryOptions = () => queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser, retry: false });

/** Authentication state: signed in when the current-user call returns data. */
export function useAuth() {
  const { data, isLoading } = useQuery(userQueryOptions());
  return { user: data ?? null, isAuthenticated: !!data, isLoading };
}
