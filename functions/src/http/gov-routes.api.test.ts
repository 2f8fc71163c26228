import { beforeAll, describe, expect, it } from 'vitest';
import mammoth from 'mammoth';
import { buildDocx } from '../../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../../packages/engine/src/test-fixtures/clean-cv';
import { api, postJson, signedInUser, type TestUser } from '../test-support/stack-client';
import { premiumUser } from '../test-support/stripe-events';

const CRITERIA = `1. Demonstrated experience leading a team to deliver operational results.
2. Well-developed written communication and negotiation skills.`;
let premium: TestUser;
let sessionId: string;

async function uploadCv(cookie: string, name = 'olivia.docx') {
  const form = new FormData();
  form.append('cv', new Blob([new Uint8Array(await buildDocx(cleanCv))]), name);
  return api('/api/gov/upload-cv', { method: 'POST', body: form, cookie });
}

beforeAll(async () => {
  premium = await premiumUser();
  sessionId = (await (await uploadCv(premium.cookie)).json()).sessionId;
});

describe('Government Jobs Helper (live stack)', () => {
  it('is premium on the server', async () => {
    const free = await signedInUser();
    expect((await uploadCv('')).status).toBe(401);
    const res = await postJson(
      '/api/gov/generate-responses',
      { sessionId: 'x', jobDescription: 'a', positionRequirements: 'b' },
      { cookie: free.cookie },
    );
    expect(res.status).toBe(403);
    expect((await res.json()).message).toContain('Premium subscription required');
  });

  it('drafts one STAR response per criterion from the uploaded CV, within the word limit', async () => {
    const res = await postJson(
      '/api/gov/generate-responses',
      { sessionId, jobDescription: 'Operations Coordinator, APS 6', positionRequirements: CRITERIA, wordLimit: 120 },
      { cookie: premium.cookie },
    );
    expect(res.status).toBe(200);
    const { responses } = await res.json();
    expect(responses).toHaveLength(2);
    expect(responses[0].starResponse.action).toMatch(/^I led a team of 12 warehouse staff/);
    for (const r of responses) expect(r.fullResponse.split(/\s+/).length).toBeLessThanOrEqual(120);
  });

  it('hands back the lines it read as instructions and writes to the limit the ad states', async () => {
    const res = await postJson(
      '/api/gov/generate-responses',
      {
        sessionId,
        jobDescription: 'Operations Coordinator. Address each criterion in no more than 150 words.',
        positionRequirements: `${CRITERIA}\nPlease submit your responses by 5 June.`,
      },
      { cookie: premium.cookie },
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.responses).toHaveLength(2);
    expect(body.skipped).toEqual(['Please submit your responses by 5 June.']);
    expect(body.wordLimit).toBe(150);
    for (const r of body.responses) expect(r.fullResponse.split(/\s+/).length).toBeLessThanOrEqual(150);
  });

  it('shares a limit the ad sets for the whole statement among its criteria', async () => {
    const res = await postJson(
      '/api/gov/generate-responses',
      {
        sessionId,
        jobDescription: 'Submit your CV (no more than two pages) and a statement of no more than 300 words.',
        positionRequirements: CRITERIA,
      },
      { cookie: premium.cookie },
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.wordLimit).toBe(150);
    for (const r of body.responses) expect(r.fullResponse.split(/\s+/).length).toBeLessThanOrEqual(150);
  });

  it('refuses blank inputs, another person’s upload and text with no criteria clearly', async () => {
    const blank = await postJson(
      '/api/gov/generate-responses',
      { sessionId, jobDescription: ' ', positionRequirements: CRITERIA },
      { cookie: premium.cookie },
    );
    expect(blank.status).toBe(400);
    const other = await premiumUser();
    const theirs = await postJson(
      '/api/gov/generate-responses',
      { sessionId, jobDescription: 'x', positionRequirements: CRITERIA },
      { cookie: other.cookie },
    );
    expect(theirs.status).toBe(404);
    const none = await postJson(
      '/api/gov/generate-responses',
      { sessionId, jobDescription: 'x', positionRequirements: 'Thanks.' },
      { cookie: premium.cookie },
    );
    expect(none.status).toBe(422);
    expect((await none.json()).message).toMatch(/couldn’t find selection criteria/);
  });

  it('downloads the edited responses as Word and PDF with a heading per criterion', async () => {
    const responses = [
      { requirement: 'Leadership of teams', response: 'I led a team of 12. Edited by me.' },
      { requirement: 'Communication', response: 'I wrote monthly board reports.' },
    ];
    const word = await postJson(
      '/api/gov/download-responses',
      { responses, format: 'word' },
      { cookie: premium.cookie },
    );
    expect(word.headers.get('content-disposition')).toContain('government-application-responses.docx');
    const html = (await mammoth.convertToHtml({ buffer: Buffer.from(await word.arrayBuffer()) })).value;
    expect(html).toContain('<h1>Leadership of teams</h1>');
    expect(html).toContain('I led a team of 12. Edited by me.');
    const pdf = await postJson('/api/gov/download-responses', { responses, format: 'pdf' }, { cookie: premium.cookie });
    expect(pdf.headers.get('content-disposition')).toContain('government-application-responses.pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('keeps the drafts and edits with the upload for its owner only', async () => {
    const res = await postJson(
      '/api/gov/generate-responses',
      { sessionId, jobDescription: 'Operations Coordinator, APS 6', positionRequirements: CRITERIA, wordLimit: 120 },
      { cookie: premium.cookie },
    );
    const { responses } = await res.json();
    const kept = await (await api(`/api/gov/draft/${sessionId}`, { cookie: premium.cookie })).json();
    expect(kept.inputs.positionRequirements).toBe(CRITERIA);
    expect(kept.texts).toEqual(responses.map((r: { fullResponse: string }) => r.fullResponse));
    const edited = responses.map((_: unknown, i: number) => `Edited response ${i + 1}.`);
    const put = (body: unknown, cookie = premium.cookie) =>
      api(`/api/gov/draft/${sessionId}/texts`, {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
        cookie,
      });
    expect((await put({ texts: edited })).status).toBe(200);
    expect((await (await api(`/api/gov/draft/${sessionId}`, { cookie: premium.cookie })).json()).texts).toEqual(edited);
    // Not one text more or fewer than there are drafts, and nobody else's.
    expect((await put({ texts: ['one'] })).status).toBe(404);
    const other = await premiumUser();
    expect((await api(`/api/gov/draft/${sessionId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await put({ texts: edited }, other.cookie)).status).toBe(404);
    expect((await api('/api/gov/draft/constructor', { cookie: premium.cookie })).status).toBe(404);
  });
});
