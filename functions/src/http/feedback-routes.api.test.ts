import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../../packages/engine/src/test-fixtures/clean-cv';
import { api, postJson, randomIp, signedInUser, type TestUser } from '../test-support/stack-client';
import { backdateAnalysis, testDb } from '../test-support/firestore';

let docx: Buffer;
beforeAll(async () => {
  docx = await buildDocx({
    ...cleanCv,
    sections: cleanCv.sections.filter((s) => !/skills/i.test(s.heading)),
  });
});

/** Uploads and analyses a real .docx as `user`; returns the analysis id the report gets. */
async function analysed(user: TestUser) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(docx)]), 'Olivia Nguyen CV.docx');
  const ip = randomIp();
  const up = await (await api('/api/cv/upload', { method: 'POST', body: form, cookie: user.cookie, from: ip })).json();
  const res = await api('/api/cv/analyze', {
    method: 'POST',
    body: JSON.stringify({ sessionId: up.sessionId }),
    cookie: user.cookie,
    from: ip,
  });
  const body = await res.json();
  return { cvAnalysisId: body.cvAnalysisId as string, sessionId: up.sessionId as string, cvId: body.cvId as string };
}

const backdate = (user: TestUser, id: string, days: number) => backdateAnalysis(user.uid, id, days);

const accuracy = (cvAnalysisId: string, over: object = {}) => ({
  cvAnalysisId,
  sessionId: null,
  userPerceivedAccuracy: 4,
  scoreAccuracyRating: 3,
  feedbackHelpfulness: null,
  suggestionsRelevance: null,
  actualHiringOutcome: null,
  userComments: null,
  industryExperience: 'technology',
  specificCorrections: { 'sections.missing-skills': 'wrong' },
  ...over,
});

const usefulness = (cvAnalysisId: string, over: object = {}) => ({
  cvAnalysisId,
  sessionId: null,
  rating: 4,
  usefulParts: ['Overall scoring system', 'Other'],
  comments: null,
  otherFeedback: 'The evidence quotes',
  ...over,
});

