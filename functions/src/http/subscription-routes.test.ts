import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { subscriptionRoutes } from './subscription-routes';
import { errorHandler } from '../middleware/errors';
import { readConfig } from '../config';
import type { CustomerRepo } from '../data/customer-repo';
import type { AccountRepo } from '../data/account-repo';

/** The router alone, with no Stripe key configured, behind a signed-in user. */
async function withoutPayments<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const app = express();
  app.use((req, _res, next) => {
    req.user = { uid: 'u1', email: 'u1@example.com.au', name: null, picture: null };
    next();
  });
  app.use(subscriptionRoutes(null, {} as CustomerRepo, {} as AccountRepo, readConfig({})));
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    return await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

describe('subscription routes without Stripe keys', () => {
  it('answers checkout and portal with 503 Payments are not configured', async () => {
    await withoutPayments(async (url) => {
      for (const path of ['/subscription/checkout', '/subscription/portal']) {
        const res = await fetch(url + path, { method: 'POST' });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ code: 'payments_not_configured', message: 'Payments are not configured' });
      }
    });
  });
});
