/**
 * /api/login, asked to come back to `next` after signing in (a path of ours other than home). The server and the
 * sign-in page check it again with the contract's returnPath; this file stays out of the landing page's bundle size.
 */
export function loginHref(next: string | null = null, signup = false): string {
  const params = new URLSearchParams();
  if (signup) params.set('mode', 'signup');
  if (next && next !== '/' && next.startsWith('/') && !next.startsWith('//')) params.set('next', next);
  const query = params.toString();
  return query ? `/api/login?${query}` : '/api/login';
}
