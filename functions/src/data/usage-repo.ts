import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { alreadyExists, hoursFromNow, sydneyDate } from './expiry';

/**
 * Daily analysis allowance. Each use is a create() of usage/{owner}-{date}-{n} for the first free n below
 * the limit: atomic without transactions, so concurrent requests cannot overspend it.
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

  /** Takes one use for `owner` today; false when the day's allowance is spent. */
  async take(owner: string, limit: number, now = new Date()): Promise<boolean> {
    const date = sydneyDate(now);
    for (let n = 0; n < limit; n++) {
      try {
        await this.db
          .collection('usage')
          .doc(`${owner}-${date}-${n}`)
          .create({ owner, date, usedAt: FieldValue.serverTimestamp(), expiresAt: hoursFromNow(48) });
        return true;
      } catch (e) {
        if (!alreadyExists(e)) throw e;
      }
    }
    return false;
  }
}
