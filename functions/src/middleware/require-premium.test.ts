import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { requirePremium } from './require-premium';
import { HttpError } from './http-error';

const run = async (user: Request['user'], premium: boolean) => {
  let passed: unknown = 'not called';
  await requirePremium({ isPremium: async () => premium })(
    { user } as Request,
    {} as never,
    (e?: unknown) => (passed = e),
  );
  return passed;
};
const someone = { uid: 'u1', email: null, name: null, picture: null };

describe('requirePremium', () => {
  it('refuses visitors with 401', async () =>
    expect(await run(null, false)).toMatchObject({ status: 401, code: 'unauthenticated' }));
  it('refuses free users with 403 and the premium message', async () => {
    const e = (await run(someone, false)) as HttpError;
    expect(e.status).toBe(403);
    expect(e.message).toContain('Premium subscription required');
  });
  it('lets premium users through', async () => expect(await run(someone, true)).toBeUndefined());
});
