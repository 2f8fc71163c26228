import { Router, type RequestHandler } from 'express';
import type { SessionAuth } from '../middleware/lazy-auth';
import {
  SESSION_COOKIE_MAX_AGE_MS,
  SESSION_COOKIE_NAME,
  SIGNED_IN_HINT_COOKIE,
  returnPath,
  sessionRequestSchema,
  type User,
} from '@cvmate/contract';
import type { UserRepo } from '../data/user-repo';
import { parseBody } from '../middleware/validate';
import {
  clearSessionCookies,
  HINT_COOKIE_OPTIONS,
  requireUser,
  AUTH_COOKIE_OPTIONS as cookieOptions,
} from '../middleware/auth-cookie';
import { HttpError } from '../middleware/http-error';
import type { AppConfig } from '../config';

/** Firebase's advice: only mint a session cookie from a sign-in that happened in the last few minutes. */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

export function authRoutes(auth: SessionAuth, users: UserRepo, config: AppConfig): Router {
  const r = Router();

  // Whole-browser navigations: the SPA's sign-in page does the Firebase part.
  r.get('/login', (req, res) => {
    // Back to the page that asked, when it is a path on this site (never a URL the request chose elsewhere).
    const params = new URLSearchParams();
    if (req.query.mode === 'signup') params.set('mode', 'signup');
    const next = returnPath(req.query.next);
    if (next) params.set('next', next);
    const query = params.toString();
    res.redirect(302, query ? `/sign-in?${query}` : '/sign-in');
  });
  /**
   * Logout and switch account stay whole-page navigations (the spec's links), but only our own pages (or the
   * address bar) may end a session: a link or image on another site gets Sec-Fetch-Site 'cross-site' or 'same-site'
   * and is sent home instead. Ending a session revokes the user's tokens, so the old cookie stops working
   * everywhere, not just in this browser.
   */
  const endSession =
    (to: string): RequestHandler =>
    async (req, res) => {
      const site = req.get('sec-fetch-site');
      if (site && site !== 'same-origin' && site !== 'none') return res.redirect(302, '/');
      if (req.user) await Promise.all([auth.revokeRefreshTokens(req.user.uid), users.markSignedOut(req.user.uid)]);
      clearSessionCookies(res).redirect(302, to);
    };
  r.get('/logout', endSession('/'));
  r.get('/force-logout', endSession('/sign-in?switch=1'));

  /** Web SDK configuration, so one build serves the emulator and production. */
  r.get('/config', (_req, res) => {
    const emulator = config.FIREBASE_AUTH_EMULATOR_HOST;
    res.json({
      apiKey: config.FIREBASE_API_KEY,
      authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.GCLOUD_PROJECT}.firebaseapp.com`,
      projectId: config.GCLOUD_PROJECT,
      authEmulatorUrl: emulator ? `http://${emulator}` : null,
    });
  });

  r.post('/session', async (req, res) => {
    const { idToken, profile } = parseBody(sessionRequestSchema, req.body);
    const decoded = await auth.verifyIdToken(idToken).catch(() => {
      throw new HttpError(401, 'unauthenticated', 'Your sign-in could not be verified. Please try again.');
    });
    if (Date.now() / 1000 - decoded.auth_time > RECENT_SIGN_IN_SECONDS) {
      throw new HttpError(401, 'unauthenticated', 'Please sign in again.');
    }
    const cookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_COOKIE_MAX_AGE_MS });
    const [first, ...rest] = (typeof decoded.name === 'string' ? decoded.name : '').split(' ');
    const existing = await users.get(decoded.uid);
    await users.upsert(decoded.uid, {
      email: decoded.email ?? null,
      profileImageUrl: decoded.picture ?? existing?.profileImageUrl ?? null,
      // Sign-up names win; otherwise keep what we have, else take the identity provider's name.
      firstName: profile?.firstName ?? existing?.firstName ?? (first || null),
      lastName: profile?.lastName ?? existing?.lastName ?? (rest.join(' ') || null),
      acceptedTerms: profile?.acceptedTerms,
    });
    await users.startSession(decoded.uid, decoded.auth_time * 1000);
    res.cookie(SESSION_COOKIE_NAME, cookie, { ...cookieOptions, maxAge: SESSION_COOKIE_MAX_AGE_MS });
    res.cookie(SIGNED_IN_HINT_COOKIE, '1', { ...HINT_COOKIE_OPTIONS, maxAge: SESSION_COOKIE_MAX_AGE_MS });
    res.json({ success: true });
  });

  r.get('/auth/user', async (req, res) => {
    const sessionUser = requireUser(req);
    const profile = await users.get(sessionUser.uid);
    const user: User = {
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      email: profile?.email ?? sessionUser.email,
      profileImageUrl: profile?.profileImageUrl ?? sessionUser.picture,
    };
    res.set('Cache-Control', 'private, no-store').json(user);
  });

  return r;
}
