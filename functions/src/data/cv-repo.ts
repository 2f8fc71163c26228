import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { MAX_STORED_CVS, RETENTION, type CvAnalysis, type StoredCv } from '@cvmate/contract';
import type { CvDocument } from '@cvmate/engine';
import { alreadyExists, daysFromNow } from './expiry';
import { parseStoredDoc, storedDoc } from './stored-doc';

export class CvLimitReached extends Error {}

/**
 * users/{uid}/cvs/{cvId}, at most MAX_STORED_CVS a user. The limit is held by slot documents
 * users/{uid}/cvSlots/{0..9}: taking one is a create() on a fixed id, which is atomic on every Firestore
 * (the local emulator does not isolate transactions); deleting a CV frees its slot.
 */
export class CvRepo {
  constructor(private readonly db: Firestore) {}

  private cvs(uid: string) {
    return this.db.collection('users').doc(uid).collection('cvs');
  }
  private slot(uid: string, n: number) {
    return this.db.collection('users').doc(uid).collection('cvSlots').doc(String(n));
  }

  /** Stores a CV in the first free slot, or throws CvLimitReached. */
  /** `docJson` is the CvDocument as JSON text (Firestore keeps it as one string field). */
  async add(uid: string, filename: string, docJson: string, sessionId: string): Promise<string> {
    const ref = this.cvs(uid).doc();
    for (let n = 0; n < MAX_STORED_CVS; n++) {
      try {
        await this.slot(uid, n).create({ cvId: ref.id, takenAt: FieldValue.serverTimestamp() });
      } catch (e) {
        if (alreadyExists(e)) continue;
        throw e;
      }
      try {
        await ref.set({
          filename,
          ...storedDoc(docJson),
          slot: n,
          sessionId,
          analysis: null,
          score: null,
          createdAt: Timestamp.now(),
          lastUsedAt: Timestamp.now(),
          expiresAt: daysFromNow(RETENTION.storedCvDays),
        });
      } catch (e) {
        await this.slot(uid, n).delete();
        throw e;
      }
      return ref.id;
    }
    throw new CvLimitReached();
  }

  /** How many of the MAX_STORED_CVS places are taken. */
  async storedCount(uid: string): Promise<number> {
    return (await this.db.collection('users').doc(uid).collection('cvSlots').select().get()).size;
  }

  async list(uid: string): Promise<StoredCv[]> {
    const snap = await this.cvs(uid)
      .orderBy('createdAt', 'desc')
      .select('filename', 'createdAt', 'score', 'sessionId', 'analysis')
      .get();
    return snap.docs.map((d) => ({
      id: d.id,
      filename: d.get('filename'),
      createdAt: (d.get('createdAt') as Timestamp).toDate().toISOString(),
      hasAnalysis: d.get('analysis') != null,
      score: d.get('score') ?? null,
      sessionId: d.get('sessionId') ?? null,
    }));
  }

  /** Keeps the latest analysis; using a CV pushes its deletion date back. */
  /** `analysisId` names the users/{uid}/analyses record, so a reopened report keeps its feedback surfaces. */
  async saveAnalysis(uid: string, cvId: string, analysis: CvAnalysis, analysisId: string): Promise<void> {
    await this.cvs(uid)
      .doc(cvId)
      .update({
        analysis,
        analysisId,
        score: analysis.score,
        lastUsedAt: Timestamp.now(),
        expiresAt: daysFromNow(RETENTION.storedCvDays),
      });
  }

  /** The owner's stored CV document and its upload id, or null when this user has no such CV. */
  async getDoc(
    uid: string,
    cvId: string,
  ): Promise<{ doc: CvDocument; filename: string; sessionId: string | null } | null> {
    const snap = await this.cvs(uid).doc(cvId).get();
    const d = snap.data();
    if (!d) return null;
    await snap.ref.update({ lastUsedAt: Timestamp.now(), expiresAt: daysFromNow(RETENTION.storedCvDays) });
    return { doc: parseStoredDoc(d), filename: d.filename, sessionId: d.sessionId ?? null };
  }

  /** The stored CV's latest analysis with what the report shows, or null (no such CV for this user, or none yet). */
  async getAnalysis(
    uid: string,
    cvId: string,
  ): Promise<{
    filename: string;
    analysis: CvAnalysis;
    analysisId: string | null;
    sessionId: string | null;
    text: string;
  } | null> {
    const d = (await this.cvs(uid).doc(cvId).get()).data();
    if (!d?.analysis) return null;
    return {
      filename: d.filename,
      analysis: d.analysis,
      analysisId: d.analysisId ?? null,
      sessionId: d.sessionId ?? null,
      text: parseStoredDoc(d).text,
    };
  }

  /** Deletes a CV and frees its slot; false when there was no such CV for this user. */
  async delete(uid: string, cvId: string): Promise<boolean> {
    const ref = this.cvs(uid).doc(cvId);
    const snap = await ref.get();
    if (!snap.exists) return false;
    const batch = this.db.batch();
    batch.delete(ref);
    batch.delete(this.slot(uid, snap.get('slot')));
    await batch.commit();
    return true;
  }
}
