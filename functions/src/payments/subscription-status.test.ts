import { describe, expect, it } from 'vitest';
import { summariseSubscriptions } from './subscription-status';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;

describe('summariseSubscriptions', () => {
  it('is free with no subscriptions', () => {
    expect(summariseSubscriptions([], NOW)).toEqual({
      isPremium: false,
      subscriptionStatus: 'free',
      daysRemaining: null,
    });
  });
  it('counts whole days left, rounding up', () => {
    expect(
      summariseSubscriptions([{ status: 'active', currentPeriodEnd: NOW + 29 * DAY + 1, created: 0 }], NOW),
    ).toEqual({ isPremium: true, subscriptionStatus: 'active', daysRemaining: 30 });
    expect(
      summariseSubscriptions([{ status: 'trialing', currentPeriodEnd: NOW + DAY, created: 0 }], NOW).daysRemaining,
    ).toBe(1);
    expect(
      summariseSubscriptions([{ status: 'active', currentPeriodEnd: NOW - 5, created: 0 }], NOW).daysRemaining,
    ).toBe(0);
  });
  it('says when a subscription set not to renew ends', () => {
    const end = NOW + 12 * DAY;
    expect(
      summariseSubscriptions([{ status: 'active', currentPeriodEnd: end, created: 0, cancelAtPeriodEnd: true }], NOW),
    ).toEqual({
      isPremium: true,
      subscriptionStatus: 'active',
      daysRemaining: 12,
      endsOn: new Date(end).toISOString(),
    });
  });
  it('prefers an active subscription over a newer cancelled one', () => {
    const subs = [
      { status: 'canceled', currentPeriodEnd: NOW - DAY, created: 200 },
      { status: 'active', currentPeriodEnd: NOW + 3 * DAY, created: 100 },
    ];
    expect(summariseSubscriptions(subs, NOW)).toMatchObject({ isPremium: true, daysRemaining: 3 });
  });
  it('reports the newest status when nothing grants premium', () => {
    const subs = [
      { status: 'canceled', currentPeriodEnd: null, created: 100 },
      { status: 'past_due', currentPeriodEnd: NOW + DAY, created: 200 },
    ];
    expect(summariseSubscriptions(subs, NOW)).toEqual({
      isPremium: false,
      subscriptionStatus: 'past_due',
      daysRemaining: null,
    });
  });
});
