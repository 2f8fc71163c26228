import { describe, expect, it } from 'vitest';
import { api, emulatorSignUp, postJson, signedInUser } from '../test-support/stack-client';

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
    const me = await api('/api/auth/user', { cookie: setCookie.split(';')[0] });
    expect(await me.json()).toEqual({ firstName: 'Matilda', lastName: 'Nguyen', email, profileImageUrl: null });
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
