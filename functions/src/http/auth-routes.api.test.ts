import { describe, expect, it } from 'vitest';
import { api, emulatorSignIn, emulatorSignUp, postJson, signedInUser } from '../test-support/stack-client';
import { setLastActive, setSignedOutAt } from '../test-support/firestore';

describe('accounts and sessions (live stack)', () => {
  it('answers 401 in the API error shape when signed out', async () => {
    const res = await api('/api/auth/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'unauthenticated', message: 'Please sign in to continue.' });
  });

  it('sets an httpOnly, Secure, SameSite=Lax __session cookie and returns the sign-up names', async () => {
    const { idToken, email } = await emulatorSignUp();
    const res = await postJson('/api/session', {
      idToken,
      profile: { firstName: 'Matilda', lastName: 'Nguyen', acceptedTerms: true },
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__session=[^;]+/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The readable hint beside it says only "there may be a session" (no secret, not HttpOnly).
    const hint = setCookie.split(/,\s*(?=[\w-]+=)/).find((c) => c.startsWith('cvmate_signed_in='));
    expect(hint).toMatch(/^cvmate_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    const me = await api('/api/auth/user', { cookie: setCookie.split(';')[0] });
    expect(await me.json()).toEqual({ firstName: 'Matilda', lastName: 'Nguyen', email, profileImageUrl: null });
  });

  it('ends the session on logout: the old cookie no longer works anywhere', async () => {
    const { cookie } = await signedInUser();
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
    await api('/api/logout', { cookie, headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect((await api('/api/auth/user', { cookie })).status).toBe(401);
    const other = await signedInUser();
    await api('/api/force-logout', { cookie: other.cookie });
    expect((await api('/api/auth/user', { cookie: other.cookie })).status).toBe(401);
  });

  it('lets a person sign back in within the same second as their logout, and keeps the old session ended', async () => {
    const first = await signedInUser();
    // The next sign-in falls in a later second than the first, as a real person's would.
    await new Promise((r) => setTimeout(r, 1100));
    await api('/api/logout', { cookie: first.cookie, headers: { 'Sec-Fetch-Site': 'same-origin' } });
    const { idToken } = await emulatorSignIn(first.email);
    const authTime = (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { auth_time: number })
      .auth_time;
    // auth_time has one-second resolution: a logout recorded later in that same second is the race this covers.
    await setSignedOutAt(first.uid, authTime * 1000 + 500);
    const session = await postJson('/api/session', { idToken });
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
    expect((await api('/api/auth/user', { cookie: first.cookie })).status).toBe(401);
  });

  it('does not let another site log a user out', async () => {
    const { cookie } = await signedInUser();
    for (const site of ['cross-site', 'same-site']) {
      const res = await api('/api/logout', { cookie, headers: { 'Sec-Fetch-Site': site } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
  });

  it('ends a session left idle for more than 12 hours', async () => {
    const user = await signedInUser();
    await setLastActive(user.uid, 11);
    expect((await api('/api/auth/user', { cookie: user.cookie })).status).toBe(200);
    await setLastActive(user.uid, 13);
    const idle = await api('/api/auth/user', { cookie: user.cookie });
    expect(idle.status).toBe(401);
    expect(idle.headers.get('set-cookie')).toMatch(/__session=;/);
  });

  it('refuses a forged ID token', async () => {
    const res = await postJson('/api/session', { idToken: 'not-a-token' });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('unauthenticated');
  });

  it('refuses state-changing requests from an unknown or missing Origin', async () => {
    const { idToken } = await emulatorSignUp();
    for (const origin of ['https://evil.example', null]) {
      const res = await postJson('/api/session', { idToken }, { origin });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('forbidden_origin');
    }
  });

  it('redirects login, logout and force-logout, clearing the cookie', async () => {
    expect((await api('/api/login')).headers.get('location')).toBe('/sign-in');
    expect((await api('/api/login?mode=signup')).headers.get('location')).toBe('/sign-in?mode=signup');
    // A deep link is kept through sign-in only when it is a path on this site.
    const next = encodeURIComponent('/?view=government-application&step=responses');
    expect((await api(`/api/login?next=${next}`)).headers.get('location')).toBe(`/sign-in?next=${next}`);
    for (const away of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/api/logout'])
      expect((await api(`/api/login?next=${encodeURIComponent(away)}`)).headers.get('location')).toBe('/sign-in');
    const { cookie } = await signedInUser();
    const logout = await api('/api/logout', { cookie });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect(logout.headers.get('set-cookie')).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    const force = await api('/api/force-logout', { cookie });
    expect(force.headers.get('location')).toBe('/sign-in?switch=1');
    expect(force.headers.get('set-cookie')).toMatch(/__session=;/);
  });

  it('treats a tampered cookie as signed out', async () => {
    const { cookie } = await signedInUser();
    const res = await api('/api/auth/user', { cookie: `${cookie}x` });
    expect(res.status).toBe(401);
  });

  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    const res = await api('/api/nope');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('not_found');
  });
});
