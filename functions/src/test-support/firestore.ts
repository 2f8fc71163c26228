/** Direct reads of the test stack's Firestore, to check what the API stored (FIRESTORE_EMULATOR_HOST is set). */
import { openFirestore } from '../data/firestore';

export const testDb = () => openFirestore();

/** Moves an analysis `days` into the past, as if it had run then (the follow-up surfaces wait 14 days). */
export async function backdateAnalysis(uid: string, id: string, days: number): Promise<void> {
  await testDb()
    .doc(`users/${uid}/analyses/${id}`)
    .update({ submittedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) });
}
