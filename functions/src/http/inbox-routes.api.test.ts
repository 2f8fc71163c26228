import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, postJson, postUntilAnswered, randomIp, signedInUser } from '../test-support/stack-client';
import { testDb } from '../test-support/firestore';

const support = (email: string) => ({
  name: 'Jo Citizen',
  email,
  subject: 'Technical Issue',
  message: 'The upload button does nothing.',
});

describe('support and feedback (live stack)', () => {
  it('stores a valid support request in supportRequests, without credentials', async () => {
    const email = `s-${randomUUID()}@example.com.au`;
    const res = await postJson('/api/support', support(email));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const snap = await testDb().collection('supportRequests').where('email', '==', email).get();
    expect(snap.size).toBe(1);
    expect(snap.docs[0]!.data()).toMatchObject({ subject: 'Technical Issue', status: 'new' });
  });

  it('answers 400 with the form wording per field', async () => {
    const res = await postJson('/api/support', { name: '', email: 'x', subject: 'Nope', message: 'short' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('Name is required');
    expect(body.fields).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      subject: 'Please select a subject',
      message: 'Message must be at least 10 characters',
    });
  });

  it('refuses an oversized body with 413 and keeps serving', async () => {
    const res = await postJson('/api/support', { ...support('big@example.com.au'), message: 'x'.repeat(300_000) });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('body_too_large');
    expect((await api('/api/health')).status).toBe(200);
  });

  it('refuses bodies the runtime cannot read (malformed JSON, null, UTF-16, bad gzip, over 32 MB) with a 4xx, and keeps serving', async () => {
    // The Functions runtime parses bodies before Express sees them, so these answers are the platform's own pages
    // (docs/architecture.md, "Errors"): a 4xx with no stack trace, and nothing stored.
    const json = { 'Content-Type': 'application/json' };
    const cases: Array<[string, RequestInit & { headers: Record<string, string> }, number]> = [
      ['malformed', { body: '{"name":', headers: json }, 400],
      ['null', { body: 'null', headers: json }, 400],
      ['UTF-16', { body: '{}', headers: { 'Content-Type': 'application/json; charset=utf-16' } }, 400],
      ['bad gzip', { body: 'not gzip at all', headers: { ...json, 'Content-Encoding': 'gzip' } }, 400],
    ];
    for (const [name, init, status] of cases) {
      const res = await api('/api/support', { method: 'POST', ...init });
      expect(res.status, name).toBe(status);
      expect(await res.text(), name).not.toMatch(/at .*\.(js|ts):\d+/);
    }
    // Over the platform's 32 MB: refused, though the answer may come while the body is still going up.
    const huge = await postUntilAnswered('/api/support', `{"message":"${'x'.repeat(33 * 1024 * 1024)}"}`, json);
    expect(huge.status).toBe(413);
    expect(huge.text).not.toMatch(/at .*\.(js|ts):\d+/);
    expect((await api('/api/health')).status).toBe(200);
  });

  it('limits support and feedback per client address, shared across requests in parallel, whatever X-Forwarded-For says', async () => {
    const ip = randomIp();
    // Each request claims another address in X-Forwarded-For: the platform's last hop (the real address) wins.
    const send = (i: number) =>
      api('/api/support', {
        method: 'POST',
        body: JSON.stringify(support(`r${i}@example.com.au`)),
        from: ip,
        headers: { 'X-Forwarded-For': `198.51.100.${i}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await send(i)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // The counter lives in Firestore, so parallel requests cannot overspend it: exactly 10 more of 12 get through.
    const parallel = await Promise.all(Array.from({ length: 12 }, (_, i) => send(30 + i)));
    const codes = parallel.map((r) => r.status).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(10);
    expect(codes.filter((s) => s === 429)).toHaveLength(2);
    const refused = parallel.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please wait a few minutes and try again.',
    });
    // Another address is unaffected.
    const other = await api('/api/support', {
      method: 'POST',
      body: JSON.stringify(support('o@example.com.au')),
      from: randomIp(),
    });
    expect(other.status).toBe(200);
  });

  it('stores general feedback with the signed-in uid', async () => {
    const user = await signedInUser();
    const message = `Please add cover letters ${randomUUID()}`;
    const res = await postJson(
      '/api/feedback',
      { name: '', email: '', feedbackType: 'Feature Request', message },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(200);
    const snap = await testDb().collection('generalFeedback').where('message', '==', message).get();
    expect(snap.docs[0]?.data()).toMatchObject({ uid: user.uid, feedbackType: 'Feature Request', email: null });
  });

  it('rejects feedback without a type', async () => {
    const res = await postJson('/api/feedback', { feedbackType: '', message: 'Something long enough' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.feedbackType).toBe('Please select a feedback type');
  });
});
