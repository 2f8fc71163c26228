import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../../packages/engine/src/test-fixtures/clean-cv';
import { api, BASE_URL, randomIp, signedInUser } from '../test-support/stack-client';

/** A real multipart upload's bytes and content type, so a test can send part of it. */
async function multipart(bytes: Uint8Array, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const req = new Request('http://local/upload', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

describe('security baseline (live stack)', () => {
  it('serves pages with CSP (no framing), nosniff and a referrer policy', async () => {
    const res = await fetch(`${BASE_URL}/about`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers an id named like an object member with 404 at once, and names no server software', async () => {
    // Without the check the id reached the local Firestore server, which answered 500 after 6–8 s.
    const user = await signedInUser();
    for (const id of ['constructor', 'toString', 'valueOf']) {
      const res = await api(`/api/user/cvs/${id}`, { method: 'DELETE', cookie: user.cookie });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toHaveProperty('code');
      expect(res.headers.get('x-powered-by')).toBeNull();
      // In a body, the same id is refused as invalid input.
      const body = JSON.stringify({ sessionId: id });
      expect((await api('/api/cv/analyze', { method: 'POST', body, from: randomIp() })).status, id).toBe(400);
    }
    expect((await api('/api/health')).headers.get('x-powered-by')).toBeNull();
  });

  it('answers a malformed path itself and keeps serving', async () => {
    const { hostname: host, port } = new URL(BASE_URL);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), host === 'localhost' ? '127.0.0.1' : host, () =>
        socket.write('GET // HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (c) => (text += c.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect((await api('/api/health')).status).toBe(200);
    expect((await fetch(`${BASE_URL}/about`)).status).toBe(200);
  });

  it('serves /api while slow clients trickle their bodies in (they hold no slot)', async () => {
    const { hostname: host, port } = new URL(BASE_URL);
    // More slow bodies than the edge lets through at once (4): each promises 1,000 bytes and sends one.
    const slow = Array.from({ length: 6 }, () =>
      net.connect(Number(port), host === 'localhost' ? '127.0.0.1' : host, function (this: net.Socket) {
        this.write(`POST /api/cv/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n`);
        this.write(`Origin: ${BASE_URL}\r\nContent-Length: 1000\r\n\r\n{`);
      }),
    );
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect((await api('/api/health')).status).toBe(200);
    } finally {
      for (const s of slow) s.destroy();
    }
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

  it('answers a truncated upload with a 400 in our words while the uploads beside it complete', async () => {
    const full = await multipart(await buildDocx(cleanCv), 'cv.docx');
    const send = (body: Buffer) =>
      api('/api/cv/upload', {
        method: 'POST',
        body: new Uint8Array(body),
        origin: BASE_URL,
        headers: { 'Content-Type': full.type },
        from: randomIp(),
      });
    const results = await Promise.all([
      send(full.body.subarray(0, 400)),
      send(full.body),
      send(full.body.subarray(0, 400)),
      send(full.body),
    ]);
    expect(results.map((r) => r.status)).toEqual([400, 200, 400, 200]);
    expect(await results[0]!.json()).toEqual({
      code: 'upload_incomplete',
      message: 'The upload was cut off before it finished. Please try again.',
    });
    expect((await api('/api/health')).status).toBe(200);
  });

  it('reads non-ASCII file names as UTF-8 and strips direction controls', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await buildDocx(cleanCv))]), 'Zoë-履歴書\u202excod.docx');
    const res = await api('/api/cv/upload', {
      method: 'POST',
      body: form,
      from: randomIp(),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).filename).toBe('Zoë-履歴書xcod.docx');
  });

  it('allows state changes only from the configured origins, whatever the request says about its host', async () => {
    const user = await signedInUser();
    const attempts: Array<Record<string, string>> = [
      { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
      { Origin: 'https://evil.example', Host: 'evil.example' },
      { Origin: BASE_URL.replace('http:', 'https:') },
      { Origin: 'null' },
    ];
    for (const headers of attempts) {
      const res = await api('/api/account', { method: 'DELETE', cookie: user.cookie, origin: null, headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden_origin' });
    }
    // Still there: the account answers, and our own origin may still act.
    expect((await api('/api/auth/user', { cookie: user.cookie })).status).toBe(200);
    expect((await api('/api/account', { method: 'DELETE', cookie: user.cookie })).status).toBe(200);
  });

  it('refuses ids that could address another document, before Firestore: 400 or 404, never 500', async () => {
    const user = await signedInUser();
    for (const sessionId of ['a/b', '../users', '__proto__', 'x'.repeat(200)]) {
      const res = await api('/api/cv/analyze', {
        method: 'POST',
        body: JSON.stringify({ sessionId }),
        cookie: user.cookie,
        from: randomIp(),
      });
      expect(res.status, sessionId).toBe(400);
    }
    for (const id of ['a%2Fb', '..%2Fusers', '__proto__'])
      expect((await api(`/api/user/cvs/${id}`, { method: 'DELETE', cookie: user.cookie })).status, id).toBe(404);
  });
});
