/** The one place that opens Firestore: everything else receives the handle (repositories) or a repository. */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export type { Firestore };

/** Firestore for the given app, or for the default app (created on first use, e.g. by scripts and API tests). */
export function openFirestore(app?: App): Firestore {
  const target = app ?? getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-cvmate' });
  return getFirestore(target);
}
