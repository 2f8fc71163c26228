import type { RequestHandler } from 'express';
import type { AccountRepo } from '../data/account-repo';

/** Methods that never write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A signed-in request that may write checks, once its writes have committed and before it answers, whether its
 * account is being deleted, and if so deletes what is left. Deletion marks the account first and then queries what
 * to delete, so a write either lands before those queries (and is found) or after the mark (and is swept here).
 */
export function sweepClosedAccount(accounts: Pick<AccountRepo, 'isClosed' | 'deleteAll'>): RequestHandler {
  return (req, res, next) => {
    const uid = req.user?.uid;
    if (!uid || READS.has(req.method)) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      accounts
        .isClosed(uid)
        .then((closed) => (closed ? accounts.deleteAll(uid) : undefined))
        .catch((e: unknown) => console.error('[account] sweep after deletion failed', e))
        .finally(() => end(...args));
      return res;
    }) as typeof res.end;
    next();
  };
}
