// A local stand-in for the few Stripe API calls CVMate makes, so the real `stripe` SDK can be pointed at it
// (host/port/protocol) when Stripe's servers cannot be reached. It serves a checkout page clearly labelled
// 'Test payment — no real card' and a billing portal, and sends webhook events signed the way Stripe signs them.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

const port = Number(process.env.STRIPE_STAND_IN_PORT ?? 12111);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL ?? 'http://localhost:5000/api/subscription/webhook';
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_stand_in';
const base = `http://127.0.0.1:${port}`;
const signer = new Stripe('sk_test_stand_in');

const customers = new Map();
const sessions = new Map();
const subscriptions = new Map();
const portals = new Map();
const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

const readBody = (req) =>
  new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(data))));
  });
const json = (res, status, body) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
const notFound = (res) => json(res, 404, { error: { type: 'invalid_request_error', message: 'No such object' } });
const html = (res, body) =>
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Test payment — no real card</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1e293b}.banner{background:#fef3c7;border:1px solid #f59e0b;padding:.75rem;border-radius:8px}button{font-size:1rem;padding:.7rem 1.4rem;margin:.5rem .5rem 0 0;border-radius:8px;border:1px solid #0b5cad;cursor:pointer}.pay{background:#0b5cad;color:#fff}</style></head><body>${body}</body></html>`);

/** Sends an event to the app's webhook with a real Stripe-Signature header. */
async function sendEvent(type, object) {
  const event = {
    id: id('evt'),
    object: 'event',
    type,
    created: now(),
    data: { object },
    livemode: false,
    api_version: '2025-09-30.clover',
  };
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  const res = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  });
  if (!res.ok) console.error(`[stripe stand-in] webhook ${type} answered ${res.status}`);
  return event;
}

function subscriptionObject(customer, priceId, metadata) {
  const start = now();
  return {
    id: id('sub'),
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    created: start,
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: id('si'),
          price: { id: priceId, unit_amount: 1299, currency: 'aud', recurring: { interval: 'month' } },
          current_period_start: start,
          current_period_end: start + 30 * DAY,
        },
      ],
    },
  };
}

async function api(req, res, path) {
  const body = req.method === 'POST' ? await readBody(req) : {};
  let m;
  if (req.method === 'POST' && path === '/v1/customers') {
    const c = {
      id: id('cus'),
      object: 'customer',
      email: body.email ?? null,
      metadata: { uid: body['metadata[uid]'] },
    };
    customers.set(c.id, c);
    return json(res, 200, c);
  }
  if (req.method === 'POST' && path === '/v1/checkout/sessions') {
    const s = {
      id: id('cs_test'),
      object: 'checkout.session',
      mode: body.mode,
      customer: body.customer,
      client_reference_id: body.client_reference_id,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      price: body['line_items[0][price]'],
      metadata: { uid: body['subscription_data[metadata][uid]'] },
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
    };
    s.url = `${base}/checkout/${s.id}`;
    sessions.set(s.id, s);
    return json(res, 200, s);
  }
  if (req.method === 'GET' && path === '/v1/checkout/sessions') {
    const q = new URL(req.url, base).searchParams;
    const data = [...sessions.values()].filter(
      (s) => s.customer === q.get('customer') && (!q.get('status') || s.status === q.get('status')),
    );
    return json(res, 200, { object: 'list', data, has_more: false });
  }
  if ((m = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path)) && req.method === 'POST') {
    const s = sessions.get(m[1]);
    if (!s) return notFound(res);
    if (s.status !== 'open')
      return json(res, 400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } });
    s.status = 'expired';
    return json(res, 200, s);
  }
  if ((m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path)) && req.method === 'GET') {
    return sessions.has(m[1]) ? json(res, 200, sessions.get(m[1])) : notFound(res);
  }
  if ((m = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
    const sub = subscriptions.get(m[1]);
    if (!sub) return notFound(res);
    if (req.method === 'DELETE') {
      Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
      await sendEvent('customer.subscription.deleted', sub);
    } else if (req.method === 'POST' && body.cancel_at_period_end) {
      sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      await sendEvent('customer.subscription.updated', sub);
    }
    return json(res, 200, sub);
  }
  if (req.method === 'GET' && path === '/v1/subscriptions') {
    const data = [...subscriptions.values()].filter(
      (s) => s.customer === new URL(req.url, base).searchParams.get('customer'),
    );
    return json(res, 200, { object: 'list', data, has_more: false });
  }
  if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
    const p = { id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url };
    p.url = `${base}/portal/${p.id}`;
    portals.set(p.id, p);
    return json(res, 200, p);
  }
  return notFound(res);
}