describe('feedback on an analysis (live stack)', () => {
  it('prompts once, immediately after a first analysis, and stores the answer with the analysis findings', async () => {
    const user = await signedInUser();
    const { cvAnalysisId } = await analysed(user);
    const first = await (await api(`/api/feedback/prompt/${cvAnalysisId}`, { cookie: user.cookie })).json();
    expect(first).toEqual({ success: true, shouldPrompt: true, timing: 'immediate', reason: 'first_analysis' });
    const again = await (await api(`/api/feedback/prompt/${cvAnalysisId}`, { cookie: user.cookie })).json();
    expect(again).toMatchObject({ shouldPrompt: false, reason: 'already_prompted' });

    const sent = await postJson('/api/feedback/submit', accuracy(cvAnalysisId), { cookie: user.cookie });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ success: true, message: 'Thank you for your feedback!' });
    const stored = await testDb().doc(`users/${user.uid}/accuracyFeedback/${cvAnalysisId}`).get();
    expect(stored.get('scoreAccuracyRating')).toBe(3);
    // The CV without a skills section lost points for it; the snapshot keeps that for the feedback report.
    expect(stored.get('findingCodes')).toContain('sections.missing-skills');

    const second = await postJson('/api/feedback/submit', accuracy(cvAnalysisId), { cookie: user.cookie });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'feedback_exists' });
  });

  it('asks later on a second analysis, and rests a week after an answer', async () => {
    const user = await signedInUser();
    const a = await analysed(user);
    const b = await analysed(user);
    expect(await (await api(`/api/feedback/prompt/${b.cvAnalysisId}`, { cookie: user.cookie })).json()).toMatchObject({
      shouldPrompt: true,
      timing: 'delayed',
    });
    await postJson('/api/feedback/submit', accuracy(a.cvAnalysisId), { cookie: user.cookie });
    const c = await analysed(user);
    expect(await (await api(`/api/feedback/prompt/${c.cvAnalysisId}`, { cookie: user.cookie })).json()).toMatchObject({
      shouldPrompt: false,
      reason: 'recent_feedback',
    });
  });

  it('lists analyses 14 days old with no outcome, and drops one once its outcome is recorded', async () => {
    const user = await signedInUser();
    const old = await analysed(user);
    const recent = await analysed(user);
    await backdate(user, old.cvAnalysisId, 15);
    const prompt = await (await api(`/api/feedback/prompt/${old.cvAnalysisId}`, { cookie: user.cookie })).json();
    expect(prompt).toMatchObject({ shouldPrompt: true, timing: 'follow_up' });

    const list = await (await api('/api/feedback/follow-up', { cookie: user.cookie })).json();
    expect(list.success).toBe(true);
    expect(list.pendingFeedback).toEqual([
      {
        id: old.cvAnalysisId,
        filename: 'Olivia Nguyen CV.docx',
        aiScore: expect.any(Number),
        submittedAt: expect.any(String),
        actualHiringOutcome: null,
      },
    ]);
    expect(list.pendingFeedback.map((p: { id: string }) => p.id)).not.toContain(recent.cvAnalysisId);

    const patch = (body: unknown) =>
      api(`/api/feedback/${old.cvAnalysisId}/outcome`, {
        method: 'PATCH',
        body: JSON.stringify(body),
        cookie: user.cookie,
      });
    expect((await patch({ actualHiringOutcome: 'ghosted' })).status).toBe(400);
    const ok = await patch({ actualHiringOutcome: 'interviewed', additionalComments: 'Second round next week' });
    expect(await ok.json()).toEqual({ success: true, message: 'Thank you for the update!' });
    const after = await (await api('/api/feedback/follow-up', { cookie: user.cookie })).json();
    expect(after.pendingFeedback).toEqual([]);
    const doc = await testDb().doc(`users/${user.uid}/analyses/${old.cvAnalysisId}`).get();
    expect(doc.get('actualHiringOutcome')).toBe('interviewed');
  });

  it('takes one usefulness answer per analysis and reports that it exists', async () => {
    const user = await signedInUser();
    const { cvAnalysisId } = await analysed(user);
    const check = () => api(`/api/cv-analysis-feedback/check/${cvAnalysisId}`, { cookie: user.cookie });
    expect(await (await check()).json()).toEqual({ success: true, hasFeedback: false });
    const bad = await postJson('/api/cv-analysis-feedback/submit', usefulness(cvAnalysisId, { rating: 0 }), {
      cookie: user.cookie,
    });
    expect(bad.status).toBe(400);
    const long = await postJson(
      '/api/cv-analysis-feedback/submit',
      usefulness(cvAnalysisId, { comments: 'x'.repeat(251) }),
      {
        cookie: user.cookie,
      },
    );
    expect(long.status).toBe(400);
    const ok = await postJson('/api/cv-analysis-feedback/submit', usefulness(cvAnalysisId), { cookie: user.cookie });
    expect(await ok.json()).toEqual({ success: true, message: 'Thank you for your feedback!' });
    expect(await (await check()).json()).toEqual({ success: true, hasFeedback: true });
    const twice = await postJson('/api/cv-analysis-feedback/submit', usefulness(cvAnalysisId), { cookie: user.cookie });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({
      code: 'feedback_exists',
      message: 'You’ve already given feedback on this analysis. Thank you!',
    });
  });

  it("keeps each user's feedback their own: another user's analysis is not found", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const { cvAnalysisId } = await analysed(owner);
    await backdate(owner, cvAnalysisId, 20);
    const as = { cookie: other.cookie };
    expect((await api(`/api/feedback/prompt/${cvAnalysisId}`, as)).status).toBe(404);
    expect((await postJson('/api/feedback/submit', accuracy(cvAnalysisId), as)).status).toBe(404);
    expect((await api(`/api/cv-analysis-feedback/check/${cvAnalysisId}`, as)).status).toBe(404);
    expect((await postJson('/api/cv-analysis-feedback/submit', usefulness(cvAnalysisId), as)).status).toBe(404);
    const patch = await api(`/api/feedback/${cvAnalysisId}/outcome`, {
      method: 'PATCH',
      body: JSON.stringify({ actualHiringOutcome: 'hired' }),
      ...as,
    });
    expect(patch.status).toBe(404);
    expect((await (await api('/api/feedback/follow-up', as)).json()).pendingFeedback).toEqual([]);
    // The owner's analysis is untouched and still awaits its outcome.
    const mine = await (await api('/api/feedback/follow-up', { cookie: owner.cookie })).json();
    expect(mine.pendingFeedback.map((p: { id: string }) => p.id)).toEqual([cvAnalysisId]);
  });

  it('answers visitors 401 and malformed ids 404, before anything reaches Firestore', async () => {
    expect((await api('/api/feedback/follow-up')).status).toBe(401);
    expect((await api('/api/feedback/prompt/abc')).status).toBe(401);
    const user = await signedInUser();
    for (const id of ['a%2Fb', '__proto__', '..%2Fusers'])
      expect((await api(`/api/feedback/prompt/${id}`, { cookie: user.cookie })).status, id).toBe(404);
    const bad = await postJson('/api/feedback/submit', accuracy('a/b'), { cookie: user.cookie });
    expect(bad.status).toBe(400);
  });

  it('shows in the feedback report: the disputed check, its answers and its score band', async () => {
    const user = await signedInUser();
    const { cvAnalysisId } = await analysed(user);
    await postJson('/api/feedback/submit', accuracy(cvAnalysisId), { cookie: user.cookie });
    const root = path.resolve(import.meta.dirname, '../../..');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/feedback-report.ts'], {
      cwd: root,
      env: process.env,
    });
    expect(stdout).toMatch(/^Feedback report \(127\.0\.0\.1:\d+\): \d+ analyses, [1-9]\d* accuracy answers/m);
    const disputed = stdout.split('Checks users most often call wrong')[1]!;
    expect(disputed).toMatch(/^sections\.missing-skills\s+\d+\s+[1-9]\d*\s+[\d.]+/m);
  });
});
