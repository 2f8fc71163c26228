// Finds a Chromium for the browser specs, saying which one it chose. In order: CHROMIUM_PATH; Debian's chromium
// (what .ci/run installs with apt); else the headless Chromium shipped inside the @sparticuz/chromium npm package
// (a devDependency, so `npm ci && npm test` works on a machine with no browser and no root). Nothing is downloaded
// from anywhere but the npm registry and Debian.
import { existsSync } from 'node:fs';

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @returns {Promise<{ path: string, source: string }>} */
export async function findBrowser(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
    return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  }
  const system = SYSTEM.find((p) => existsSync(p));
  if (system) return { path: system, source: 'the system Chromium' };
  const { default: packaged } = await import('@sparticuz/chromium');
  // Unpacks the brotli-compressed build into the temp folder on first use (about 2 s), then reuses it.
  return { path: await packaged.executablePath(), source: 'the @sparticuz/chromium npm package (no system Chromium)' };
}
