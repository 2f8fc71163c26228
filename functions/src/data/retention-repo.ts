import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { deleteInBatches } from './delete-in-batches';

/**
 * Deletes what has passed its expiresAt: upload sessions, usage counters, and per user the stored CVs (freeing
 * their slots), analyses and job matches. Per-user queries, because the local emulator has no collection-group
 * queries; production also has a TTL policy on expiresAt as a second line.
 */
export class RetentionRepo {
  constructor(private readonly db: Firestore) {}

  async purgeExpired(now = new Date()): Promise<Record<string, number>> {
    const cutoff = Timestamp.fromDate(now);
    const counts: Record<string, number> = { uploads: 0, usage: 0, cvs: 0, analyses: 0, matches: 0 };
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
    await purge('uploads', this.db.collection('uploads'));
    await purge('usage', this.db.collection('usage'));
    for (const user of (await this.db.collection('users').select().get()).docs) {
      // An expired CV frees its slot too.
      await purge('cvs', user.ref.collection('cvs'), (d) => [
        user.ref.collection('cvSlots').doc(String(d.get('slot'))),
      ]);
      await purge('analyses', user.ref.collection('analyses'));
      await purge('matches', user.ref.collection('matches'));
    }
    return counts;
  }
}
