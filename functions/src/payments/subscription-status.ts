import { isPremiumStatus, type SubscriptionStatus } from '@cvmate/contract';
import type { StoredSubscription } from '../data/customer-repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Premium while any subscription is active or trialing; daysRemaining counts whole days (rounded up) to the end of
 * the paid period, never below 0, and `endsOn` says when it stops if it is set not to renew. Otherwise the newest subscription's status, or 'free' when there is none.
 */
export function summariseSubscriptions(subs: StoredSubscription[], now = Date.now()): SubscriptionStatus {
  const premium = subs
    .filter((s) => isPremiumStatus(s.status))
    .sort((a, b) => (b.currentPeriodEnd ?? 0) - (a.currentPeriodEnd ?? 0))[0];
  if (premium) {
    const days =
      premium.currentPeriodEnd == null ? null : Math.max(0, Math.ceil((premium.currentPeriodEnd - now) / DAY_MS));
    const status: SubscriptionStatus = { isPremium: true, subscriptionStatus: premium.status, daysRemaining: days };
    // Cancelled but paid up: premium until the period ends, then it stops.
    if (premium.cancelAtPeriodEnd && premium.currentPeriodEnd != null)
      status.endsOn = new Date(premium.currentPeriodEnd).toISOString();
    return status;
  }
  const newest = [...subs].sort((a, b) => b.created - a.created)[0];
  return { isPremium: false, subscriptionStatus: newest?.status ?? 'free', daysRemaining: null };
}
