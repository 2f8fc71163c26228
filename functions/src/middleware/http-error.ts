import { ERROR_MESSAGES, type ErrorCode } from '@cvmate/contract';

/** A failure we expect and can explain: it becomes `{message, code}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated');
export const notFound = (message?: string) => new HttpError(404, 'not_found', message);
export const premiumRequired = () => new HttpError(403, 'premium_required');
