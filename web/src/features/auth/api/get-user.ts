import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@cvmate/contract';
import { getQueryFn } from '../../../lib/api-client';
import { maySignedIn } from '../../../lib/signed-in-hint';

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

const fetchUser = getQueryFn<User>({ on401: 'returnNull' });

/**
 * GET /api/auth/user: a 401 means signed out (null), not an error; never retried. Without the hint there is no
 * session to ask about, so a visitor's page load makes no call (and logs no 401).
 */
export const getUser: typeof fetchUser = (ctx) =>
  maySignedIn(document.cookie) ? fetchUser(ctx) : Promise.resolve(null);

export const userQueryOptions = () => queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser, retry: false });

/** Authentication state: signed in when the current-user call returns data. */
export function useAuth() {
  const { data, isLoading } = useQuery(userQueryOptions());
  return { user: data ?? null, isAuthenticated: !!data, isLoading };
}
