import type Stripe from 'stripe';
import { holdsSubscription, isPremiumStatus } from '@cvmate/contract';
import type { CustomerRepo } from '../data/customer-repo';

/**
 * Applies one verified Stripe event to Firestore. Unknown event types are acknowledged and ignored. The user is
 * found from our own record of Stripe customer ids (written at checkout), never from ids the event carries
 * (metadata.uid, client_reference_id): so an event for a deleted account finds nobody and recreates nothing.
 */
export async function handleStripeEvent(
  event: Stripe.Event,
  stripe: Stripe,
  customers: CustomerRepo,
): Promise<string | null> {
  const uidFor = async (customer: string | Stripe.Customer | Stripe.DeletedCustomer | null) =>
    customer ? await customers.uidForStripeId(typeof customer === 'string' ? customer : customer.id) : null;

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription' || !session.subscription) return null;
      const uid = await uidFor(session.customer);
      // The session must be the one we opened for this user.
      if (!uid || (session.client_reference_id && session.client_reference_id !== uid)) return null;
      const sub = await stripe.subscriptions.retrieve(
        typeof session.subscription === 'string' ? session.subscription : session.subscription.id,
      );
      await customers.saveSubscription(uid, sub, event.created);
      await keepOneSubscription(uid, stripe, customers);
      return uid;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const uid = await uidFor(sub.customer);
      if (!uid) return null;
      await customers.saveSubscription(uid, sub, event.created);
      if (isPremiumStatus(sub.status)) await keepOneSubscription(uid, stripe, customers);
      return uid;
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | null };
      const subId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription;
      const uid = await uidFor(invoice.customer);
      if (uid && subId)
        await customers.markPaymentFailed(uid, typeof subId === 'string' ? subId : subId.id, event.created);
      return uid;
    }
    default:
      return null;
  }
}

/**
 * One subscription per person, whatever raced: two checkouts paid in the same moment (before either could expire
 * the other) leave two live subscriptions; every one after the first is cancelled at once and recorded as ended, and
 * its first payment is logged for support to refund.
 */
async function keepOneSubscription(uid: string, stripe: Stripe, customers: CustomerRepo): Promise<void> {
  const live = (await customers.subscriptions(uid))
    .filter((s) => holdsSubscription(s.status))
    .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  for (const extra of live.slice(1)) {
    const ended = await stripe.subscriptions.cancel(extra.id);
    await customers.saveSubscription(uid, ended, Math.floor(Date.now() / 1000));
    console.warn(`[billing] cancelled duplicate subscription ${extra.id}: refund its first payment`);
  }
}
