/** Helpers for API tests that talk to the running local stack (started by scripts/test-stack.mjs). */
import { randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { Agent } from 'undici';

export const BASE_URL = process.env.CVMATE_URL ?? 'http://localhost:5100';
const AUTH_HOST = process.env.CVMATE_AUTH_HOST ?? '127.0.0.1:9199';

/**
 * A random loopback address (127.x.y.z): a request sent `from` it really comes from another client address, as the
 * platform sees it, so a test gets its own per-address allowance without trusting any header.
 */
export const randomIp = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const agents = new Map<string, Agent>();
/** A connection pool whose sockets leave from `address`. */
function from(address: string): Agent {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({
      connect: (opts, done) => {
        const host = opts.hostname === 'localhost' ? '127.0.0.1' : opts.hostname;
        const socket = net.connect({ host, port: Number(opts.port), localAddress: address });
        socket.once('connect', () => done(null, socket)).once('error', (e) => done(e, null));
      },
    });
    agents.set(address, agent);
  }
  return agent;
}

export interface TestUser {
  uid: string;
  email: string;
  cookie: string;
}

/** An e-mail and password call to the Auth emulator's REST API ('signUp' or 'signInWithPassword'): a real ID token. */
async function emulatorAccount(action: 'signUp' | 'signInWithPassword', email: string, password: string) {
  const res = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator ${action} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { idToken: string; localId: string };
  return { email, idToken: body.idToken, uid: body.localId };
}

/** A real account in the Auth emulator and a real ID token for it. */
export const emulatorSignUp = (email = `user-${randomUUID()}@example.com.au`, password = 'correct-horse-1') =>
  emulatorAccount('signUp', email, password);

/** A fresh sign-in to an existing account (password 'correct-horse-1' unless given). */
export const emulatorSignIn = (email: string, password = 'correct-horse-1') =>
  emulatorAccount('signInWithPassword', email, password);

export function api(path: string, init: RequestInit & { cookie?: string; origin?: string | null; from?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('Cookie', init.cookie);
  const origin = init.origin === undefined ? BASE_URL : init.origin;
  if (origin) headers.set('Origin', origin);
  if (init.body && typeof init.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  const dispatcher = init.from ? from(init.from) : undefined;
  return fetch(`${BASE_URL}${path}`, {
    ...init,
    headers,
    redirect: 'manual',
    ...(dispatcher && { dispatcher }),
  } as RequestInit);
}

/**
 * A POST whose body the platform may refuse before it has all arrived (a 33 MB body): answered with the status the
 * platform sent, though it closed the connection while the body was still going up (fetch reports that as a failed
 * request, EPIPE, whenever the upload outruns the answer). Rejects only when no answer came at all.
 */
export function postUntilAnswered(path: string, body: string, headers: Record<string, string>) {
  const url = new URL(`${BASE_URL}${path}`);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    let answered = false;
    const req = http.request(
      url,
      { method: 'POST', headers: { ...headers, Origin: BASE_URL, 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    // The upload cut short after the answer began is the platform refusing it: the answer stands.
    req.on('error', (e) => setTimeout(() => (answered ? undefined : reject(e)), 500));
    req.end(body);
  });
}

export const postJson = (path: string, body: unknown, opts: { cookie?: string; origin?: string | null } = {}) =>
  api(path, { method: 'POST', body: JSON.stringify(body), ...opts });

/** Signs up in the emulator and exchanges the token for a session cookie, as the sign-in page does. */
export async function signedInUser(profile = { firstName: 'Test', lastName: 'User' }): Promise<TestUser> {
  const { email, idToken, uid } = await emulatorSignUp();
  const res = await postJson('/api/session', { idToken, profile: { ...profile, acceptedTerms: true } });
  if (!res.ok) throw new Error(`Session failed: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0]!;
  return { uid, email, cookie };
}
