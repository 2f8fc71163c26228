import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { COLLECTIONS } from './collections';
import { deleteInBatches } from './delete-in-batches';

/**
 * Deletes what has passed its expiresAt in every expiring collection of collections.ts: uploads, usage counters,
 * and per user the stored CVs (freeing their slots), analyses and job matches. Per-user queries, because the local emulator has no collection-group
 * queries; production also has a TTL policy on expiresAt as a second line.
 */
export class RetentionRepo {
  constructor(private readonly db: Firestore) {}

  async purgeExpired(now = new Date()): Promise<Record<string, number>> {
    const cutoff = Timestamp.fromDate(now);
    const expiring = COLLECTIONS.filter((c) => c.expires);
    const counts: Record<string, number> = Object.fromEntries(expiring.map((c) => [c.name, 0]));
    /** Deletes what `query` holds past its expiresAt (plus any `alsoDelete` companions) and counts it. */
    const purge = async (
      name: string,
      query: Query,
      alsoDelete: (d: QueryDocumentSnapshot) => DocumentReference[] = () => [],
    ) => {
      const { docs } = await query.where('expiresAt', '<', cutoff).get();
      await deleteInBatches(
        this.db,
        docs.flatMap((d) => [d.ref, ...alsoDelete(d)]),
      );
      counts[name] = (counts[name] ?? 0) + docs.length;
    };
    for (const c of expiring) if ('root' in c.place) await purge(c.name, this.db.collection(c.name));
    const perUser = expiring.filter((c) => 'under' in c.place && c.place.under === 'users');
    for (const user of (await this.db.collection('users').select().get()).docs) {
      for (const c of perUser)
        await purge(c.name, user.ref.collection(c.name), (d) =>
          // An expired CV frees its slot too.
          c.name === 'cvs' ? [user.ref.collection('cvSlots').doc(String(d.get('slot')))] : [],
        );
    }
    return counts;
  }
}
