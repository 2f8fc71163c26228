/** Direct reads of the test stack's Firestore, to check what the API stored (FIRESTORE_EMULATOR_HOST is set). */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

export function testDb() {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-cvmate' });
  return getFirestore(app);
}
