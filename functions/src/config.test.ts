import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARAMS, readConfig, SECRET_NAMES } from './config';

/** Rows of the README's Configuration table: name and whether it is marked (secret). */
function readmeRows() {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Deploying'));
  return [...section.matchAll(/^\| `([A-Z_]+)`( \(secret\))? \|/gm)].map((m) => ({ name: m[1], secret: !!m[2] }));
}

describe('configuration is declared once', () => {
  it('the README table lists every setting a deployer sets, marking exactly the secrets', () => {
    const declared = Object.entries(PARAMS)
      .filter(([, p]) => !('platform' in p))
      .map(([name, p]) => ({ name, secret: 'secret' in p }));
    expect(readmeRows()).toEqual(declared);
  });

  it('binds Gemini and both Stripe keys as secrets', () => {
    expect([...SECRET_NAMES].sort()).toEqual(['GEMINI_API_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  });

  it('a Gemini key of "off" (how a deploy without Gemini fills the secret) keeps advice local', () => {
    expect(readConfig({ GEMINI_API_KEY: 'off' }).GEMINI_API_KEY).toBeUndefined();
    expect(readConfig({ GEMINI_API_KEY: 'k-123' }).GEMINI_API_KEY).toBe('k-123');
  });
});
