import type { RequestHandler } from 'express';

/** API responses are data, never pages: lock them down and never cache personal data by default. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // 'private' matters: Firebase Hosting drops Set-Cookie from any response its CDN might cache.
    'Cache-Control': 'private, no-store',
  });
  next();
};
