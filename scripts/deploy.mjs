// `npm run deploy -- --project <id>`: writes the production firebase.json for that project (its auth domain in the
// Content-Security-Policy, from functions/.env.<id>) and runs `firebase deploy` with it. The predeploy hooks build
// the web app and the function bundle, so nothing stale ships.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { firebaseConfig } from './firebase-config.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = process.argv.indexOf('--project');
const project = at > 0 ? process.argv[at + 1] : undefined;
if (!project) {
  console.error('Usage: npm run deploy -- --project <firebase-project-id> [other firebase deploy flags]');
  process.exit(2);
}
const envFile = path.join(root, 'functions', `.env.${project}`);
const settings = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
const authDomain = settings.FIREBASE_AUTH_DOMAIN;
if (!authDomain) {
  console.error(`Set FIREBASE_AUTH_DOMAIN (and FIREBASE_API_KEY, STRIPE_PRICE_ID, APP_URL) in ${envFile} first.`);
  process.exit(2);
}
const config = path.join(root, `firebase.${project}.local.json`);
writeFileSync(config, JSON.stringify(firebaseConfig({ authDomain }), null, 2));
console.log(`Deploying ${project} with ${path.basename(config)} (auth domain ${authDomain})`);
const rest = process.argv.slice(2).filter((_, i, all) => all[i] !== '--project' && all[i - 1] !== '--project');
const firebase = path.join(root, 'node_modules', '.bin', 'firebase');
const result = spawnSync(firebase, ['deploy', '--project', project, '--config', config, ...rest], {
  cwd: root,
  stdio: 'inherit',
  // The web build (a predeploy hook) writes canonical URLs, Open Graph tags and the sitemap for this address.
  env: { ...process.env, ...(settings.APP_URL ? { CVMATE_SITE_URL: settings.APP_URL } : {}) },
});
process.exit(result.status ?? 1);
