import { describe, expect, it } from 'vitest';
import { api, BASE_URL, postJson, signedInUser } from '../test-support/stack-client';
import { premiumUser, sendEvent, stripeCustomer, subscription } from '../test-support/stripe-events';
import { testDb } from '../test-support/firestore';

const status = async (cookie: string, sessionId?: string) =>
  (await api(`/api/subscription/status${sessionId ? `?session_id=${sessionId}` : ''}`, { cookie })).json();

describe('subscription (live stack with the Stripe stand-in)', () => {
  it('needs a signed-in user for checkout, status and portal', async () => {
    expect((await postJson('/api/subscription/checkout', {})).status).toBe(401);
    expect((await api('/api/subscription/status')).status).toBe(401);
    expect((await postJson('/api/subscription/portal', {})).status).toBe(401);
  });

  it('subscribes through the stand-in checkout and confirms it on the success page before the webhook', async () => {
    const user = await signedInUser();
    expect(await status(user.cookie)).toEqual({ isPremium: false, subscriptionStatus: 'free', daysRemaining: null });
    const res = await postJson('/api/subscription/checkout', {}, { cookie: user.cookie });
    expect(res.status).toBe(200);
    const { checkoutUrl } = await res.json();
    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain('Test payment — no real card');
    const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const location = paid.headers.get('location')!;
    expect(location).toMatch(/\/premium\/success\?session_id=cs_test_\w+$/);
    const sessionId = new URL(location).searchParams.get('session_id')!;
    expect(await status(user.cookie, sessionId)).toEqual({
      isPremium: true,
      subscriptionStatus: 'active',
      daysRemaining: 30,
    });

    // The portal is how a user cancels: cancelling there sets cancel_at_period_end via a signed webhook.
    const portal = await (await postJson('/api/subscription/portal', {}, { cookie: user.cookie })).json();
    const portalPage = await (await fetch(portal.url)).text();
    const cancelAction = /action="([^"]+\/cancel\/[^"]+)"/.exec(portalPage)![1]!;
    await fetch(new URL(cancelAction, portal.url), { method: 'POST', redirect: 'manual' });
    expect(await (await fetch(portal.url)).text()).toContain('cancels at the end of this period');
    // Premium lasts to the end of the paid period, and says when that is.
    const after = await status(user.cookie);
    expect(after.isPremium).toBe(true);
    expect(new Date(after.endsOn).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(portalPage).toContain('/account?billing=updated');
  });

  it('refuses a second subscription: a premium user’s checkout is a 409 pointing to the billing portal', async () => {
    const user = await signedInUser();
    const { checkoutUrl } = await (await postJson('/api/subscription/checkout', {}, { cookie: user.cookie })).json();
    const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const sessionId = new URL(paid.headers.get('location')!).searchParams.get('session_id')!;
    expect((await status(user.cookie, sessionId)).isPremium).toBe(true);
    const again = await postJson('/api/subscription/checkout', {}, { cookie: user.cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'already_subscribed',
      message: expect.stringContaining('Manage subscription'),
    });
    const exported = await (await api('/api/account/export', { cookie: user.cookie })).json();
    expect(exported.subscriptions).toHaveLength(1);
  });

  it('sends Stripe back to the configured app URL, whatever the request says about itself', async () => {
    const user = await signedInUser();
    const res = await api('/api/subscription/checkout', {
      method: 'POST',
      body: '{}',
      cookie: user.cookie,
      headers: { 'X-Forwarded-Host': 'evil.example' },
    });
    const { checkoutUrl } = await res.json();
    const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toMatch(new RegExp(`^${BASE_URL}/premium/success`));
  });

  it('does not confirm someone else’s checkout session', async () => {
    const [alice, bob] = await Promise.all([signedInUser(), signedInUser()]);
    const { checkoutUrl } = await (await postJson('/api/subscription/checkout', {}, { cookie: alice.cookie })).json();
    const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const sessionId = new URL(paid.headers.get('location')!).searchParams.get('session_id')!;
    expect((await status(bob.cookie, sessionId)).isPremium).toBe(false);
  });

  it('rejects a webhook with a bad signature', async () => {
    const res = await sendEvent('customer.subscription.created', subscription('cus_nobody', 'active'), {
      secret: 'whsec_wrong',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Invalid webhook signature.');
    const unsigned = await api('/api/subscription/webhook', { method: 'POST', body: '{}', origin: null });
    expect(unsigned.status).toBe(400);
  });

  it('ignores a replayed event and an older event arriving late', async () => {
    const user = await signedInUser();
    const customer = await stripeCustomer(user);
    const t = Math.floor(Date.now() / 1000);
    const created = await sendEvent('customer.subscription.created', subscription(customer, 'active'), {
      id: `evt_a_${user.uid}`,
      created: t,
    });
    expect(created.status).toBe(200);
    expect((await status(user.cookie)).isPremium).toBe(true);
    await sendEvent('customer.subscription.deleted', subscription(customer, 'canceled'), { created: t + 20 });
    expect(await status(user.cookie)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled' });
    // Replaying the first event changes nothing.
    const replay = await sendEvent('customer.subscription.created', subscription(customer, 'active'), {
      id: `evt_a_${user.uid}`,
      created: t,
    });
    expect(replay.status).toBe(200);
    expect((await status(user.cookie)).isPremium).toBe(false);
    // A different but older update (out of order) does not resurrect the subscription.
    await sendEvent('customer.subscription.updated', subscription(customer, 'active'), { created: t + 10 });
    expect((await status(user.cookie)).subscriptionStatus).toBe('canceled');
  });

  it('records an event only once its handling has committed, so a failed one is applied on retry', async () => {
    const user = await signedInUser();
    const customer = await stripeCustomer(user);
    // The stand-in has no such subscription, so fetching it fails: the handling fails and nothing is recorded.
    const event = { id: `evt_retry_${user.uid}` };
    const session = {
      id: 'cs_test_missing',
      object: 'checkout.session',
      mode: 'subscription',
      customer,
      client_reference_id: user.uid,
      subscription: 'sub_not_at_stripe',
    };
    const first = await sendEvent('checkout.session.completed', session, event);
    expect(first.status).toBe(500);
    expect(await first.json()).toMatchObject({ code: 'internal' });
    expect((await testDb().collection('stripeEvents').doc(event.id).get()).exists).toBe(false);
    // Stripe retries; the event is tried again, not answered "received" and dropped.
    expect((await sendEvent('checkout.session.completed', session, event)).status).toBe(500);
    // A handled event is recorded.
    const ok = await sendEvent('customer.subscription.created', subscription(customer, 'active'), {
      id: `evt_ok_${user.uid}`,
    });
    expect(ok.status).toBe(200);
    expect((await testDb().collection('stripeEvents').doc(`evt_ok_${user.uid}`).get()).exists).toBe(true);
  });

  it('finds the user from our own customer records, never from the uid an event carries', async () => {
    const victim = await signedInUser();
    const attacker = await signedInUser();
    const attackerCustomer = await stripeCustomer(attacker);
    const forged = subscription(attackerCustomer, 'active', 30, { uid: victim.uid });
    expect((await sendEvent('customer.subscription.created', forged)).status).toBe(200);
    expect((await status(victim.cookie)).isPremium).toBe(false);
    expect((await status(attacker.cookie)).isPremium).toBe(true);
    // A subscription for a customer we have no record of makes nobody premium.
    const stray = subscription('cus_unknown_to_us', 'active', 30, { uid: victim.uid });
    expect((await sendEvent('customer.subscription.created', stray)).status).toBe(200);
    expect((await status(victim.cookie)).isPremium).toBe(false);
  });

  it('does not recreate a deleted account from a late event', async () => {
    const user = await signedInUser();
    const customer = await stripeCustomer(user);
    expect((await api('/api/account', { method: 'DELETE', cookie: user.cookie })).status).toBe(200);
    const late = await sendEvent('customer.subscription.updated', subscription(customer, 'active'));
    expect(late.status).toBe(200);
    expect((await testDb().collection('customers').doc(user.uid).get()).exists).toBe(false);
    const subs = await testDb().collection('customers').doc(user.uid).collection('subscriptions').get();
    expect(subs.empty).toBe(true);
  });

  it('ends premium when a payment fails', async () => {
    const user = await premiumUser();
    const t = Math.floor(Date.now() / 1000);
    const res = await sendEvent(
      'invoice.payment_failed',
      {
        id: 'in_1',
        object: 'invoice',
        customer: user.customer,
        subscription: subscription(user.customer, 'active').id,
      },
      { created: t + 5 },
    );
    expect(res.status).toBe(200);
    expect(await status(user.cookie)).toEqual({
      isPremium: false,
      subscriptionStatus: 'past_due',
      daysRemaining: null,
    });
  });

  it('lets only the newest open checkout be paid (two tabs cannot bill twice)', async () => {
    const user = await signedInUser();
    const open = async () =>
      (await (await postJson('/api/subscription/checkout', {}, { cookie: user.cookie })).json()).checkoutUrl as string;
    const first = await open();
    const second = await open();
    const paidFirst = await fetch(`${first}/pay`, { method: 'POST', redirect: 'manual' });
    expect(await paidFirst.text()).toContain('This checkout session has expired');
    expect((await status(user.cookie)).isPremium).toBe(false);
    const paidSecond = await fetch(`${second}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paidSecond.status).toBe(303);
    const subs = await testDb().collection('customers').doc(user.uid).collection('subscriptions').get();
    expect(subs.docs.map((d) => d.get('status'))).toEqual(['active']);
  });

  it('cancels a second live subscription that raced the first', async () => {
    const user = await signedInUser();
    const checkout = await (await postJson('/api/subscription/checkout', {}, { cookie: user.cookie })).json();
    const customer = (await testDb().collection('customers').doc(user.uid).get()).get('stripeId') as string;
    // A subscription from a checkout paid a moment earlier, elsewhere.
    const earlier = { ...subscription(customer, 'active'), created: Math.floor(Date.now() / 1000) - 60 };
    expect((await sendEvent('customer.subscription.created', earlier)).status).toBe(200);
    await fetch(`${checkout.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const subs = await testDb().collection('customers').doc(user.uid).collection('subscriptions').get();
    const byId = Object.fromEntries(subs.docs.map((d) => [d.id, d.get('status')]));
    expect(byId[earlier.id]).toBe('active');
    expect(Object.values(byId).sort()).toEqual(['active', 'canceled']);
  });

  it('keeps an ended subscription ended when an update arrives in the same second', async () => {
    const user = await premiumUser();
    const t = Math.floor(Date.now() / 1000) + 30;
    await sendEvent('customer.subscription.deleted', subscription(user.customer, 'canceled'), { created: t });
    await sendEvent('customer.subscription.updated', subscription(user.customer, 'active'), { created: t });
    expect(await status(user.cookie)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled' });
  });

  it('says there is nothing to manage before a first checkout', async () => {
    const user = await signedInUser();
    const res = await postJson('/api/subscription/portal', {}, { cookie: user.cookie });
    expect(res.status).toBe(400);
  });
});
