import { z } from 'zod';

/** GET /api/subscription/status */
export const subscriptionStatusSchema = z.object({
  isPremium: z.boolean(),
  /** 'free' or the Stripe subscription status (active, trialing, past_due, canceled ...). */
  subscriptionStatus: z.string(),
  daysRemaining: z.number().int().nullable(),
  /** Only when the subscription is set to end at the period's end (cancelled, still paid up): when it ends, ISO. */
  endsOn: z.string().optional(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export const freeSubscriptionStatus: SubscriptionStatus = {
  isPremium: false,
  subscriptionStatus: 'free',
  daysRemaining: null,
};

/** POST /api/subscription/checkout */
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /api/subscription/portal */
export const portalResponseSchema = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

/** Stripe statuses that grant premium. */
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;
export const isPremiumStatus = (status: string) => (PREMIUM_STATUSES as readonly string[]).includes(status);
/** Statuses in which a person still has (or is still paying for) a subscription: a new checkout would bill twice. */
export const SUBSCRIBED_STATUSES = [...PREMIUM_STATUSES, 'past_due', 'incomplete', 'unpaid'] as const;
export const holdsSubscription = (status: string) => (SUBSCRIBED_STATUSES as readonly string[]).includes(status);
