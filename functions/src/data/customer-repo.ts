import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { alreadyExists } from './expiry';
import { PREMIUM_STATUSES } from '@cvmate/contract';

/** Statuses a subscription never leaves. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** A subscription as the status summary needs it. */
export interface StoredSubscription {
  status: string;
  /** Milliseconds since the epoch. */
  currentPeriodEnd: number | null;
  created: number;
  /** Set to end at the period's end (cancelled in the billing portal, still paid up). */
  cancelAtPeriodEnd?: boolean;
}

/** Period end: on the subscription in older Stripe API versions, on its items in newer ones. */
const periodEnd = (sub: Stripe.Subscription): number | null => {
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  return sub.items?.data?.[0]?.current_period_end ?? legacy ?? null;
};

/**
 * customers/{uid} {stripeId} and customers/{uid}/subscriptions/{subId} in the shape the Stripe Firebase extension
 * writes (status, current_period_end, cancel_at_period_end, price, role), so an admin could swap the extension in.
 * stripeEvents/{eventId} makes webhook handling idempotent.
 */
export class CustomerRepo {
  constructor(private readonly db: Firestore) {}

  private customer(uid: string) {
    return this.db.collection('customers').doc(uid);
  }

  async getStripeId(uid: string): Promise<string | null> {
    return ((await this.customer(uid).get()).get('stripeId') as string | undefined) ?? null;
  }

  async setStripeId(uid: string, stripeId: string, email: string | null): Promise<void> {
    await this.customer(uid).set({ stripeId, email }, { merge: true });
  }

  async uidForStripeId(stripeId: string): Promise<string | null> {
    const snap = await this.db.collection('customers').where('stripeId', '==', stripeId).limit(1).get();
    return snap.docs[0]?.id ?? null;
  }

  /** Whether an event was already handled (its handling committed): a replay changes nothing. */
  async hasEvent(eventId: string): Promise<boolean> {
    return (await this.db.collection('stripeEvents').doc(eventId).get()).exists;
  }

  /**
   * Records that an event was handled. Called only after the handling has committed, so an event whose handling
   * failed is not recorded and Stripe's retry applies it. Two deliveries racing both apply it: handling is idempotent.
   */
  async recordEvent(eventId: string, type: string): Promise<void> {
    try {
      await this.db.collection('stripeEvents').doc(eventId).create({ type, handledAt: Timestamp.now() });
    } catch (e) {
      if (!alreadyExists(e)) throw e;
    }
  }

  /**
   * Writes a subscription unless what is stored is later (events can arrive out of order): a newer event, or an
   * ended subscription, which Stripe never starts again, so an 'active' update sent in the same second as the
   * 'deleted' one (a tie on `created`) cannot make the person premium again.
   */
  async saveSubscription(uid: string, sub: Stripe.Subscription, eventCreated: number): Promise<void> {
    const ref = this.customer(uid).collection('subscriptions').doc(sub.id);
    const existing = await ref.get();
    if ((existing.get('lastEventCreated') ?? 0) > eventCreated) return;
    if (ENDED.has(existing.get('status')) && !ENDED.has(sub.status)) return;
    const end = periodEnd(sub);
    const item = sub.items?.data?.[0];
    await ref.set({
      status: sub.status,
      role: 'premium',
      price: item?.price?.id ?? null,
      current_period_end: end ? Timestamp.fromMillis(end * 1000) : null,
      current_period_start: item?.current_period_start ? Timestamp.fromMillis(item.current_period_start * 1000) : null,
      cancel_at_period_end: sub.cancel_at_period_end ?? false,
      created: Timestamp.fromMillis((sub.created ?? eventCreated) * 1000),
      metadata: sub.metadata ?? {},
      lastEventCreated: eventCreated,
    });
  }

  async markPaymentFailed(uid: string, subscriptionId: string, eventCreated: number): Promise<void> {
    const ref = this.customer(uid).collection('subscriptions').doc(subscriptionId);
    const existing = await ref.get();
    if (!existing.exists || (existing.get('lastEventCreated') ?? 0) > eventCreated) return;
    await ref.update({
      status: 'past_due',
      lastPaymentFailedAt: Timestamp.fromMillis(eventCreated * 1000),
      lastEventCreated: eventCreated,
    });
  }

  /** The premium gate's question, as one cheap query. */
  async isPremium(uid: string): Promise<boolean> {
    const snap = await this.customer(uid)
      .collection('subscriptions')
      .where('status', 'in', [...PREMIUM_STATUSES])
      .limit(1)
      .get();
    return !snap.empty;
  }

  async subscriptions(uid: string): Promise<Array<StoredSubscription & { id: string }>> {
    const snap = await this.customer(uid).collection('subscriptions').get();
    return snap.docs.map((d) => ({
      id: d.id,
      status: d.get('status'),
      currentPeriodEnd: (d.get('current_period_end') as Timestamp | null)?.toMillis() ?? null,
      created: (d.get('created') as Timestamp | null)?.toMillis() ?? 0,
      cancelAtPeriodEnd: d.get('cancel_at_period_end') === true,
    }));
  }
}
