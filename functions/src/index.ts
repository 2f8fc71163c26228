/** Wiring only: the /api function and (in later work) the scheduled retention job. */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { setGlobalOptions } from 'firebase-functions/v2';
import { createApp } from './app';
import { readConfig } from './config';

setGlobalOptions({ region: 'australia-southeast1' });

const firebaseApp = initializeApp();
const app = createApp({ config: readConfig(), auth: getAuth(firebaseApp), db: getFirestore(firebaseApp) });

export const api = onRequest({ memory: '1GiB', timeoutSeconds: 120, concurrency: 40 }, app);
