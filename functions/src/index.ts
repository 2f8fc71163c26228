/** Wiring only: the /api function and the scheduled retention job. */
import { initializeApp } from 'firebase-admin/app';
import { onRequest } from 'firebase-functions/v2/https';
import { setGlobalOptions } from 'firebase-functions/v2';
import { defineSecret } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { openFirestore } from './data/firestore';
import { RetentionRepo } from './data/retention-repo';
import { createApp } from './app';
import { lazyAuth } from './middleware/lazy-auth';
import { readConfig, SECRET_NAMES } from './config';

setGlobalOptions({ region: 'australia-southeast1' });

// Secret Manager values, exposed to the function as environment variables (read by config.ts).
const secrets = SECRET_NAMES.map((name) => defineSecret(name));

const firebaseApp = initializeApp();
const db = openFirestore(firebaseApp);
const app = createApp({ config: readConfig(), auth: lazyAuth(firebaseApp), db });

export const api = onRequest({ memory: '1GiB', timeoutSeconds: 120, concurrency: 40, secrets }, app);

/** Deletes expired sessions, stored CVs, analyses and matches every night, Sydney time. */
export const purgeExpired = onSchedule({ schedule: 'every day 03:00', timeZone: 'Australia/Sydney' }, async () => {
  const counts = await new RetentionRepo(db).purgeExpired();
  console.log('[retention] purged', counts);
});
