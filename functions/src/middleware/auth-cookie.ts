import type { CookieOptions, RequestHandler, Request } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { SESSION_COOKIE_NAME } from '@cvmate/contract';
import { unauthenticated } from './http-error';

/** The __session cookie's flags, for setting and for clearing it (a clear must match the set). */
export const AUTH_COOKIE_OPTIONS: CookieOptions = { httpOnly: true, secure: true, sameSite: 'lax', path: '/' };

export interface SessionUser {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser | null;
  }
}

/** Verifies the __session cookie (if any) and puts the user on the request; an invalid cookie means signed out. */
export function authCookieReader(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    req.user = null;
    const cookie: unknown = req.cookies?.[SESSION_COOKIE_NAME];
    if (typeof cookie === 'string' && cookie) {
      try {
        const claims = await auth.verifySessionCookie(cookie, true);
        req.user = {
          uid: claims.uid,
          email: claims.email ?? null,
          name: typeof claims.name === 'string' ? claims.name : null,
          picture: claims.picture ?? null,
        };
      } catch {
        req.user = null;
      }
    }
    next();
  };
}

/** The signed-in user, or a 401. */
export function requireUser(req: Request): SessionUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}
