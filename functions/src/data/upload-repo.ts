import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { RETENTION } from '@cvmate/contract';
import type { CvDocument } from '@cvmate/engine';
import { hoursFromNow } from './expiry';
import { parseStoredDoc, storedDoc } from './stored-doc';

export interface Upload {
  uid: string | null;
  /** For a visitor's upload: the hash of their visitor cookie, which alone can read it back. */
  visitor?: string | null;
  filename: string;
  doc: CvDocument;
  cvId: string | null;
}

/** What an upload saves: the document already serialised to JSON text. */
export type NewUpload = Omit<Upload, 'doc'> & { docJson: string };

/**
 * uploads/{id}: an uploaded CV's text while it is being analysed; 1 hour for visitors, 24 for users. The API calls
 * its id `sessionId` (the product's wire name); in code it is an upload. Auth is the `__session` cookie; Stripe has
 * checkout sessions: three ideas, three names.
 */
export class UploadRepo {
  constructor(private readonly db: Firestore) {}

  newId(): string {
    return this.db.collection('uploads').doc().id;
  }

  async save(id: string, { docJson, ...upload }: NewUpload): Promise<void> {
    const hours = upload.uid ? RETENTION.uploadHours : RETENTION.visitorUploadHours;
    await this.db
      .collection('uploads')
      .doc(id)
      .set({
        ...upload,
        ...storedDoc(docJson),
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: hoursFromNow(hours),
      });
  }

  /**
   * The upload if it exists, has not expired and belongs to this caller: a user's to that user, a visitor's to the
   * browser holding that visitor's cookie (its hash is stored, never the cookie).
   */
  async getOwned(id: string, uid: string | null, visitor: string | null = null): Promise<Upload | null> {
    const snap = await this.db.collection('uploads').doc(id).get();
    const d = snap.data();
    if (!d || d.uid !== uid || d.expiresAt.toMillis() < Date.now()) return null;
    if (uid === null && (!visitor || d.visitor !== visitor)) return null;
    return { uid: d.uid, filename: d.filename, cvId: d.cvId ?? null, doc: parseStoredDoc(d) };
  }
}
