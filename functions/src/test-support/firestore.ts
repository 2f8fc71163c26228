/** Direct reads of the test stack's Firestore, to check what the API stored (FIRESTORE_EMULATOR_HOST is set). */
import { openFirestore } from '../data/firestore';

export const testDb = () => openFirestore();

/** Moves an analysis `days` into the past, as if it had run then (the follow-up surfaces wait 14 days). */
export async function backdateAnalysis(uid: string, id: string, days: number): Promise<void> {
  await testDb()
    .doc(`users/${uid}/analyses/${id}`)
    .update({ submittedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) });
}

/** The uid of the account signed up with `email` (browser specs know the e-mail, not the uid). */
export async function uidByEmail(email: string): Promise<string> {
  const snap = await testDb().collection('users').where('email', '==', email).limit(1).get();
  if (snap.empty) throw new Error(`No user with e-mail ${email}`);
  return snap.docs[0]!.id;
}

/** Records the user's last activity as `hoursAgo` hours ago (the idle timeout reads it). */
export async function setLastActive(uid: string, hoursAgo: number): Promise<void> {
  await testDb()
    .doc(`users/${uid}`)
    .set({ lastActiveAt: new Date(Date.now() - hoursAgo * 60 * 60 * 1000) }, { merge: true });
}

/** Records a sign-out at `atMs` (ms since the epoch), as /api/logout does. */
export async function setSignedOutAt(uid: string, atMs: number): Promise<void> {
  await testDb()
    .doc(`users/${uid}`)
    .set({ signedOutAt: new Date(atMs) }, { merge: true });
}

/** An active subscription written straight to Firestore, for tests about premium use rather than the checkout. */
export async function grantPremium(uid: string): Promise<void> {
  await testDb().doc(`customers/${uid}/subscriptions/sub_test`).set({ status: 'active' });
}
