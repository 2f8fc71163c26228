import type { ErrorRequestHandler, RequestHandler } from 'express';
import { apiError, type ErrorCode } from '@cvmate/contract';
import { ReadError } from '@cvmate/engine';
import { CvLimitReached } from '../data/cv-repo';
import { StaleCvDocument } from '../data/stored-doc';
import { FeedbackExists } from '../data/feedback-repo';
import { HttpError } from './http-error';

/** Domain errors raised below the HTTP layer, and the status each one means. */
const DOMAIN_ERRORS: Array<[new (...args: never[]) => Error, number, ErrorCode]> = [
  [CvLimitReached, 409, 'cv_limit'],
  [StaleCvDocument, 409, 'cv_outdated'],
  [FeedbackExists, 409, 'feedback_exists'],
];

/** Unknown /api paths answer in the API's error shape, not with the SPA. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json(apiError('not_found'));
};

/** Every error becomes `{message, code}`; stack traces never leave the server. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json({ message: err.message, code: err.code, ...(err.fields && { fields: err.fields }) });
    return;
  }
  // A Word file we cannot read (or that is no CV): 422 with the reader's one sentence.
  if (err instanceof ReadError) {
    res.status(422).json(apiError('unreadable_file', err.message));
    return;
  }
  const domain = DOMAIN_ERRORS.find(([type]) => err instanceof type);
  if (domain) {
    res.status(domain[1]).json(apiError(domain[2]));
    return;
  }
  // body-parser errors carry a status (413 too large, 400 malformed JSON).
  const status = typeof err?.status === 'number' ? err.status : 500;
  if (status === 413) {
    res.status(413).json(apiError('body_too_large'));
    return;
  }
  if (status >= 400 && status < 500) {
    res.status(status).json(apiError('bad_request'));
    return;
  }
  console.error(`[api] ${req.method} ${req.path} failed`, err);
  res.status(500).json(apiError('internal'));
};
