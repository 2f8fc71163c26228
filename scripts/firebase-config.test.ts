import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firebaseConfig } from './firebase-config.mjs';
import { TEST_PORTS } from './stack.mjs';

const committed = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const cspOf = (config: Record<string, unknown>) => {
  const hosting = config.hosting as { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
  return hosting.headers.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy')!.value;
};
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('firebase.json per environment', () => {
  it('the committed file is the production build of the config (regenerate with scripts/firebase-config.mjs)', () => {
    expect(committed).toEqual(firebaseConfig());
  });

  it('production names the project’s auth domain and no loopback address or demo project', () => {
    const text = JSON.stringify(firebaseConfig({ authDomain: 'cvmate-prod.firebaseapp.com' }));
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]|demo-cvmate/);
    const csp = cspOf(firebaseConfig({ authDomain: 'cvmate-prod.firebaseapp.com' }));
    expect(directive(csp, 'frame-src')).toContain('https://cvmate-prod.firebaseapp.com');
    expect(directive(csp, 'connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(JSON.stringify(committed)).not.toMatch(/127\.0\.0\.1|localhost|demo-cvmate/);
  });

  it('ships the function on nodejs24 and builds everything before a deploy', () => {
    const prod = firebaseConfig() as {
      functions: Array<{ runtime: string; predeploy: string[] }>;
      hosting: { predeploy: string[] };
    };
    expect(prod.functions[0]!.runtime).toBe('nodejs24');
    expect(prod.functions[0]!.predeploy.join(' ')).toMatch(/run build/);
    expect(prod.hosting.predeploy.join(' ')).toMatch(/build -w web/);
    const pkg = JSON.parse(readFileSync(new URL('../functions/package.json', import.meta.url), 'utf8'));
    expect(pkg.engines.node).toBe('24');
  });

  it('the local stack lets the SPA reach the Auth emulator on its own port', () => {
    const local = firebaseConfig({ authDomain: 'demo-cvmate.firebaseapp.com', ports: { ...TEST_PORTS } });
    const csp = cspOf(local);
    expect(directive(csp, 'connect-src')).toContain(`http://127.0.0.1:${TEST_PORTS.auth}`);
    expect(directive(csp, 'frame-src')).toContain(`http://127.0.0.1:${TEST_PORTS.auth}`);
    // The Hosting emulator sits behind the edge proxy, which has the app's own port.
    expect((local.emulators as { hosting: { port: number } }).hosting.port).toBe(TEST_PORTS.hostingEmulator);
  });
});
