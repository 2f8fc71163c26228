/** Direct reads of the test stack's Firestore, to check what the API stored (FIRESTORE_EMULATOR_HOST is set). */
import { openFirestore } from '../data/firestore';

export const testDb = () => openFirestore();
