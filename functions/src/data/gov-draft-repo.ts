import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { RETENTION, type GovDraft } from '@cvmate/contract';
import { hoursFromNow } from './expiry';
import { MAX_STORED_JSON } from './stored-doc';

/**
 * govDrafts/{uploadId}: the Government helper's inputs, drafts and the person's edits for one upload, kept as long
 * as a signed-in upload (24 hours) and readable by its owner only, so a reload, Back or a shared link to the Review
 * Responses step finds them again.
 */
export class GovDraftRepo {
  constructor(private readonly db: Firestore) {}

  private doc(uploadId: string) {
    return this.db.collection('govDrafts').doc(uploadId);
  }

  /** Saves a draft; false when it is too large for one Firestore document (1 MiB), and nothing is written. */
  async save(uploadId: string, uid: string, draft: GovDraft): Promise<boolean> {
    const json = JSON.stringify(draft);
    if (json.length > MAX_STORED_JSON) return false;
    await this.doc(uploadId).set({
      uid,
      draft: json,
      updatedAt: FieldValue.serverTimestamp(),
      expiresAt: hoursFromNow(RETENTION.uploadHours),
    });
    return true;
  }

  /** The draft if it exists, has not expired and is this user's. */
  async getOwned(uploadId: string, uid: string): Promise<GovDraft | null> {
    const d = (await this.doc(uploadId).get()).data();
    if (!d || d.uid !== uid || d.expiresAt.toMillis() < Date.now()) return null;
    return JSON.parse(d.draft as string) as GovDraft;
  }

  /** Replaces the edited texts of an owned draft. */
  async saveTexts(uploadId: string, uid: string, texts: string[]): Promise<'saved' | 'missing' | 'too_large'> {
    const draft = await this.getOwned(uploadId, uid);
    if (!draft || texts.length !== draft.responses.length) return 'missing';
    return (await this.save(uploadId, uid, { ...draft, texts })) ? 'saved' : 'too_large';
  }
}
