import { describe, expect, it } from 'vitest';
import { signUpSchema } from './user';
import { displayName, initials } from './display-name';

const user = (firstName: string | null, lastName: string | null, email: string | null) => ({
  firstName,
  lastName,
  email,
  profileImageUrl: null,
});

describe('displayName', () => {
  it('joins first and last name', () => expect(displayName(user('Ada', 'Lovelace', 'a@b.au'))).toBe('Ada Lovelace'));
  it('uses the first name alone', () => expect(displayName(user('Ada', null, 'a@b.au'))).toBe('Ada'));
  it('falls back to the e-mail before the at-sign', () =>
    expect(displayName(user(null, 'Lovelace', 'ada.l@b.au'))).toBe('ada.l'));
  it("falls back to 'User'", () => expect(displayName(user(null, null, null))).toBe('User'));
  it('ignores blank names', () => expect(displayName(user('  ', ' ', 'x@y.au'))).toBe('x'));
});

describe('initials', () => {
  it('upper-cases first and last initials', () => expect(initials(user('ada', 'lovelace', null))).toBe('AL'));
  it('uses one initial when one name exists', () => expect(initials(user('ada', null, null))).toBe('A'));
  it("falls back to 'U'", () => expect(initials(user(null, null, 'x@y.au'))).toBe('U'));
});

describe('signUpSchema', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.com.au',
    password: 'longenough',
    confirmAge: true,
  };
  it('accepts a complete sign-up', () => expect(signUpSchema.safeParse(valid).success).toBe(true));
  it('requires the 18+ confirmation', () => {
    const r = signUpSchema.safeParse({ ...valid, confirmAge: false });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('You must be 18 or older and accept the Terms of Use');
  });
});
