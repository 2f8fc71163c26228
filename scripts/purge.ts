/** `npm run purge`: runs the nightly retention purge now against the local Firestore server (default port 8080). */
import { openFirestore } from '../functions/src/data/firestore';
import { RetentionRepo } from '../functions/src/data/retention-repo';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
console.log(`Purging expired data in ${process.env.FIRESTORE_EMULATOR_HOST} ...`);
console.log(await new RetentionRepo(openFirestore()).purgeExpired());
process.exit(0);
