import { READ_ERROR_MESSAGES, type ReadErrorKind } from '@cvmate/contract';

/** A file we refuse, with the one sentence that tells the user why. */
export class ReadError extends Error {
  constructor(
    readonly kind: ReadErrorKind,
    readonly detail?: string,
  ) {
    super(READ_ERROR_MESSAGES[kind]);
    this.name = 'ReadError';
  }
}
