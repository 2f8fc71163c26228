import { beforeAll, describe, expect, it } from 'vitest';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { buildDocx } from '../../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../../packages/engine/src/test-fixtures/clean-cv';
import { api, postJson, signedInUser, type TestUser } from '../test-support/stack-client';
import { premiumUser } from '../test-support/stripe-events';

const AD = [
  'Operations Coordinator, Western Sydney. About the role: coordinate warehouse operations and rostering.',
  'Essential: stakeholder management, workforce planning, inventory management; a current forklift licence; SAP EWM.',
  'Desirable: a Diploma of Supply Chain Management. Apply now.',
].join('\n');

let cleanDocx: Buffer;
let premium: TestUser;
let stored: { cvId: string; sessionId: string };
beforeAll(async () => {
  cleanDocx = await buildDocx(cleanCv);
  premium = await premiumUser();
  stored = await uploadCv(premium.cookie);
});

async function uploadCv(cookie: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(cleanDocx)]), 'olivia.docx');
  const res = await api('/api/cv/upload', { method: 'POST', body: form, cookie });
  const { sessionId } = (await res.json()) as { sessionId: string };
  const { cvs } = (await (await api('/api/user/cvs', { cookie })).json()) as {
    cvs: Array<{ id: string; sessionId: string }>;
  };
  return { cvId: cvs.find((c) => c.sessionId === sessionId)!.id, sessionId };
}

function match(cookie: string | undefined, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return api('/api/job/match', { method: 'POST', body: form, cookie });
}

