import { Router } from 'express';
import type Stripe from 'stripe';
import { holdsSubscription, type CheckoutResponse, type PortalResponse } from '@cvmate/contract';
import type { CustomerRepo } from '../data/customer-repo';
import type { AccountRepo } from '../data/account-repo';
import { requireUser } from '../middleware/auth-cookie';
import { summariseSubscriptions } from '../payments/subscription-status';
import { handleStripeEvent } from '../payments/webhook-handler';
import type { AppConfig } from '../config';
import { HttpError } from '../middleware/http-error';
import type { StripeClient } from '../payments/stripe-client';

export function subscriptionRoutes(
  stripe: StripeClient | null,
  customers: CustomerRepo,
  accounts: Pick<AccountRepo, 'isClosed' | 'deleteAll'>,
  config: AppConfig,
): Router {
  const r = Router();
  const payments = () => {
    if (!stripe || !config.STRIPE_PRICE_ID) throw new HttpError(503, 'payments_not_configured');
    return stripe();
  };
  // Return URLs come from configuration, never from the request (a forwarded Origin could point anywhere).
  const origin = () => config.APP_URL.replace(/\/$/, '');

  r.post('/subscription/checkout', async (req, res) => {
    const user = requireUser(req);
    const client = await payments();
    // One subscription per person: a second checkout would bill them twice.
    const current = await customers.subscriptions(user.uid);
    if (current.some((s) => holdsSubscription(s.status))) throw new HttpError(409, 'already_subscribed');
    let customer = await customers.getStripeId(user.uid);
    if (!customer) {
      customer = (await client.customers.create({ email: user.email ?? undefined, metadata: { uid: user.uid } })).id;
      await customers.setStripeId(user.uid, customer, user.email);
    }
    // A checkout left open in another tab could be paid too: only the newest one can be.
    const open = await client.checkout.sessions.list({ customer, status: 'open', limit: 100 });
    await Promise.all(open.data.map((s) => client.checkout.sessions.expire(s.id)));
    const session = await client.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.uid,
      line_items: [{ price: config.STRIPE_PRICE_ID, quantity: 1 }],
      subscription_data: { metadata: { uid: user.uid } },
      success_url: `${origin()}/premium/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin()}/premium/cancel`,
    });
    const body: CheckoutResponse = { checkoutUrl: session.url ?? '' };
    res.json(body);
  });

  /** With ?session_id, the success page asks us to confirm the checkout with Stripe before the webhook lands. */
  r.get('/subscription/status', async (req, res) => {
    const { uid } = requireUser(req);
    const sessionId = typeof req.query.session_id === 'string' ? req.query.session_id : null;
    if (sessionId && stripe) {
      const client = await stripe();
      const session = await client.checkout.sessions.retrieve(sessionId).catch(() => null);
      if (session?.client_reference_id === uid && session.status === 'complete' && session.subscription) {
        const sub = await client.subscriptions.retrieve(
          typeof session.subscription === 'string' ? session.subscription : session.subscription.id,
        );
        await customers.saveSubscription(uid, sub, Math.floor(Date.now() / 1000) - 1);
      }
    }
    res.json(summariseSubscriptions(await customers.subscriptions(uid)));
  });

  r.post('/subscription/portal', async (req, res) => {
    const { uid } = requireUser(req);
    const client = await payments();
    const customer = await customers.getStripeId(uid);
    if (!customer) throw new HttpError(400, 'bad_request', 'You don’t have a subscription to manage yet.');
    // The account page, told the person comes back from billing: it tells the person's other open tabs.
    const portal = await client.billingPortal.sessions.create({
      customer,
      return_url: `${origin()}/account?billing=updated`,
    });
    const body: PortalResponse = { url: portal.url };
    res.json(body);
  });

  /** Stripe's webhook: the raw body and signature are verified; a replayed event id changes nothing. */
  r.post('/subscription/webhook', async (req, res) => {
    const client = await payments();
    const raw = (req as { rawBody?: Buffer }).rawBody;
    const signature = req.get('stripe-signature');
    let event: Stripe.Event;
    try {
      if (!raw || !signature || !config.STRIPE_WEBHOOK_SECRET) throw new Error('missing');
      event = client.webhooks.constructEvent(raw, signature, config.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw new HttpError(400, 'bad_request', 'Invalid webhook signature.');
    }
    // Durable before acknowledged: the event is recorded only once its handling has committed.
    if (!(await customers.hasEvent(event.id))) {
      const uid = await handleStripeEvent(event, client, customers);
      // Cancelling billing while deleting an account sends events: what they wrote is swept, not kept.
      if (uid && (await accounts.isClosed(uid))) await accounts.deleteAll(uid);
      await customers.recordEvent(event.id, event.type);
    }
    res.json({ received: true });
  });

  return r;
}
