import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

/**
 * Cloud Functions (and its emulator) read the body before Express does, with a 32 MB cap. JSON bodies
 * must be far smaller: refuse anything over `maxBytes` unless it is a multipart upload (those are
 * capped per file by the upload parser).
 */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const length = (req as { rawBody?: Buffer }).rawBody?.length ?? Number(req.get('content-length') ?? 0);
    if (length > maxBytes && !req.is('multipart/form-data')) {
      return next(new HttpError(413, 'body_too_large'));
    }
    next();
  };
}
