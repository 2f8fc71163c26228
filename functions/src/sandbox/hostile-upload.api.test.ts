import { describe, expect, it } from 'vitest';
import * as hostile from '../../../packages/engine/src/test-fixtures/hostile-files';
import { buildDocx } from '../../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../../packages/engine/src/test-fixtures/clean-cv';
import { api, postJson, randomIp } from '../test-support/stack-client';
import { premiumUser } from '../test-support/stripe-events';

const upload = (path: string, field: string, bytes: Uint8Array, name: string, cookie = '') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return api(path, { method: 'POST', body: form, cookie, from: randomIp() });
};

const CORRUPT = {
  code: 'unreadable_file',
  message:
    'This file seems to be damaged or incomplete, so we couldn’t read it. Open it in Word, save it again and upload the new copy.',
};

describe('hostile files on every upload route (live stack)', () => {
  it('refuses .doc files whose OLE tables would exhaust the reader, and keeps serving', async () => {
    const premium = await premiumUser();
    for (const bytes of [hostile.fatCountBombDoc(), hostile.loopingChainDoc()]) {
      const visitor = await upload('/api/cv/upload', 'file', bytes, 'cv.doc');
      expect([visitor.status, await visitor.json()]).toEqual([422, CORRUPT]);
      const gov = await upload('/api/gov/upload-cv', 'cv', bytes, 'cv.doc', premium.cookie);
      expect([gov.status, await gov.json()]).toEqual([422, CORRUPT]);
    }
    const clean = await upload('/api/cv/upload', 'file', await buildDocx(cleanCv), 'cv.docx');
    expect(clean.status).toBe(200);
  });

  it('reads the costliest .docx within the zip bounds in the sandbox: a clear answer, not a stalled server', async () => {
    const premium = await premiumUser();
    const heavy = hostile.inBoundsHeavyDocx();
    const [cv, ad] = await Promise.all([
      upload('/api/cv/upload', 'file', heavy, 'cv.docx'),
      upload('/api/job/process-docx', 'file', heavy, 'ad.docx', premium.cookie),
    ]);
    // Headers repeated 450,000 times hold no CV; as a job ad the file is read and its body is empty.
    expect([cv.status, ad.status]).toEqual([422, 200]);
    expect((await api('/api/health')).status).toBe(200);
  });

  it('refuses a small file holding far more text than a CV on both CV upload routes', async () => {
    const premium = await premiumUser();
    const bytes = hostile.manyParagraphsDocx();
    expect(bytes.length).toBeLessThan(100_000);
    const [cv, gov] = await Promise.all([
      upload('/api/cv/upload', 'file', bytes, 'cv.docx'),
      upload('/api/gov/upload-cv', 'cv', bytes, 'cv.docx', premium.cookie),
    ]);
    expect([cv.status, gov.status]).toEqual([422, 422]);
    const tooMuch =
      'This file holds far more text than a CV does, so we didn’t analyse it. Please upload your CV on its own.';
    expect([(await cv.json()).message, (await gov.json()).message]).toEqual([tooMuch, tooMuch]);
  });

  it('refuses a job-ad file longer than any ad, before matching', async () => {
    const premium = await premiumUser();
    const line = 'Warehouse supervisor wanted for a busy distribution centre in western Sydney. ';
    const long = await buildDocx({
      top: ['Job ad'],
      sections: [{ heading: 'About the role', paragraphs: Array(1_400).fill(line) }],
    });
    const res = await upload('/api/job/process-docx', 'file', long, 'ad.docx', premium.cookie);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(/^This job ad is longer than we can read/);
  });

  it('answers text past a route’s budget in our words', async () => {
    const premium = await premiumUser();
    const res = await postJson(
      '/api/gov/download-responses',
      { format: 'pdf', responses: [{ requirement: 'r', response: 'a'.repeat(20_001) }] },
      { cookie: premium.cookie },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^A response is longer than we can put in a document/);
  });

  it('limits one subscriber’s premium work per hour (the test stack allows 60)', async () => {
    const premium = await premiumUser();
    const send = () =>
      postJson('/api/gov/generate-responses', { sessionId: 'x' }, { cookie: premium.cookie }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push(await send());
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another subscriber is not affected.
    const other = await premiumUser();
    const res = await postJson('/api/gov/generate-responses', { sessionId: 'x' }, { cookie: other.cookie });
    expect(res.status).toBe(400);
  });
});
