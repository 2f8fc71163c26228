import type { CvDocument } from '@cvmate/engine';
import type { CvRepo } from './cv-repo';
import type { UploadRepo } from './upload-repo';

export interface CvSource {
  doc: CvDocument;
  filename: string;
  cvId: string | null;
  sessionId: string | null;
}

/**
 * One handle for a CV: a stored CV id (lasts while the CV is kept) or an upload id (24 hours). Both resolve to the
 * owner's document or to null, which the routes answer with 404, so nobody learns whether another person's id exists.
 */
export class CvSourceRepo {
  constructor(
    private readonly uploads: UploadRepo,
    private readonly cvs: CvRepo,
  ) {}

  async resolve(uid: string, handle: { cvId?: string | null; sessionId?: string | null }): Promise<CvSource | null> {
    if (handle.cvId) {
      const stored = await this.cvs.getDoc(uid, handle.cvId);
      return stored && { doc: stored.doc, filename: stored.filename, cvId: handle.cvId, sessionId: stored.sessionId };
    }
    if (handle.sessionId) {
      const upload = await this.uploads.getOwned(handle.sessionId, uid);
      return upload && { doc: upload.doc, filename: upload.filename, cvId: upload.cvId, sessionId: handle.sessionId };
    }
    return null;
  }
}
