import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';

/** What the API asks of Firebase Auth. */
export type SessionAuth = Pick<
  Auth,
  'verifySessionCookie' | 'verifyIdToken' | 'createSessionCookie' | 'revokeRefreshTokens' | 'deleteUser'
>;

/**
 * Firebase Auth loaded with the first request that needs it (a sign-in, a session cookie, a deletion), not with the
 * server: a new instance answering visitors starts about 80 ms sooner.
 */
export function lazyAuth(app: App): SessionAuth {
  let auth: Promise<Auth> | null = null;
  const get = () => (auth ??= import('firebase-admin/auth').then(({ getAuth }) => getAuth(app)));
  return {
    verifySessionCookie: async (cookie, checkRevoked) => (await get()).verifySessionCookie(cookie, checkRevoked),
    verifyIdToken: async (token, checkRevoked) => (await get()).verifyIdToken(token, checkRevoked),
    createSessionCookie: async (token, options) => (await get()).createSessionCookie(token, options),
    revokeRefreshTokens: async (uid) => (await get()).revokeRefreshTokens(uid),
    deleteUser: async (uid) => (await get()).deleteUser(uid),
  };
}
