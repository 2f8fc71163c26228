import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { RETENTION, type JobMatchResult } from '@cvmate/contract';
import { daysFromNow } from './expiry';

export interface StoredMatch {
  cvId: string | null;
  sessionId: string | null;
  filename: string;
  jobTitle: string;
  jobDescription: string;
  result: JobMatchResult;
}

/** users/{uid}/matches/{id}: a job match, the ad it was made against and the CV handle; kept 30 days. */
export class MatchRepo {
  constructor(private readonly db: Firestore) {}

  private matches(uid: string) {
    return this.db.collection('users').doc(uid).collection('matches');
  }

  async add(uid: string, match: StoredMatch): Promise<string> {
    const ref = this.matches(uid).doc();
    await ref.set({ ...match, createdAt: Timestamp.now(), expiresAt: daysFromNow(RETENTION.jobMatchDays) });
    return ref.id;
  }

  /** The owner's match, or null (another user's id answers the same as a missing one). */
  async get(uid: string, id: string): Promise<StoredMatch | null> {
    const d = (await this.matches(uid).doc(id).get()).data();
    if (!d || d.expiresAt.toMillis() < Date.now()) return null;
    return {
      cvId: d.cvId ?? null,
      sessionId: d.sessionId ?? null,
      filename: d.filename,
      jobTitle: d.jobTitle,
      jobDescription: d.jobDescription,
      result: d.result,
    };
  }
}
