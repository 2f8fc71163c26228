import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, postJson, signedInUser } from '../test-support/stack-client';
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

  it('rejects malformed JSON with a 400 and keeps serving', async () => {
    // The Functions runtime parses JSON before Express sees it, so this 400 is the platform's own page.
    const res = await api('/api/support', {
      method: 'POST',
      body: '{"name":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/at .*\.(js|ts):\d+/);
    expect((await api('/api/health')).status).toBe(200);
  });

  it('limits support and feedback per IP address', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) {
      const res = await api('/api/support', {
        method: 'POST',
        body: JSON.stringify(support(`r${i}@example.com.au`)),
        headers: { 'X-Forwarded-For': ip },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Another address is unaffected.
    const other = await api('/api/support', {
      method: 'POST',
      body: JSON.stringify(support('o@example.com.au')),
      headers: { 'X-Forwarded-For': '198.51.100.7' },
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