describe('job matching, rewrite and downloads (live stack)', () => {
  it('are premium on the server: visitors 401, free users 403 on every route', async () => {
    const free = await signedInUser();
    const calls = (cookie?: string) => [
      match(cookie, { cvId: 'abc', jobDescription: AD }),
      postJson('/api/cv/improve', { sessionId: 'a', jobMatchId: 'b' }, { cookie }),
      api('/api/cv/download/pdf?sessionId=a&jobMatchId=b', { cookie }),
      api('/api/job/process-docx', { method: 'POST', body: new FormData(), cookie }),
    ];
    for (const res of await Promise.all(calls())) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(free.cookie))) {
      expect(res.status).toBe(403);
      expect((await res.json()).message).toContain('Premium subscription required');
    }
  });

  it('matches a stored CV by its id and by its upload, and stores the match', async () => {
    const handles: Array<Record<string, string>> = [{ cvId: stored.cvId }, { sessionId: stored.sessionId }];
    for (const handle of handles) {
      const res = await match(premium.cookie, { ...handle, jobDescription: AD, jobTitle: 'Operations Coordinator' });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.jobMatchId).toMatch(/^[A-Za-z0-9]+$/);
      expect(body.matchResult).toMatchObject({ candidateName: 'Olivia Nguyen', jobTitle: 'Operations Coordinator' });
      expect(body.matchResult.matchScore).toBeGreaterThanOrEqual(60);
      expect(body.matchResult.missingKeywords.join(' ')).toMatch(/diploma of supply chain management/);
      expect(body.matchResult.requirements).toContainEqual(
        expect.objectContaining({ name: 'Forklift licence', kind: 'credential', essential: true, status: 'met' }),
      );
      // The report reloads by its id, for its owner only.
      const again = await (await api(`/api/job/matches/${body.jobMatchId}`, { cookie: premium.cookie })).json();
      expect(again.matchResult).toEqual(body.matchResult);
    }
  });

  it('refuses another person’s CV, malformed ids and a blank job description clearly', async () => {
    const other = await premiumUser();
    expect((await match(other.cookie, { cvId: stored.cvId, jobDescription: AD })).status).toBe(404);
    const mine = await (await match(premium.cookie, { cvId: stored.cvId, jobDescription: AD })).json();
    expect((await api(`/api/job/matches/${mine.jobMatchId}`, { cookie: other.cookie })).status).toBe(404);
    // A malformed id never reaches Firestore: the contract refuses it.
    for (const cvId of ['a/b', '../users', '__proto__'])
      expect((await match(premium.cookie, { cvId, jobDescription: AD })).status).toBe(400);
    const blank = await match(premium.cookie, { cvId: stored.cvId, jobDescription: '   ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toBe(
      'Please upload a Word document or paste the job description text before continuing.',
    );
    const none = await match(premium.cookie, { jobDescription: AD });
    expect((await none.json()).message).toBe('Please select a CV first.');
  });

  it('rewrites for the job and downloads the result as PDF and Word', async () => {
    const { jobMatchId, sessionId } = await (
      await match(premium.cookie, { cvId: stored.cvId, jobDescription: AD, jobTitle: 'Operations Coordinator' })
    ).json();
    const missing = await postJson('/api/cv/improve', { jobMatchId }, { cookie: premium.cookie });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Missing session data for CV improvement');

    const improved = await (
      await postJson('/api/cv/improve', { sessionId, jobMatchId }, { cookie: premium.cookie })
    ).json();
    expect(improved.originalCv).toContain('Olivia Nguyen');
    expect(improved.improvedCv).toContain('KEY SKILLS');
    expect(improved.improvementSummary.overallSummary).toMatch(
      /none adds anything your CV does not say|nothing worth changing/,
    );
    expect(improved.changes.length).toBeGreaterThan(0);
    const keyword = improved.changes.findIndex((c: { kind: string }) => c.kind === 'keyword');
    const undone = await (
      await postJson('/api/cv/improve', { sessionId, jobMatchId, undo: [keyword] }, { cookie: premium.cookie })
    ).json();
    expect(undone.changes[keyword].undone).toBe(true);
    expect(undone.improvedCv).not.toContain(`• ${improved.changes[keyword].after}`);

    const q = `sessionId=${sessionId}&jobMatchId=${jobMatchId}&userName=Olivia%20Nguyen&jobTitle=Ops%20Coordinator&undo=${keyword}`;
    const pdf = await api(`/api/cv/download/pdf?${q}`, { cookie: premium.cookie });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('Optimized_CV_Olivia_Nguyen_Ops_Coordinator.pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const word = await api(`/api/cv/download/word?${q}`, { cookie: premium.cookie });
    expect(word.headers.get('content-disposition')).toContain('Optimized_CV_Olivia_Nguyen_Ops_Coordinator.docx');
    const html = (await mammoth.convertToHtml({ buffer: Buffer.from(await word.arrayBuffer()) })).value;
    expect(html).toContain('<h1>Work Experience</h1>');
    expect(html).toContain('<li>Led a team of 12 warehouse staff');
    expect(html).not.toContain(`<li>${improved.changes[keyword].after}</li>`);
    expect((await api(`/api/cv/download/exe?${q}`, { cookie: premium.cookie })).status).toBe(404);
  });

  it('adds a suggestion only when the person accepts it, and both downloads carry it under the name heading', async () => {
    const { jobMatchId, sessionId } = await (
      await match(premium.cookie, { cvId: stored.cvId, jobDescription: AD, jobTitle: 'Operations Coordinator' })
    ).json();
    const improve = async (body: object) =>
      postJson('/api/cv/improve', { sessionId, jobMatchId, ...body }, { cookie: premium.cookie });
    const offered = await (await improve({})).json();
    const [first] = offered.addIfTrue as Array<{ line: string; advice: string }>;
    expect(first!.advice).toMatch(/^If you (hold|have used|work shows) /);
    expect(offered.improvedCv).not.toContain(first!.line);
    const accepted = await (await improve({ accept: [0] })).json();
    expect(accepted.improvedCv).toContain(`• ${first!.line}`);
    const bad = await improve({ accept: ['x'] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });

    const q = `sessionId=${sessionId}&jobMatchId=${jobMatchId}&accept=0`;
    const word = Buffer.from(await (await api(`/api/cv/download/word?${q}`, { cookie: premium.cookie })).arrayBuffer());
    const text = (await mammoth.extractRawText({ buffer: word })).value;
    expect(text.trimStart().split('\n')[0]).toBe('Olivia Nguyen');
    expect(text).toContain(first!.line);
    const pdf = await api(`/api/cv/download/pdf?${q}`, { cookie: premium.cookie });
    const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())));
    expect(pages[0]!.trimStart()).toMatch(/^Olivia Nguyen/);
    expect(pages.join(' ').replace(/\s+/g, ' ')).toContain(first!.line);
    expect(
      (await api(`/api/cv/download/pdf?${q.replace('accept=0', 'accept=a')}`, { cookie: premium.cookie })).status,
    ).toBe(400);
  });

  it('reads a job ad from .docx and refuses other files', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        new Uint8Array(await buildDocx({ top: [], sections: [{ heading: 'About the role', paragraphs: [AD] }] })),
      ]),
      'ad.docx',
    );
    const res = await api('/api/job/process-docx', { method: 'POST', body: form, cookie: premium.cookie });
    const body = await res.json();
    expect(body).toMatchObject({ success: true, filename: 'ad.docx' });
    expect(body.jobDescriptionText).toContain('stakeholder management');
    const bad = new FormData();
    bad.append('file', new Blob([new Uint8Array(cleanDocx)]), 'ad.doc');
    expect((await api('/api/job/process-docx', { method: 'POST', body: bad, cookie: premium.cookie })).status).toBe(
      415,
    );
  });
});
