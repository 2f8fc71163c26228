// Runs the API and browser tests against a freshly started local stack (on test ports), then stops it.
// `--only e2e` or `--only api` narrows the run; any other arguments (e.g. a spec's file name) go to vitest.
import { spawn } from 'node:child_process';
import { findBrowser } from './find-browser.mjs';
import { startStack, TEST_PORTS, root } from './stack.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const projects = only ? [only] : ['api', 'e2e'];

let browser = null;
if (projects.includes('e2e')) {
  browser = await findBrowser().catch((e) => {
    console.error(`No browser for the browser specs: ${e.message}`);
    process.exit(1);
  });
  console.log(`Browser specs use ${browser.path}, from ${browser.source}`);
}

const started = Date.now();
const stack = await startStack({
  ports: TEST_PORTS,
  quiet: true,
  extraEnv: { FORM_RATE_LIMIT_MAX: '40', PREMIUM_WORK_RATE_LIMIT_MAX: '60' },
}).catch((e) => {
  console.error(`Could not start the test stack: ${e.message}`);
  process.exit(1);
});
console.log(`Test stack up at ${stack.url} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const env = {
  ...process.env,
  CVMATE_URL: stack.url,
  CVMATE_AUTH_HOST: `127.0.0.1:${TEST_PORTS.auth}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${TEST_PORTS.firestore}`,
  GCLOUD_PROJECT: 'demo-cvmate',
  ...(browser ? { CHROMIUM_PATH: browser.path } : {}),
};
const filters = process.argv.slice(2).filter((a, i, all) => a !== '--only' && all[i - 1] !== '--only');
const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...filters];
const child = spawn('npx', args, { cwd: root, env, stdio: 'inherit' });
const code = await new Promise((resolve) => child.on('exit', resolve));
await stack.stop();
if (code) console.error(`Tests failed; stack log: ${stack.logFile}`);
process.exit(code ?? 1);
