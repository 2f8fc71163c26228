import { describe, expect, it } from 'vitest';
import { maySignedIn } from './signed-in-hint';

describe('the signed-in hint', () => {
  it('is read from the cookie string wherever it sits', () => {
    expect(maySignedIn('cvmate_signed_in=1')).toBe(true);
    expect(maySignedIn('theme=dark; cvmate_signed_in=1; other=x')).toBe(true);
    expect(maySignedIn('')).toBe(false);
    expect(maySignedIn('xcvmate_signed_in=1; cvmate_signed_in_old=1')).toBe(false);
  });
});
