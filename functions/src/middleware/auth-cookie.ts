import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, RequestHandler, Request, Response } from 'express';
import type { SessionAuth } from './lazy-auth';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_TIMEOUT_MS,
  SIGNED_IN_HINT_COOKIE,
} from '@cvmate/contract';
import type { UserRepo } from '../data/user-repo';
import { unauthenticated } from './http-error';

/** The __session cookie's flags, for setting and for clearing it (a clear must match the set). */
export const AUTH_COOKIE_OPTIONS: CookieOptions = { httpOnly: true, secure: true, sameSite: 'lax', path: '/' };
/** The readable "signed in" hint's flags: script-readable on purpose, it holds no secret. */
export const HINT_COOKIE_OPTIONS: CookieOptions = { httpOnly: false, secure: true, sameSite: 'lax', path: '/' };

/** Ends the session in this browser: both cookies cleared with the flags they were set with. */
export const clearSessionCookies = (res: Response) =>
  res.clearCookie(SESSION_COOKIE_NAME, AUTH_COOKIE_OPTIONS).clearCookie(SIGNED_IN_HINT_COOKIE, HINT_COOKIE_OPTIONS);

export interface SessionUser {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser | null;
    /** A visitor's random id, from a `__session` cookie that holds one instead of a sign-in. */
    visitor?: string | null;
  }
}

/**
 * A visitor's id lives in the same `__session` cookie a sign-in uses (Firebase Hosting forwards no other cookie to
 * functions): "v." and 43 random base64url characters. It binds a visitor's uploads to their browser.
 */
const VISITOR_ID = /^v\.[A-Za-z0-9_-]{43}$/;
const VISITOR_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The hash of the visitor's id if the request carries one, else null (nothing is set): how uploads store it. */
export const existingVisitorKey = (req: Request): string | null =>
  req.visitor ? createHash('sha256').update(req.visitor).digest('hex') : null;

/** The visitor's id hashed as it is stored, made and set as the session cookie on first use. */
export function visitorKey(req: Request, res: Response): string {
  if (!req.visitor) {
    req.visitor = `v.${randomBytes(32).toString('base64url')}`;
    res.cookie(SESSION_COOKIE_NAME, req.visitor, { ...AUTH_COOKIE_OPTIONS, maxAge: VISITOR_MAX_AGE_MS });
  }
  return existingVisitorKey(req)!;
}

/** The uid a session cookie (a JWT) claims, unverified: only for starting a read early. */
function claimedUid(cookie: string): string | null {
  try {
    const sub = JSON.parse(Buffer.from(cookie.split('.')[1] ?? '', 'base64url').toString('utf8')).sub;
    return typeof sub === 'string' && /^[A-Za-z0-9]{1,128}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Verifies the __session cookie (if any) and puts the user on the request; an invalid or revoked cookie means signed
 * out (verifySessionCookie checks revocation, so a logout ends the session everywhere at once). A session unused for
 * SESSION_IDLE_TIMEOUT_MS ends too: its cookies are cleared.
 */
export function authCookieReader(auth: SessionAuth, users: Pick<UserRepo, 'activity' | 'touch'>): RequestHandler {
  return async (req, res, next) => {
    req.user = null;
    req.visitor = null;
    const cookie: unknown = req.cookies?.[SESSION_COOKIE_NAME];
    if (typeof cookie !== 'string' || !cookie) return next();
    if (VISITOR_ID.test(cookie)) {
      req.visitor = cookie;
      return next();
    }
    try {
      // The activity read starts beside verification (it needs only the claimed uid, and is used only once the
      // cookie is verified and names that uid), so the idle check adds no round trip to the request.
      const claimed = claimedUid(cookie);
      const early = claimed ? users.activity(claimed).catch(() => null) : null;
      const claims = await auth.verifySessionCookie(cookie, true);
      const now = Date.now();
      // POST /api/session records activity when it mints the cookie, so a new session starts active.
      const { lastActiveAt, signedOutAt } =
        (claimed === claims.uid ? await early : null) ?? (await users.activity(claims.uid));
      const last = lastActiveAt ?? now;
      const signedOut = signedOutAt !== null && claims.auth_time * 1000 <= signedOutAt;
      if (signedOut || now - last > SESSION_IDLE_TIMEOUT_MS) {
        clearSessionCookies(res);
        return next();
      }
      if (now - last > ACTIVITY_WRITE_INTERVAL_MS || last === now) await users.touch(claims.uid, now);
      req.user = {
        uid: claims.uid,
        email: claims.email ?? null,
        name: typeof claims.name === 'string' ? claims.name : null,
        picture: claims.picture ?? null,
      };
    } catch {
      req.user = null;
    }
    next();
  };
}

/** The signed-in user, or a 401. */
export function requireUser(req: Request): SessionUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}
