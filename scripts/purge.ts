/** `npm run purge`: runs the nightly retention purge now against the local Firestore server (default port 8080). */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { RetentionRepo } from '../functions/src/data/retention-repo';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-cvmate' }));
console.log(`Purging expired data in ${process.env.FIRESTORE_EMULATOR_HOST} ...`);
console.log(await new RetentionRepo(db).purgeExpired());
process.exit(0);
