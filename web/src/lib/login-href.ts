import { returnPath } from '@cvmate/contract';

/** /api/login, asked to come back to `next` after signing in (when it is a path on this site other than home). */
export function loginHref(next: string | null = null, signup = false): string {
  const params = new URLSearchParams();
  if (signup) params.set('mode', 'signup');
  const back = returnPath(next);
  if (back && back !== '/') params.set('next', back);
  const query = params.toString();
  return query ? `/api/login?${query}` : '/api/login';
}
