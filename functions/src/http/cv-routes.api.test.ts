import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../../packages/engine/src/test-fixtures/clean-cv';
import { passwordProtectedDoc } from '../../../packages/engine/src/test-fixtures/hostile-files';
import { api, postJson, signedInUser, type TestUser, randomIp } from '../test-support/stack-client';
import { grantPremium, testDb } from '../test-support/firestore';

let cleanDocx: Buffer;
let ouchDocx: Buffer;
beforeAll(async () => {
  cleanDocx = await buildDocx(cleanCv);
  ouchDocx = await buildDocx({ top: [], sections: [{ heading: 'Note', paragraphs: ['Ouch.'] }] });
});

function upload(bytes: Uint8Array, filename: string, opts: { cookie?: string; ip?: string; extraFile?: boolean } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  if (opts.extraFile) form.append('file', new Blob([new Uint8Array(bytes)]), `second-${filename}`);
  return api('/api/cv/upload', { method: 'POST', body: form, cookie: opts.cookie, from: opts.ip ?? randomIp() });
}

async function uploadOk(user?: TestUser, ip?: string) {
  const res = await upload(cleanDocx, 'Olivia Nguyen CV.docx', { cookie: user?.cookie, ip });
  expect(res.status).toBe(200);
  // A visitor's upload answers with their visitor cookie, which alone can read it back.
  const cookie = user?.cookie ?? (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { ...((await res.json()) as { filename: string; textLength: number; sessionId: string }), cookie };
}

const analyze = (sessionId: string, opts: { cookie?: string; ip?: string } = {}) =>
  api('/api/cv/analyze', {
    method: 'POST',
    body: JSON.stringify({ sessionId }),
    cookie: opts.cookie,
    from: opts.ip ?? randomIp(),
  });

describe('CV upload and analysis (live stack)', () => {
  it('uploads and analyses a .docx for a signed-in user, storing the CV and its analysis', async () => {
    const user = await signedInUser();
    const up = await uploadOk(user);
    expect(up).toMatchObject({ filename: 'Olivia Nguyen CV.docx' });
    expect(up.textLength).toBeGreaterThan(1000);
    const res = await analyze(up.sessionId, { cookie: user.cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.analysis.score).toBe(100);
    expect(body.analysis.feedback.formatting[0]).toMatchObject({ code: 'length.appropriate', type: 'positive' });
    expect(body.originalText).toContain('Olivia Nguyen');
    expect(body.cvId).toEqual(expect.any(String));
    const list = await (await api('/api/user/cvs', { cookie: user.cookie })).json();
    expect(list.cvs).toEqual([
      {
        id: body.cvId,
        filename: 'Olivia Nguyen CV.docx',
        createdAt: expect.any(String),
        hasAnalysis: true,
        score: 100,
        sessionId: up.sessionId,
      },
    ]);
    // The raw file is never stored: only text and facts.
    const stored = await testDb().collection('users').doc(user.uid).collection('cvs').doc(body.cvId).get();
    expect(Object.keys(stored.data()!)).not.toContain('bytes');
  });

  it('lets a visitor analyse without storing a CV', async () => {
    const ip = randomIp();
    const up = await uploadOk(undefined, ip);
    expect(up.cookie).toMatch(/^__session=v\./);
    const body = await (await analyze(up.sessionId, { ip, cookie: up.cookie })).json();
    expect(body.cvId).toBeNull();
    expect(body.analysis.score).toBe(100);
  });

  it("binds a visitor's upload to their browser: its id alone reads nothing", async () => {
    const ip = randomIp();
    const up = await uploadOk(undefined, ip);
    const without = await analyze(up.sessionId, { ip });
    expect(without.status).toBe(404);
    expect((await without.json()).code).toBe('not_found');
    const other = await uploadOk(undefined, randomIp());
    expect((await analyze(up.sessionId, { ip, cookie: other.cookie })).status).toBe(404);
    expect((await analyze(up.sessionId, { ip, cookie: up.cookie })).status).toBe(200);
  });

  it('reads a .doc file', async () => {
    const doc = readFileSync(path.resolve(__dirname, '../../../packages/engine/fixtures/clean-cv.doc'));
    const res = await upload(doc, 'cv.doc');
    expect(res.status).toBe(200);
  });

  it('gives each bad file one clear sentence and a 4xx, and keeps serving', async () => {
    const cases: Array<[Uint8Array, string, number, string | RegExp]> = [
      [cleanDocx, 'cv.pdf', 415, 'File type must be one of .doc, .docx'],
      [new Uint8Array(10 * 1024 * 1024 + 1), 'big.docx', 413, 'File is larger than 10485760 bytes'],
      // Exactly the maximum passes the size limit (and is then judged on its content).
      [new Uint8Array(10 * 1024 * 1024), 'exact.docx', 422, /isn’t a Word document/],
      [Buffer.from('just some text, not Word'), 'fake.docx', 422, /isn’t a Word document/],
      [new Uint8Array(), 'empty.docx', 422, /couldn't find any text/],
      [passwordProtectedDoc(), 'locked.doc', 422, /password-protected/],
      [cleanDocx.subarray(0, 3000), 'cut.docx', 422, /damaged or incomplete/],
      [ouchDocx, 'ouch.docx', 422, /doesn’t look like a CV/],
    ];
    for (const [bytes, name, status, message] of cases) {
      const res = await upload(bytes, name);
      expect(res.status, name).toBe(status);
      const body = await res.json();
      expect(body.message).toMatch(message);
    }
    const two = await upload(cleanDocx, 'a.docx', { extraFile: true });
    expect(two.status).toBe(400);
    expect((await two.json()).message).toBe('Too many files');
    expect((await api('/api/health')).status).toBe(200);
  });

  it('keeps sessions and CVs private to their owner (404)', async () => {
    const [alice, bob] = await Promise.all([signedInUser(), signedInUser()]);
    const up = await uploadOk(alice);
    expect((await analyze(up.sessionId, { cookie: bob.cookie })).status).toBe(404);
    expect((await analyze(up.sessionId)).status).toBe(404);
    const analysed = await (await analyze(up.sessionId, { cookie: alice.cookie })).json();
    expect((await api(`/api/user/cvs/${analysed.cvId}`, { method: 'DELETE', cookie: bob.cookie })).status).toBe(404);
    expect((await api('/api/user/cvs', { cookie: bob.cookie }).then((r) => r.json())).cvs).toEqual([]);
    expect((await api('/api/user/cvs')).status).toBe(401);
    // A stored report reloads for its owner only; malformed ids never reach Firestore.
    const report = await (await api(`/api/cv/analysis/${analysed.cvId}`, { cookie: alice.cookie })).json();
    expect(report).toMatchObject({ cvId: analysed.cvId, filename: analysed.filename });
    expect(report.analysis.score).toBe(analysed.analysis.score);
    expect((await api(`/api/cv/analysis/${analysed.cvId}`, { cookie: bob.cookie })).status).toBe(404);
    for (const bad of ['a%2Fb', '..%2Fusers', '__proto__'])
      expect((await api(`/api/user/cvs/${bad}`, { method: 'DELETE', cookie: alice.cookie })).status).toBe(404);
  });

  // 20 uploads at once: the Functions emulator starts a worker per request, so this takes 25–40 s on 2 cores.
  it('stores at most 10 CVs even under 20 concurrent uploads, and deleting one makes room', async () => {
    const user = await signedInUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => upload(cleanDocx, 'cv.docx', { cookie: user.cookie })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const refused = await results.find((r) => r.status === 409)!.json();
    expect(refused.message).toMatch(/Delete one to make room/);
    const { cvs } = await (await api('/api/user/cvs', { cookie: user.cookie })).json();
    expect(cvs).toHaveLength(10);
    expect((await api(`/api/user/cvs/${cvs[0].id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(200);
    expect((await upload(cleanDocx, 'cv.docx', { cookie: user.cookie })).status).toBe(200);
    expect((await upload(cleanDocx, 'cv.docx', { cookie: user.cookie })).status).toBe(409);
  }, 120_000);

  it('limits free analyses to 3 a day and offers the upgrade', async () => {
    const user = await signedInUser();
    const up = await uploadOk(user);
    for (let i = 0; i < 3; i++) expect((await analyze(up.sessionId, { cookie: user.cookie })).status).toBe(200);
    const res = await analyze(up.sessionId, { cookie: user.cookie });
    expect(res.status).toBe(429);
    const body = await res.json();
    expect(body.code).toBe('daily_limit');
    expect(body.message).toMatch(/Upgrade to Premium/);
    // The allowance is known before uploading, and an upload with none left stores nothing.
    expect(await (await api('/api/cv/allowance', { cookie: user.cookie })).json()).toEqual({
      premium: false,
      limit: 3,
      remaining: 0,
      stored: 1,
    });
    const before = (await (await api('/api/user/cvs', { cookie: user.cookie })).json()).cvs.length;
    const refused = await upload(cleanDocx, 'fourth.docx', { cookie: user.cookie });
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('daily_limit');
    expect((await (await api('/api/user/cvs', { cookie: user.cookie })).json()).cvs.length).toBe(before);
  });

  it("keeps a visitor's daily allowance to their address: X-Forwarded-For cannot reset it", async () => {
    const ip = randomIp();
    const up = await uploadOk(undefined, ip);
    for (let i = 0; i < 3; i++) expect((await analyze(up.sessionId, { ip, cookie: up.cookie })).status).toBe(200);
    const spoofed = await api('/api/cv/analyze', {
      method: 'POST',
      body: JSON.stringify({ sessionId: up.sessionId }),
      from: ip,
      cookie: up.cookie,
      headers: { 'X-Forwarded-For': '198.51.100.23' },
    });
    expect(spoofed.status).toBe(429);
    expect((await spoofed.json()).code).toBe('daily_limit');
  });

  it('limits uploads to 30 an hour per client, before reading the file', async () => {
    const ip = randomIp();
    const junk = Buffer.from('not a Word file at all');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await upload(junk, 'junk.docx', { ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    // A signed-in user's uploads are counted by account, not by address.
    const user = await signedInUser();
    expect((await upload(cleanDocx, 'cv.docx', { ip, cookie: user.cookie })).status).toBe(200);
  });

  it('tells a new user they have 3 free analyses today', async () => {
    const user = await signedInUser();
    expect(await (await api('/api/cv/allowance', { cookie: user.cookie })).json()).toEqual({
      premium: false,
      limit: 3,
      remaining: 3,
      stored: 0,
    });
  });

  it('lets premium users analyse without a daily limit', async () => {
    const user = await signedInUser();
    await grantPremium(user.uid);
    const up = await uploadOk(user);
    for (let i = 0; i < 5; i++) expect((await analyze(up.sessionId, { cookie: user.cookie })).status).toBe(200);
  });

  it('answers 404 for an unknown session and 400 for a missing or malformed one', async () => {
    expect((await analyze('NoSuchSession123')).status).toBe(404);
    expect((await analyze('no-such-session')).status).toBe(400);
    expect((await postJson('/api/cv/analyze', {})).status).toBe(400);
  });
});
