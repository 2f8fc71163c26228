import type Stripe from 'stripe';
import type { CustomerRepo } from '../data/customer-repo';

/**
 * Applies one verified Stripe event to Firestore. Unknown event types are acknowledged and ignored. The user is
 * found from our own record of Stripe customer ids (written at checkout), never from ids the event carries
 * (metadata.uid, client_reference_id): so an event for a deleted account finds nobody and recreates nothing.
 */
export async function handleStripeEvent(event: Stripe.Event, stripe: Stripe, customers: CustomerRepo): Promise<void> {
  const uidFor = async (customer: string | Stripe.Customer | Stripe.DeletedCustomer | null) =>
    customer ? await customers.uidForStripeId(typeof customer === 'string' ? customer : customer.id) : null;

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription' || !session.subscription) return;
      const uid = await uidFor(session.customer);
      // The session must be the one we opened for this user.
      if (!uid || (session.client_reference_id && session.client_reference_id !== uid)) return;
      const sub = await stripe.subscriptions.retrieve(
        typeof session.subscription === 'string' ? session.subscription : session.subscription.id,
      );
      await customers.saveSubscription(uid, sub, event.created);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const uid = await uidFor(sub.customer);
      if (uid) await customers.saveSubscription(uid, sub, event.created);
      return;
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | null };
      const subId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription;
      const uid = await uidFor(invoice.customer);
      if (uid && subId)
        await customers.markPaymentFailed(uid, typeof subId === 'string' ? subId : subId.id, event.created);
      return;
    }
    default:
      return;
  }
}
