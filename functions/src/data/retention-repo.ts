import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';

/**
 * Deletes what has passed its expiresAt: upload sessions, usage counters, and per user the stored CVs (freeing
 * their slots), analyses and job matches. Per-user queries, because the local emulator has no collection-group
 * queries; production also has a TTL policy on expiresAt as a second line.
 */
export class RetentionRepo {
  constructor(private readonly db: Firestore) {}

  async purgeExpired(now = new Date()): Promise<Record<string, number>> {
    const cutoff = Timestamp.fromDate(now);
    const expired = (q: Query) => q.where('expiresAt', '<', cutoff).get();
    const counts: Record<string, number> = { sessions: 0, usage: 0, cvs: 0, analyses: 0, matches: 0 };
    const batchDelete = async (name: string, refs: FirebaseFirestore.DocumentReference[], counted = refs.length) => {
      for (let i = 0; i < refs.length; i += 400) {
        const batch = this.db.batch();
        refs.slice(i, i + 400).forEach((r) => batch.delete(r));
        await batch.commit();
      }
      counts[name] = (counts[name] ?? 0) + counted;
    };
    await batchDelete(
      'sessions',
      (await expired(this.db.collection('sessions'))).docs.map((d) => d.ref),
    );
    await batchDelete(
      'usage',
      (await expired(this.db.collection('usage'))).docs.map((d) => d.ref),
    );
    for (const user of (await this.db.collection('users').select().get()).docs) {
      const cvs = await expired(user.ref.collection('cvs'));
      // Each expired CV frees its slot too; the count is of CVs.
      await batchDelete(
        'cvs',
        cvs.docs.flatMap((d) => [d.ref, user.ref.collection('cvSlots').doc(String(d.get('slot')))]),
        cvs.size,
      );
      await batchDelete(
        'analyses',
        (await expired(user.ref.collection('analyses'))).docs.map((d) => d.ref),
      );
      await batchDelete(
        'matches',
        (await expired(user.ref.collection('matches'))).docs.map((d) => d.ref),
      );
    }
    return counts;
  }
}