async function pages(req, res, path) {
  let m;
  if ((m = /^\/checkout\/([\w]+)$/.exec(path)) && sessions.has(m[1])) {
    return html(
      res,
      `<p class="banner"><strong>Test payment — no real card.</strong> This page stands in for Stripe Checkout on this machine. Nothing is charged.</p>
<h1>CVMate Premium</h1><p>$12.99 AUD per month. Cancel any time.</p>
<form method="post" action="/checkout/${m[1]}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/checkout/${m[1]}/cancel"><button type="submit">Cancel</button></form>`,
    );
  }
  if ((m = /^\/checkout\/([\w]+)\/(pay|cancel)$/.exec(path)) && req.method === 'POST' && sessions.has(m[1])) {
    const s = sessions.get(m[1]);
    if (m[2] === 'cancel') {
      s.status = 'expired';
      return res.writeHead(303, { Location: s.cancel_url }).end();
    }
    // As Stripe does: an expired session takes no payment.
    if (s.status === 'expired') return html(res, '<h1>This checkout session has expired.</h1>');
    if (s.status !== 'complete') {
      const sub = subscriptionObject(s.customer, s.price, s.metadata);
      subscriptions.set(sub.id, sub);
      Object.assign(s, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      await sendEvent('customer.subscription.created', sub);
      await sendEvent('checkout.session.completed', s);
    }
    return res.writeHead(303, { Location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id) }).end();
  }
  if ((m = /^\/portal\/([\w]+)$/.exec(path)) && portals.has(m[1])) {
    const p = portals.get(m[1]);
    const subs = [...subscriptions.values()].filter((s) => s.customer === p.customer && s.status === 'active');
    const rows = subs
      .map(
        (s) =>
          `<p>CVMate Premium, $12.99 AUD/month — ${s.cancel_at_period_end ? 'cancels at the end of this period' : 'renews monthly'}</p>` +
          (s.cancel_at_period_end
            ? ''
            : `<form method="post" action="/portal/${m[1]}/cancel/${s.id}"><button type="submit">Cancel subscription</button></form>`),
      )
      .join('');
    return html(
      res,
      `<p class="banner"><strong>Test billing portal — no real card.</strong></p><h1>Your subscription</h1>${rows || '<p>No active subscription.</p>'}<p><a href="${p.return_url}">Return to CVMate</a></p>`,
    );
  }
  if ((m = /^\/portal\/([\w]+)\/cancel\/([\w]+)$/.exec(path)) && req.method === 'POST' && portals.has(m[1])) {
    const sub = subscriptions.get(m[2]);
    if (sub) {
      sub.cancel_at_period_end = true;
      await sendEvent('customer.subscription.updated', sub);
    }
    return res.writeHead(303, { Location: `/portal/${m[1]}` }).end();
  }
  return notFound(res);
}

createServer((req, res) => {
  const path = new URL(req.url, base).pathname;
  (path.startsWith('/v1/') ? api(req, res, path) : pages(req, res, path)).catch((e) => {
    console.error(e);
    json(res, 500, { error: { message: 'stand-in failure' } });
  });
}).listen(port, '127.0.0.1', () => console.log(`stripe stand-in ready on ${base}`));
