import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An origin in its canonical form (scheme://host[:port]), or null when the text is not a URL. */
const originOf = (url: string): string | null => {
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
};

/**
 * State-changing requests must come from our own pages: the Origin must be one of the configured origins (APP_URL
 * and APP_ORIGINS), compared exactly, scheme and port included. Nothing the request says about itself (Host,
 * X-Forwarded-Host) can widen the list. Blocks cross-site form posts riding on the session cookie. Stripe's webhook
 * is server to server and signed, so it is exempt.
 */
export function originCheck(origins: string[], exemptPaths: string[]): RequestHandler {
  const allowed = new Set(origins.map(originOf).filter((o): o is string => !!o));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || exemptPaths.includes(req.path)) return next();
    const origin = req.get('origin');
    if (origin && allowed.has(origin)) return next();
    next(new HttpError(403, 'forbidden_origin'));
  };
}
