import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

export interface UserProfile {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

/** users/{uid}: the profile the header shows, kept from sign-up or the identity provider. */
export class UserRepo {
  constructor(private readonly db: Firestore) {}

  private doc(uid: string) {
    return this.db.collection('users').doc(uid);
  }

  async get(uid: string): Promise<UserProfile | null> {
    const snap = await this.doc(uid).get();
    if (!snap.exists) return null;
    const d = snap.data() ?? {};
    return {
      firstName: d.firstName ?? null,
      lastName: d.lastName ?? null,
      email: d.email ?? null,
      profileImageUrl: d.profileImageUrl ?? null,
    };
  }

  /** Writes the profile; fields given as undefined are left as they are. */
  async upsert(uid: string, profile: Partial<UserProfile> & { acceptedTerms?: boolean }): Promise<void> {
    const { acceptedTerms, ...fields } = profile;
    const data: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) data[k] = v;
    if (acceptedTerms) data.acceptedTermsAt = FieldValue.serverTimestamp();
    await this.doc(uid).set(data, { merge: true });
  }

  /** When the user last used a session, and when they last signed out (ms since the epoch; null if never). */
  async activity(uid: string): Promise<{ lastActiveAt: number | null; signedOutAt: number | null }> {
    const snap = await this.doc(uid).get();
    const ms = (field: string) => (snap.get(field) as Timestamp | undefined)?.toMillis() ?? null;
    return { lastActiveAt: ms('lastActiveAt'), signedOutAt: ms('signedOutAt') };
  }

  async touch(uid: string, now = Date.now()): Promise<void> {
    await this.doc(uid).set({ lastActiveAt: Timestamp.fromMillis(now) }, { merge: true });
  }

  /**
   * A new sign-in (its `auth_time` in ms): active from now on. A sign-out recorded in the same second as this sign-in
   * (auth_time has one-second resolution) is moved to just before it, so the new session is not born ended; sessions
   * signed in before that second stay ended.
   */
  async startSession(uid: string, authTimeMs: number, now = Date.now()): Promise<void> {
    const { signedOutAt } = await this.activity(uid);
    const data: Record<string, Timestamp> = { lastActiveAt: Timestamp.fromMillis(now) };
    if (signedOutAt !== null && signedOutAt >= authTimeMs) data.signedOutAt = Timestamp.fromMillis(authTimeMs - 1);
    await this.doc(uid).set(data, { merge: true });
  }

  /** Every session minted before now ends (token revocation has one-second resolution; this has milliseconds). */
  async markSignedOut(uid: string, now = Date.now()): Promise<void> {
    await this.doc(uid).set({ signedOutAt: Timestamp.fromMillis(now) }, { merge: true });
  }
}
