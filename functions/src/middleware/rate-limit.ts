import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { UsageRepo } from '../data/usage-repo';
import { HttpError } from './http-error';

/**
 * Who a limit or allowance belongs to: the signed-in user, else the client's address. The address is Express's
 * req.ip with `trust proxy` set to the platform's hops (TRUST_PROXY_HOPS): the last X-Forwarded-For entry, which
 * Hosting and Cloud Run append themselves, so a client's own X-Forwarded-For changes nothing. Hashed, never stored raw.
 */
export const clientKey = (req: Request): string =>
  req.user?.uid ??
  `ip-${createHash('sha256')
    .update(req.ip ?? 'unknown')
    .digest('hex')
    .slice(0, 16)}`;

/** At most `max` requests per `windowMs` per client, counted in Firestore so every instance shares the count. */
export function rateLimit(usage: UsageRepo, scope: string, limit: { max: number; windowMs: number }): RequestHandler {
  return async (req, _res, next) => {
    try {
      const ok = await usage.takeInWindow(scope, clientKey(req), limit.max, limit.windowMs);
      next(ok ? undefined : new HttpError(429, 'rate_limited'));
    } catch (e) {
      next(e);
    }
  };
}

/**
 * At most `max` state-changing requests (POST) per `windowMs` per signed-in user, for the routes whose work is
 * expensive (matching, rewriting, drafting, rendering). Reads pass; a refused request costs one Firestore read.
 */
export function workLimit(usage: UsageRepo, scope: string, limit: { max: number; windowMs: number }): RequestHandler {
  return async (req, _res, next) => {
    if (req.method !== 'POST') return next();
    try {
      const ok = await usage.countInWindow(scope, clientKey(req), limit.max, limit.windowMs);
      next(ok ? undefined : new HttpError(429, 'rate_limited'));
    } catch (e) {
      next(e);
    }
  };
}
