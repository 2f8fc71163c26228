/** Stripe events for API tests, signed as Stripe signs them, sent to the stack's webhook. */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { api, postJson, signedInUser, type TestUser } from './stack-client';
import { testDb } from './firestore';

export const WEBHOOK_SECRET = 'whsec_local_stand_in';
const signer = new Stripe('sk_test_signer');
export const DAY = 86_400;

/** Sends an event to our webhook signed as Stripe signs it. */
export function sendEvent(
  type: string,
  object: unknown,
  opts: { id?: string; created?: number; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_${randomUUID()}`,
    object: 'event',
    type,
    created: opts.created ?? Math.floor(Date.now() / 1000),
    data: { object },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET });
  return api('/api/subscription/webhook', {
    method: 'POST',
    body: payload,
    origin: null,
    headers: { 'Stripe-Signature': header },
  });
}

/** A subscription of a Stripe customer; `metadata` is whatever the event claims (we never trust it). */
export const subscription = (customer: string, status: string, days = 30, metadata: Record<string, string> = {}) => ({
  id: `sub_${customer.slice(-12)}`,
  object: 'subscription',
  customer,
  status,
  cancel_at_period_end: false,
  created: Math.floor(Date.now() / 1000),
  metadata,
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        price: { id: 'price_cvmate_premium_monthly' },
        current_period_end: Math.floor(Date.now() / 1000) + days * DAY,
      },
    ],
  },
});

/** Opens a checkout as the user (the stand-in creates the Stripe customer) and returns our record of its id. */
export async function stripeCustomer(user: TestUser): Promise<string> {
  const res = await postJson('/api/subscription/checkout', {}, { cookie: user.cookie });
  if (!res.ok) throw new Error(`Checkout failed: ${res.status}`);
  return (await testDb().collection('customers').doc(user.uid).get()).get('stripeId') as string;
}

/** A signed-in user made premium the way production does it: a checkout, then a signed subscription webhook. */
export async function premiumUser(): Promise<TestUser & { customer: string }> {
  const user = await signedInUser();
  const customer = await stripeCustomer(user);
  const res = await sendEvent('customer.subscription.created', subscription(customer, 'active'));
  if (!res.ok) throw new Error(`Webhook failed: ${res.status}`);
  return { ...user, customer };
}

/** A signed-in user who paid through the stand-in's checkout: a subscription Stripe (the stand-in) really holds. */
export async function paidUser(): Promise<TestUser> {
  const user = await signedInUser();
  const res = await postJson('/api/subscription/checkout', {}, { cookie: user.cookie });
  if (!res.ok) throw new Error(`Checkout failed: ${res.status}`);
  const { checkoutUrl } = await res.json();
  const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`Payment failed: ${paid.status}`);
  return user;
}
