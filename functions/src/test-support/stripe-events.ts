/** Stripe events for API tests, signed as Stripe signs them, sent to the stack's webhook. */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { api, signedInUser, type TestUser } from './stack-client';

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

export const subscription = (uid: string, status: string, days = 30) => ({
  id: `sub_${uid.slice(0, 10)}`,
  object: 'subscription',
  customer: `cus_${uid.slice(0, 10)}`,
  status,
  cancel_at_period_end: false,
  created: Math.floor(Date.now() / 1000),
  metadata: { uid },
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

/** A signed-in user made premium the way production does it: a signed subscription webhook. */
export async function premiumUser(): Promise<TestUser> {
  const user = await signedInUser();
  const res = await sendEvent('customer.subscription.created', subscription(user.uid, 'active'));
  if (!res.ok) throw new Error(`Webhook failed: ${res.status}`);
  return user;
}
