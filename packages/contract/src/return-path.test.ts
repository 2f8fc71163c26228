import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(returnPath('/account')).toBe('/account');
    expect(returnPath('/?view=government-application&step=responses')).toBe(
      '/?view=government-application&step=responses',
    );
    expect(returnPath('/about#contact')).toBe('/about#contact');
  });
  it('refuses anything that leaves the site or loops', () => {
    for (const raw of [
      '//evil.example/account',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'account',
      '/\tevil',
      '/api/logout',
      '/sign-in',
      `/${'a'.repeat(600)}`,
      ['/account'],
      null,
    ])
      expect(returnPath(raw), String(raw)).toBeNull();
  });
});
