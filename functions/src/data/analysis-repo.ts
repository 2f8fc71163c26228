import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { RETENTION } from '@cvmate/contract';
import { daysFromNow } from './expiry';

/** users/{uid}/analyses/{id}: one per analysis run, for the feedback and follow-up surfaces. */
export class AnalysisRepo {
  constructor(private readonly db: Firestore) {}

  async add(uid: string, entry: { cvId: string; filename: string; score: number; sessionId: string }): Promise<string> {
    const ref = this.db.collection('users').doc(uid).collection('analyses').doc();
    await ref.set({ ...entry, submittedAt: Timestamp.now(), expiresAt: daysFromNow(RETENTION.storedCvDays) });
    return ref.id;
  }
}
