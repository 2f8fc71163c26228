import { useMutation } from '@tanstack/react-query';
import { SUPPORT_TIMEOUT_MS, TOASTS, type SupportRequest } from '@cvmate/contract';

/** An error whose message is already the words to show. */
export class SupportError extends Error {}

/**
 * POST /api/support (docs/product.md §7): no credentials, no caching, aborted after 15 s; the body is read as text then
 * parsed as JSON, and it has failed unless the status is OK and success is true.
 */
export async function sendSupport(request: SupportRequest): Promise<void> {
  let res: Response;
  let text: string;
  try {
    res = await fetch('/api/support', {
      method: 'POST',
      credentials: 'omit',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(SUPPORT_TIMEOUT_MS),
    });
    text = await res.text();
  } catch {
    throw new SupportError(TOASTS.supportFailedDefault);
  }
  let body: { success?: boolean; error?: string; message?: string };
  try {
    body = JSON.parse(text);
  } catch {
    throw new SupportError(text || TOASTS.supportFailedStatus(res.status));
  }
  if (!res.ok || body.success !== true) {
    throw new SupportError(body.error || body.message || TOASTS.supportFailedStatus(res.status));
  }
}

export const useSendSupport = () => useMutation({ mutationFn: sendSupport });
