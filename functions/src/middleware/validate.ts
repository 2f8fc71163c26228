import type { z } from 'zod';
import { fieldMessages } from '@cvmate/contract';
import { HttpError } from './http-error';

/** Parses a body with a contract schema; a failure is a 400 naming each field's first message. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = fieldMessages(result.error);
    const first = Object.values(fields)[0];
    throw new HttpError(400, 'validation_failed', first ?? undefined, fields);
  }
  return result.data;
}
