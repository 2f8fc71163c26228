import { describe, expect, it } from 'vitest';
import { api, BASE_URL } from '../test-support/stack-client';

describe('security baseline (live stack)', () => {
  it('serves pages with CSP (no framing), nosniff and a referrer policy', async () => {
    const res = await fetch(`${BASE_URL}/about`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps personal API answers out of shared caches and never leaks a stack trace', async () => {
    const res = await api('/api/auth/user');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bad = await api('/api/cv/upload', {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
    });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(JSON.parse(text)).toHaveProperty('code');
  });
});
