import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import { COLLECTIONS, USER_DOCUMENTS } from './collections';
import { deleteInBatches } from './delete-in-batches';
import { hoursFromNow } from './expiry';

/**
 * Everything stored about one user, for the Australian Privacy Principles 12 (access) and 13 (correction and
 * deletion). Queries plus batched deletes: the local emulator cannot list or recursively delete collections.
 */
export class AccountRepo {
  constructor(private readonly db: Firestore) {}

  /** One query per collection that can hold this user's data (from the registry in collections.ts). */
  private userQueries(uid: string): Array<[string, Query, boolean]> {
    return COLLECTIONS.flatMap((c): Array<[string, Query, boolean]> => {
      const bookkeeping = c.bookkeeping ?? false;
      if ('under' in c.place)
        return [[c.name, this.db.collection(c.place.under).doc(uid).collection(c.name), bookkeeping]];
      if (!c.place.ownerField) return [];
      return [[c.name, this.db.collection(c.name).where(c.place.ownerField, '==', uid), bookkeeping]];
    });
  }

  async export(uid: string): Promise<Record<string, unknown>> {
    const [profile, customer] = await Promise.all(USER_DOCUMENTS.map((c) => this.db.collection(c).doc(uid).get()));
    const out: Record<string, unknown> = { profile: profile!.data() ?? null, customer: customer!.data() ?? null };
    for (const [name, query, bookkeeping] of this.userQueries(uid)) {
      if (bookkeeping) continue;
      const snap = await query.get();
      out[name] = snap.docs.map((d) => {
        const data = d.data();
        // Stored CVs keep the document as JSON text; give it back as data.
        if (typeof data.doc === 'string') data.doc = JSON.parse(data.doc);
        return { id: d.id, ...data };
      });
    }
    return out;
  }

  /**
   * Marks an account as being deleted, before anything is deleted: every request that writes for this uid checks the
   * mark once its writes have committed and sweeps them (sweep-closed-account.ts), so a write that lands after the
   * deletion's queries is still removed. Kept an hour, far past the longest request.
   */
  async markClosed(uid: string): Promise<void> {
    await this.closed(uid).set({ expiresAt: hoursFromNow(1) });
  }

  async isClosed(uid: string): Promise<boolean> {
    return (await this.closed(uid).get()).exists;
  }

  private closed(uid: string) {
    return this.db.collection('closedAccounts').doc(uid);
  }

  async deleteAll(uid: string): Promise<void> {
    const refs: DocumentReference[] = USER_DOCUMENTS.map((c) => this.db.collection(c).doc(uid));
    for (const [, query] of this.userQueries(uid)) refs.push(...(await query.select().get()).docs.map((d) => d.ref));
    await deleteInBatches(this.db, refs);
  }
}
