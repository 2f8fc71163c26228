import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import { COLLECTIONS, USER_DOCUMENTS } from './collections';
import { deleteInBatches } from './delete-in-batches';
import { hoursFromNow } from './expiry';

/**
 * Everything stored about one user, for the Australian Privacy Principles 12 (access) and 13 (correction and
 * deletion). Queries plus batched deletes: the local emulator cannot list or recursively delete collections.
 */
/** Documents an export reads at a time: 50 stored matches with long ads stay under 10 MB. */
const EXPORT_PAGE = 50;

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

  /** The profile and Stripe customer documents. */
  async profile(uid: string): Promise<{ profile: unknown; customer: unknown }> {
    const [profile, customer] = await Promise.all(USER_DOCUMENTS.map((c) => this.db.collection(c).doc(uid).get()));
    return { profile: profile!.data() ?? null, customer: customer!.data() ?? null };
  }

  /**
   * The user's documents, a collection at a time and EXPORT_PAGE documents a read, so an export of any size is
   * streamed with bounded memory (account-routes.ts). Bookkeeping collections are not personal data and are left out.
   */
  async *exportPages(uid: string): AsyncGenerator<{ collection: string; docs: Array<Record<string, unknown>> }> {
    for (const [name, query, bookkeeping] of this.userQueries(uid)) {
      if (bookkeeping) continue;
      // Ids first (no fields), then the documents a page at a time: works on any Firestore server, cursors or not.
      const refs = (await query.select().get()).docs.map((d) => d.ref).sort((a, b) => a.id.localeCompare(b.id));
      if (!refs.length) yield { collection: name, docs: [] };
      for (let i = 0; i < refs.length; i += EXPORT_PAGE) {
        const snaps = await this.db.getAll(...refs.slice(i, i + EXPORT_PAGE));
        const docs = snaps.flatMap((d) => {
          const data = d.data();
          if (!data) return [];
          // Stored CVs keep the document as JSON text; give it back as data.
          if (typeof data.doc === 'string') data.doc = JSON.parse(data.doc);
          return [{ id: d.id, ...data }];
        });
        yield { collection: name, docs };
      }
    }
  }

  /** Everything at once (tests and small accounts): the profile, then every collection's documents. */
  async export(uid: string): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = { ...(await this.profile(uid)) };
    for await (const { collection, docs } of this.exportPages(uid))
      out[collection] = [...((out[collection] as unknown[]) ?? []), ...docs];
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
