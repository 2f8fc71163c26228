import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { GeneralFeedback, SupportRequest } from '@cvmate/contract';

/** supportRequests and generalFeedback: read by admins in the Firebase console. No IP address is kept. */
export class InboxRepo {
  constructor(private readonly db: Firestore) {}

  /** `uid` (when signed in) lets account export and deletion find the request. */
  async addSupportRequest(request: SupportRequest, uid: string | null): Promise<string> {
    const ref = await this.db
      .collection('supportRequests')
      .add({ ...request, uid, status: 'new', createdAt: FieldValue.serverTimestamp() });
    return ref.id;
  }

  async addGeneralFeedback(feedback: GeneralFeedback, uid: string | null): Promise<string> {
    const ref = await this.db.collection('generalFeedback').add({
      name: feedback.name || null,
      email: feedback.email || null,
      feedbackType: feedback.feedbackType,
      message: feedback.message,
      uid,
      createdAt: FieldValue.serverTimestamp(),
    });
    return ref.id;
  }
}
