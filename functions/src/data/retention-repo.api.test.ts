import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { testDb } from '../test-support/firestore';
import { RetentionRepo } from './retention-repo';

describe('RetentionRepo.purgeExpired (test Firestore)', () => {
  it('deletes expired uploads and CVs (freeing slots) and keeps the rest', async () => {
    const db = testDb();
    const uid = `retention-${Date.now()}`;
    const past = Timestamp.fromMillis(Date.now() - 1000);
    const future = Timestamp.fromMillis(Date.now() + 86_400_000);
    const user = db.collection('users').doc(uid);
    await user.set({ firstName: 'R' });
    await user.collection('cvs').doc('old').set({ slot: 0, expiresAt: past });
    await user.collection('cvSlots').doc('0').set({ cvId: 'old' });
    await user.collection('cvs').doc('fresh').set({ slot: 1, expiresAt: future });
    await user.collection('cvSlots').doc('1').set({ cvId: 'fresh' });
    await user.collection('analyses').doc('a').set({ expiresAt: past });
    await db.collection('uploads').doc(`${uid}-old`).set({ uid, expiresAt: past });
    await db.collection('uploads').doc(`${uid}-new`).set({ uid, expiresAt: future });

    const counts = await new RetentionRepo(db).purgeExpired();
    expect(counts.cvs).toBeGreaterThanOrEqual(1);
    expect((await user.collection('cvs').get()).docs.map((d) => d.id)).toEqual(['fresh']);
    expect((await user.collection('cvSlots').get()).docs.map((d) => d.id)).toEqual(['1']);
    expect((await user.collection('analyses').get()).size).toBe(0);
    expect((await db.collection('uploads').doc(`${uid}-old`).get()).exists).toBe(false);
    expect((await db.collection('uploads').doc(`${uid}-new`).get()).exists).toBe(true);
  });
});
