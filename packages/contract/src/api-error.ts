import { z } from 'zod';
import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from './messages';

/** Every non-OK /api response carries this body. `fields` lists per-field messages on validation errors. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const apiError = (code: ErrorCode, message = ERROR_MESSAGES[code]): ApiErrorBody => ({ code, message });

/** Turns a zod error into `{field: first message}` so the client can show it beside the field. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
