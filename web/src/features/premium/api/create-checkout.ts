import { useMutation } from '@tanstack/react-query';
import { CHECKOUT_MESSAGES, type CheckoutResponse } from '@cvmate/contract';
import { ApiError, apiJson, serverMessage } from '../../../lib/api-client';

/** POST /api/subscription/checkout */
export const createCheckout = () => apiJson<CheckoutResponse>('POST', '/api/subscription/checkout');

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });

/** docs/product.md §8's checkout toasts, by status. */
export function checkoutErrorToast(error: unknown): { title: string; description: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401 || (error as Error)?.message?.includes('Unauthorized'))
    return { title: CHECKOUT_MESSAGES.authTitle, description: CHECKOUT_MESSAGES.auth };
  if (status === 400) return { title: CHECKOUT_MESSAGES.defaultTitle, description: CHECKOUT_MESSAGES.badRequest };
  if (status === 500) return { title: CHECKOUT_MESSAGES.defaultTitle, description: CHECKOUT_MESSAGES.server };
  if (status)
    return { title: CHECKOUT_MESSAGES.defaultTitle, description: serverMessage(error, CHECKOUT_MESSAGES.default) };
  return { title: CHECKOUT_MESSAGES.failedTitle, description: CHECKOUT_MESSAGES.failed };
}
