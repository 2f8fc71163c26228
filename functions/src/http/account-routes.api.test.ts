import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../../packages/engine/src/test-fixtures/clean-cv';
import { api, postJson, signedInUser, type TestUser } from '../test-support/stack-client';
import { testDb } from '../test-support/firestore';
import { paidUser } from '../test-support/stripe-events';
import { AccountRepo } from '../data/account-repo';

async function userWithData(first: string): Promise<TestUser & { cvId: string }> {
  const user = await signedInUser({ firstName: first, lastName: 'Tester' });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await buildDocx(cleanCv))]), `${first}.docx`);
  const up = await (await api('/api/cv/upload', { method: 'POST', body: form, cookie: user.cookie })).json();
  const analysed = await (
    await postJson('/api/cv/analyze', { sessionId: up.sessionId }, { cookie: user.cookie })
  ).json();
  await postJson(
    '/api/feedback',
    { feedbackType: 'General Comment', message: `Feedback from ${first} about the tool` },
    { cookie: user.cookie },
  );
  return { ...user, cvId: analysed.cvId };
}

describe('account data (live stack)', () => {
  it('exports the user’s data and nobody else’s', async () => {
    const [alice, bob] = await Promise.all([userWithData('Alice'), userWithData('Bob')]);
    const res = await api('/api/account/export', { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('cvmate-my-data.json');
    const data = await res.json();
    expect(data.profile).toMatchObject({ firstName: 'Alice' });
    expect(data.cvs.map((c: { id: string }) => c.id)).toEqual([alice.cvId]);
    expect(data.cvs[0].doc.facts.email).toBe('olivia.nguyen@example.com.au');
    expect(data.analyses).toHaveLength(1);
    expect(data.generalFeedback.map((f: { message: string }) => f.message)).toEqual([
      'Feedback from Alice about the tool',
    ]);
    expect(JSON.stringify(data)).not.toContain(bob.uid);
    expect((await api('/api/account/export')).status).toBe(401);
  });

  it('streams an export of any size, page by page, as one JSON document', async () => {
    const user = await signedInUser();
    const matches = testDb().collection('users').doc(user.uid).collection('matches');
    const ad = 'Warehouse supervisor. '.repeat(2_000);
    // More than two pages of stored matches with long ads.
    await Promise.all(Array.from({ length: 120 }, (_, i) => matches.doc(`m${String(i).padStart(3, '0')}`).set({ ad })));
    const res = await api('/api/account/export', { cookie: user.cookie });
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const data = await res.json();
    expect(data.matches.map((m: { id: string }) => m.id)).toEqual(
      Array.from({ length: 120 }, (_, i) => `m${String(i).padStart(3, '0')}`),
    );
    expect(data.cvs).toEqual([]);
    expect(data.profile).toMatchObject({ firstName: 'Test' });
  });

  it('deletes the account and leaves nothing of the user, and only that user', async () => {
    const [carol, dave] = await Promise.all([userWithData('Carol'), userWithData('Dave')]);
    const res = await api('/api/account', { method: 'DELETE', cookie: carol.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/__session=;/);
    const db = testDb();
    const left = await Promise.all([
      db
        .collection('users')
        .doc(carol.uid)
        .get()
        .then((d) => d.exists),
      db
        .collection('users')
        .doc(carol.uid)
        .collection('cvs')
        .get()
        .then((s) => s.size),
      db
        .collection('users')
        .doc(carol.uid)
        .collection('cvSlots')
        .get()
        .then((s) => s.size),
      db
        .collection('users')
        .doc(carol.uid)
        .collection('analyses')
        .get()
        .then((s) => s.size),
      db
        .collection('uploads')
        .where('uid', '==', carol.uid)
        .get()
        .then((s) => s.size),
      db
        .collection('generalFeedback')
        .where('uid', '==', carol.uid)
        .get()
        .then((s) => s.size),
      db
        .collection('usage')
        .where('owner', '==', carol.uid)
        .get()
        .then((s) => s.size),
    ]);
    expect(left).toEqual([false, 0, 0, 0, 0, 0, 0]);
    // The Auth user is gone, so the old cookie no longer works.
    expect((await api('/api/auth/user', { cookie: carol.cookie })).status).toBe(401);
    // Dave is untouched.
    expect((await (await api('/api/user/cvs', { cookie: dave.cookie })).json()).cvs).toHaveLength(1);
  });

  it('leaves nothing when uploads, analyses and a match are still running as the account is deleted', async () => {
    const bytes = new Uint8Array(await buildDocx(cleanCv));
    // Deletion sent 0–400 ms after the work, so it lands before, during and after the work's writes.
    for (const delay of [0, 60, 150, 400]) {
      const user = await paidUser();
      const upload = () => {
        const form = new FormData();
        form.append('file', new Blob([bytes]), 'cv.docx');
        return api('/api/cv/upload', { method: 'POST', body: form, cookie: user.cookie });
      };
      const first = await (await upload()).json();
      const inFlight = [
        ...Array.from({ length: 6 }, upload),
        postJson('/api/cv/analyze', { sessionId: first.sessionId }, { cookie: user.cookie }),
        postJson('/api/cv/analyze', { sessionId: first.sessionId }, { cookie: user.cookie }),
        postJson(
          '/api/job/match',
          { sessionId: first.sessionId, jobDescription: 'Operations coordinator. Rostering, SAP, forklift licence.' },
          { cookie: user.cookie },
        ),
      ];
      await new Promise((r) => setTimeout(r, delay));
      expect((await api('/api/account', { method: 'DELETE', cookie: user.cookie })).status).toBe(200);
      await Promise.allSettled(inFlight);
      const left = await new AccountRepo(testDb()).export(user.uid);
      const kept = Object.entries(left).filter(([, v]) => (Array.isArray(v) ? v.length : v !== null));
      expect([delay, kept]).toEqual([delay, []]);
    }
  });
});
