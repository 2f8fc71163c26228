import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import { deleteInBatches } from './delete-in-batches';

/** Subcollections kept under users/{uid} and customers/{uid}. */
const USER_SUBCOLLECTIONS = ['cvs', 'cvSlots', 'analyses', 'matches'] as const;

/**
 * Everything stored about one user, for the Australian Privacy Principles 12 (access) and 13 (correction and
 * deletion). Queries plus batched deletes: the local emulator cannot list or recursively delete collections.
 */
export class AccountRepo {
  constructor(private readonly db: Firestore) {}

  private userQueries(uid: string): Array<[string, Query]> {
    const user = this.db.collection('users').doc(uid);
    const customer = this.db.collection('customers').doc(uid);
    return [
      ...USER_SUBCOLLECTIONS.map((c): [string, Query] => [c, user.collection(c)]),
      ['subscriptions', customer.collection('subscriptions')],
      ['uploads', this.db.collection('uploads').where('uid', '==', uid)],
      ['generalFeedback', this.db.collection('generalFeedback').where('uid', '==', uid)],
      ['usage', this.db.collection('usage').where('owner', '==', uid)],
    ];
  }

  async export(uid: string): Promise<Record<string, unknown>> {
    const [profile, customer] = await Promise.all([
      this.db.collection('users').doc(uid).get(),
      this.db.collection('customers').doc(uid).get(),
    ]);
    const out: Record<string, unknown> = { profile: profile.data() ?? null, customer: customer.data() ?? null };
    for (const [name, query] of this.userQueries(uid)) {
      if (name === 'cvSlots') continue; // bookkeeping, not personal data
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

  async deleteAll(uid: string): Promise<void> {
    const refs: DocumentReference[] = [this.db.collection('users').doc(uid), this.db.collection('customers').doc(uid)];
    for (const [, query] of this.userQueries(uid)) refs.push(...(await query.select().get()).docs.map((d) => d.ref));
    await deleteInBatches(this.db, refs);
  }
}
