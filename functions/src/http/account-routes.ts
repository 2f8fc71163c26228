import { Router } from 'express';
import type { SessionAuth } from '../middleware/lazy-auth';
import type { StripeClient } from '../payments/stripe-client';
import { isPremiumStatus } from '@cvmate/contract';
import type { AccountRepo } from '../data/account-repo';
import type { CustomerRepo } from '../data/customer-repo';
import { clearSessionCookies, requireUser } from '../middleware/auth-cookie';
import { streamExport } from './stream-export';

/** The user's own data: download everything (APP 12) and delete the account (APP 13). */
export function accountRoutes(
  auth: SessionAuth,
  accounts: AccountRepo,
  customers: CustomerRepo,
  stripe: StripeClient | null,
): Router {
  const r = Router();

  r.get('/account/export', async (req, res) => {
    const { uid } = requireUser(req);
    res.set('Content-Disposition', 'attachment; filename="cvmate-my-data.json"').type('json');
    await streamExport(res, uid, accounts);
  });

  r.delete('/account', async (req, res) => {
    const { uid } = requireUser(req);
    // Marked first: a request still writing for this account sweeps its own writes (sweep-closed-account.ts).
    await accounts.markClosed(uid);
    // Stop billing next, so a failure here leaves the account's data intact for a retry.
    const live = (await customers.subscriptions(uid)).filter(
      (s) => isPremiumStatus(s.status) || s.status === 'past_due',
    );
    if (live.length && stripe) {
      const client = await stripe();
      for (const s of live) await client.subscriptions.cancel(s.id);
    }
    await accounts.deleteAll(uid);
    await auth.deleteUser(uid).catch((e: { code?: string }) => {
      if (e.code !== 'auth/user-not-found') throw e;
    });
    clearSessionCookies(res).json({ success: true });
  });

  return r;
}
