import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { AccuracyFeedback, PromptTiming, UsefulnessFeedback } from '@cvmate/contract';
import { alreadyExists } from './expiry';

/** The two kinds of answer, each the name of its collection under users/{uid}. */
export type AnswerKind = 'accuracyFeedback' | 'usefulnessFeedback';

/** A second submission for the same analysis: each analysis takes one answer of each kind. */
export class FeedbackExists extends Error {}

/** What the analysis said, kept beside the ratings so the feedback report can group them after the analysis expires. */
export interface AnalysisSnapshot {
  score: number;
  findingCodes: string[];
}

/**
 * users/{uid}/accuracyFeedback/{analysisId}, users/{uid}/usefulnessFeedback/{analysisId} and
 * users/{uid}/feedbackPrompts/{analysisId}. The analysis id is the document id, so create() makes "once per analysis"
 * atomic without a transaction.
 */
export class FeedbackRepo {
  constructor(private readonly db: Firestore) {}

  private user(uid: string) {
    return this.db.collection('users').doc(uid);
  }

  /** Stores one answer of a kind for an analysis; FeedbackExists when it already has one. */
  async add(
    uid: string,
    kind: AnswerKind,
    feedback: AccuracyFeedback | UsefulnessFeedback,
    snapshot: AnalysisSnapshot,
  ): Promise<void> {
    const { cvAnalysisId, ...rest } = feedback;
    await createOnce(this.user(uid).collection(kind).doc(cvAnalysisId), {
      ...rest,
      ...snapshot,
      submittedAt: FieldValue.serverTimestamp(),
    });
  }

  /** Whether the analysis already has an answer of this kind. */
  async has(uid: string, kind: AnswerKind, analysisId: string): Promise<boolean> {
    return (await this.user(uid).collection(kind).doc(analysisId).get()).exists;
  }

  /** When the user last gave accuracy feedback on any analysis, or null. */
  async lastAccuracyAt(uid: string): Promise<Date | null> {
    const snap = await this.user(uid).collection('accuracyFeedback').orderBy('submittedAt', 'desc').limit(1).get();
    const at = snap.docs[0]?.get('submittedAt') as Timestamp | undefined;
    return at ? at.toDate() : null;
  }

  /** Claims the one prompt an analysis gets; false when it was already prompted. */
  async claimPrompt(uid: string, analysisId: string, timing: PromptTiming): Promise<boolean> {
    try {
      await createOnce(this.user(uid).collection('feedbackPrompts').doc(analysisId), {
        timing,
        promptedAt: FieldValue.serverTimestamp(),
      });
      return true;
    } catch (e) {
      if (e instanceof FeedbackExists) return false;
      throw e;
    }
  }

  /** Keeps the accuracy answer's outcome in step with a later outcome update (no-op without an answer). */
  async recordOutcome(uid: string, analysisId: string, outcome: string): Promise<void> {
    const ref = this.user(uid).collection('accuracyFeedback').doc(analysisId);
    await this.db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) tx.update(ref, { actualHiringOutcome: outcome });
    });
  }
}

async function createOnce(ref: DocumentReference, data: object): Promise<void> {
  try {
    await ref.create(data);
  } catch (e) {
    if (alreadyExists(e)) throw new FeedbackExists();
    throw e;
  }
}
