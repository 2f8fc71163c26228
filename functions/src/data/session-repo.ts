import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { RETENTION } from '@cvmate/contract';
import type { CvDocument } from '@cvmate/engine';
import { hoursFromNow } from './expiry';

export interface UploadSession {
  uid: string | null;
  filename: string;
  doc: CvDocument;
  cvId: string | null;
}

/** What an upload saves: the document already serialised to JSON text. */
export type NewUploadSession = Omit<UploadSession, 'doc'> & { docJson: string };

/** sessions/{id}: an uploaded CV's text while it is being analysed; 1 hour for visitors, 24 for users. */
export class SessionRepo {
  constructor(private readonly db: Firestore) {}

  newId(): string {
    return this.db.collection('sessions').doc().id;
  }

  async save(id: string, { docJson, ...session }: NewUploadSession): Promise<void> {
    const hours = session.uid ? RETENTION.uploadSessionHours : RETENTION.visitorSessionHours;
    await this.db
      .collection('sessions')
      .doc(id)
      .set({
        ...session,
        doc: docJson,
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: hoursFromNow(hours),
      });
  }

  /** The session if it exists, has not expired and belongs to this caller (visitor sessions to visitors). */
  async getOwned(id: string, uid: string | null): Promise<UploadSession | null> {
    const snap = await this.db.collection('sessions').doc(id).get();
    const d = snap.data();
    if (!d || d.uid !== uid || d.expiresAt.toMillis() < Date.now()) return null;
    return { uid: d.uid, filename: d.filename, cvId: d.cvId ?? null, doc: JSON.parse(d.doc) };
  }
}
