import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/** Firestore allows 500 writes a batch; stay below it. */
const BATCH_LIMIT = 400;

/** Deletes documents in batches (the local emulator has no recursiveDelete or bulkWriter). */
export async function deleteInBatches(db: Firestore, refs: DocumentReference[]): Promise<void> {
  for (let i = 0; i < refs.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const ref of refs.slice(i, i + BATCH_LIMIT)) batch.delete(ref);
    await batch.commit();
  }
}
