import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkoutErrorToast } from './create-checkout';

const err = (status: number, body = '') => new ApiError(status, body, 'status text');

describe('checkoutErrorToast (docs/product.md §8)', () => {
  it('maps statuses to the spec wording', () => {
    expect(checkoutErrorToast(err(401))).toEqual({
      title: 'Authentication Required',
      description: 'Please sign in to access premium features.',
    });
    expect(checkoutErrorToast(err(400))).toEqual({
      title: 'Payment Error',
      description: 'Invalid request. Please try again or contact support.',
    });
    expect(checkoutErrorToast(err(500))).toEqual({
      title: 'Payment Error',
      description: 'Server error. Please try again in a moment.',
    });
  });
  it('uses the server message for other statuses, else the default', () => {
    expect(
      checkoutErrorToast(err(503, '{"message":"Payments are not configured","code":"payments_not_configured"}'))
        .description,
    ).toBe('Payments are not configured');
    expect(checkoutErrorToast(err(502)).description).toBe('Failed to start checkout process.');
  });
  it('treats a network failure as the checkout-failed flow', () => {
    expect(checkoutErrorToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Checkout Failed',
      description: 'Error: Failed to create checkout session. Please try again.',
    });
  });
});
