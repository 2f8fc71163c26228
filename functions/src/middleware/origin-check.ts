import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from our own pages: the Origin must match the host the request was
 * addressed to (Hosting forwards it as X-Forwarded-Host) or a configured origin. Blocks cross-site form posts
 * riding on the session cookie. Stripe's webhook is server to server and signed, so it is exempt.
 */
export function originCheck(extraOrigins: string[], exemptPaths: string[]): RequestHandler {
  const allowed = new Set(extraOrigins.map((o) => o.trim()).filter(Boolean));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || exemptPaths.includes(req.path)) return next();
    const origin = req.get('origin');
    if (origin && (allowed.has(origin) || sameHost(origin, req.get('x-forwarded-host') ?? req.get('host')))) {
      return next();
    }
    next(new HttpError(403, 'forbidden_origin'));
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.split(',')[0]!.trim();
  } catch {
    return false;
  }
}
