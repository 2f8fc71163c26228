import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { alreadyExists, hoursFromNow, sydneyDate } from './expiry';

/**
 * Counted uses: the daily analysis allowance and the rate limits. Each use is a create() of usage/{key}-{n} for a
 * free n below the limit: atomic without transactions and shared by every instance, so concurrent requests (on one
 * instance or many) cannot overspend it.
 */
export class UsageRepo {
  constructor(private readonly db: Firestore) {}

  /** How many of today's `limit` uses `owner` has left (read only: nothing is taken). */
  async remaining(owner: string, limit: number, now = new Date()): Promise<number> {
    const date = sydneyDate(now);
    const refs = Array.from({ length: limit }, (_, n) => this.db.collection('usage').doc(`${owner}-${date}-${n}`));
    if (!refs.length) return 0;
    const snaps = await this.db.getAll(...refs);
    return snaps.filter((s) => !s.exists).length;
  }

  /** Takes one of today's uses for `owner`; false when the day's allowance is spent. */
  async take(owner: string, limit: number, now = new Date()): Promise<boolean> {
    const date = sydneyDate(now);
    return this.takeSlot(`${owner}-${date}`, owner, limit, hoursFromNow(48, now.getTime()), 0);
  }

  /** Takes one use of `limit` in the current window of `windowMs` (a rate limit); false when none is left. */
  async takeInWindow(
    scope: string,
    owner: string,
    limit: number,
    windowMs: number,
    now = Date.now(),
  ): Promise<boolean> {
    const window = Math.floor(now / windowMs);
    const expiresAt = hoursFromNow((2 * windowMs) / 3_600_000, now);
    // Start at a random slot: parallel requests then rarely race for the same document.
    return this.takeSlot(`${scope}-${owner}-${window}`, owner, limit, expiresAt, Math.floor(Math.random() * limit));
  }

  /**
   * Takes one use of a larger `limit` in the current window, counted in one document by a transaction: a refused
   * request costs one read, where the slots above would try every one of `limit` creates.
   */
  async countInWindow(scope: string, owner: string, limit: number, windowMs: number, now = Date.now()) {
    const ref = this.db.collection('usage').doc(`${scope}-${owner}-${Math.floor(now / windowMs)}`);
    const expiresAt = hoursFromNow((2 * windowMs) / 3_600_000, now);
    return this.db.runTransaction(async (tx) => {
      const count = ((await tx.get(ref)).get('count') as number | undefined) ?? 0;
      if (count >= limit) return false;
      tx.set(ref, { owner, count: count + 1, expiresAt });
      return true;
    });
  }

  private async takeSlot(key: string, owner: string, limit: number, expiresAt: Timestamp, start: number) {
    for (let i = 0; i < limit; i++) {
      const n = (start + i) % limit;
      try {
        await this.db
          .collection('usage')
          .doc(`${key}-${n}`)
          .create({ owner, usedAt: FieldValue.serverTimestamp(), expiresAt });
        return true;
      } catch (e) {
        if (!alreadyExists(e)) throw e;
      }
    }
    return false;
  }
}
