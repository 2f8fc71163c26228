import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { costlyFindings, RETENTION, type CvAnalysis, type HiringOutcome } from '@cvmate/contract';
import { daysFromNow } from './expiry';

export interface StoredAnalysis {
  id: string;
  cvId: string;
  filename: string;
  score: number;
  sessionId: string;
  submittedAt: Date;
  /** Codes of the checks that took points (negative and warning findings): what the feedback report groups by. */
  findingCodes: string[];
  actualHiringOutcome: HiringOutcome | null;
}

/** users/{uid}/analyses/{id}: one per analysis run, for the feedback prompt, the follow-up and the feedback report. */
export class AnalysisRepo {
  constructor(private readonly db: Firestore) {}

  private analyses(uid: string) {
    return this.db.collection('users').doc(uid).collection('analyses');
  }

  /** An id for the next analysis, so the stored CV can name it in the same step as the analysis is written. */
  newId(uid: string): string {
    return this.analyses(uid).doc().id;
  }

  async add(
    uid: string,
    id: string,
    entry: { cvId: string; filename: string; sessionId: string; analysis: CvAnalysis },
  ): Promise<void> {
    const { analysis, ...rest } = entry;
    await this.analyses(uid)
      .doc(id)
      .set({
        ...rest,
        score: analysis.score,
        findingCodes: costlyFindings(analysis).map((f) => f.code),
        actualHiringOutcome: null,
        // A plain boolean to query on: an equality on null is a unary filter some Firestore servers cannot combine.
        awaitingOutcome: true,
        submittedAt: Timestamp.now(),
        expiresAt: daysFromNow(RETENTION.storedCvDays),
      });
  }

  /** The owner's analysis, or null (another user's id reads as missing). */
  async get(uid: string, id: string): Promise<StoredAnalysis | null> {
    const snap = await this.analyses(uid).doc(id).get();
    return snap.exists ? toStored(snap.id, snap.data()!) : null;
  }

  /** True when this is the only analysis the user has (their first). */
  async isOnly(uid: string): Promise<boolean> {
    const snap = await this.analyses(uid).limit(2).select().get();
    return snap.size <= 1;
  }

  /** Analyses submitted before `before` with no hiring outcome yet, newest first. */
  async awaitingOutcome(uid: string, before: Date, limit: number): Promise<StoredAnalysis[]> {
    const snap = await this.analyses(uid)
      .where('awaitingOutcome', '==', true)
      .where('submittedAt', '<=', Timestamp.fromDate(before))
      .orderBy('submittedAt', 'desc')
      .limit(limit)
      .get();
    return snap.docs.map((d) => toStored(d.id, d.data()));
  }

  /** Records the outcome; false when the user has no such analysis. */
  async setOutcome(uid: string, id: string, outcome: HiringOutcome, comments: string | null): Promise<boolean> {
    const ref = this.analyses(uid).doc(id);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.update(ref, {
        actualHiringOutcome: outcome,
        awaitingOutcome: false,
        outcomeComments: comments,
        outcomeAt: Timestamp.now(),
      });
      return true;
    });
  }
}

function toStored(id: string, d: DocumentData): StoredAnalysis {
  return {
    id,
    cvId: d.cvId,
    filename: d.filename,
    score: d.score,
    sessionId: d.sessionId,
    submittedAt: (d.submittedAt as Timestamp).toDate(),
    findingCodes: Array.isArray(d.findingCodes) ? d.findingCodes : [],
    actualHiringOutcome: d.actualHiringOutcome ?? null,
  };
}
