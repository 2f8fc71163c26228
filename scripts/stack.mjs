// Starts the whole app offline: Firestore-protocol server, the Stripe stand-in, and the
// Auth + Functions + Hosting emulators. Used by `npm start` and by the test runner.
import { spawn } from 'node:child_process';
import { supervise } from './supervise.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { SECRET_NAMES } from '../functions/src/config.ts';
import { firebaseConfig } from './firebase-config.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_PORTS = {
  // The app's address (the edge proxy); the Hosting emulator itself listens on hostingEmulator behind it.
  hosting: 5000,
  hostingEmulator: 5005,
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  stripe: 12111,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
};
/** The test stack's ports, so `npm test` runs beside a running `npm start`. */
export const TEST_PORTS = {
  hosting: 5100,
  hostingEmulator: 5105,
  auth: 9199,
  functions: 5101,
  firestore: 8180,
  stripe: 12211,
  hub: 4410,
  logging: 4510,
  eventarc: 9309,
  tasks: 9509,
};

/** True when something already listens on the port. */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(true))
      .once('listening', () => probe.close(() => resolve(false)))
      .listen(port, host);
  });
}

/** The local firebase.json: the emulator ports and a policy that lets the SPA reach the Auth emulator. */
function writeFirebaseConfig(ports) {
  const file = path.join(root, `firebase.${ports.hosting}.local.json`);
  writeFileSync(file, JSON.stringify(firebaseConfig({ authDomain: 'demo-cvmate.firebaseapp.com', ports }), null, 2));
  return file;
}

function run(name, cmd, args, env, log) {
  const child = spawn(cmd, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const onData = (d) => log(name, d.toString());
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return child;
}

async function waitFor(url, ms, isReady = (r) => r.ok) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (await isReady(r)) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((res) => setTimeout(res, 300));
  }
}

/**
 * Starts every service and resolves once /api/health answers through Hosting.
 * Returns {url, env, stop}. `quiet` keeps emulator chatter in .cvmate/<port>.log only. Once up, the services are
 * watched (supervise.mjs): `onFailure(why)` hears of a service that stops or a stack that stops answering; `stop()`
 * leaves no process behind.
 */
export async function startStack({ ports = DEFAULT_PORTS, extraEnv = {}, quiet = false, onFailure } = {}) {
  for (const [name, port] of Object.entries(ports)) {
    if (await portInUse(port)) {
      const err = new Error(`Port ${port} (${name}) is already in use: is CVMate already running?`);
      err.code = 'PORT_IN_USE';
      throw err;
    }
  }
  mkdirSync(path.join(root, '.cvmate'), { recursive: true });
  const logFile = path.join(root, '.cvmate', `stack-${ports.hosting}.log`);
  writeFileSync(logFile, '');
  const log = (name, text) => {
    const lines =
      text
        .replace(/\n$/, '')
        .split('\n')
        .map((l) => `[${name}] ${l}`)
        .join('\n') + '\n';
    writeFileSync(logFile, lines, { flag: 'a' });
    if (!quiet) process.stdout.write(lines);
  };

  const url = `http://localhost:${ports.hosting}`;
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    GCLOUD_PROJECT: 'demo-cvmate',
    APP_URL: url,
    APP_ORIGINS: [url, `http://127.0.0.1:${ports.hosting}`].join(','),
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    // As on Cloud Functions: Express's fallback error pages then carry no stack traces.
    NODE_ENV: 'production',
    // Payments go to the local Stripe stand-in; production differs only in these values.
    STRIPE_SECRET_KEY: 'sk_test_local_stand_in',
    STRIPE_WEBHOOK_SECRET: 'whsec_local_stand_in',
    STRIPE_PRICE_ID: 'price_cvmate_premium_monthly',
    STRIPE_API_HOST: `127.0.0.1:${ports.stripe}:http`,
    NO_UPDATE_NOTIFIER: '1',
    ...extraEnv,
  };
  const children = [];
  const names = ['firestore', 'stripe', 'edge', 'emulators'];
  let watch = null;
  const stop = async () => {
    watch ??= supervise(
      children.map((child, i) => ({ name: names[i], child })),
      { onFailure: () => {} },
    );
    await watch.stop();
  };
  try {
    children.push(
      run(
        'firestore',
        process.execPath,
        ['scripts/firestore-server.mjs'],
        { ...env, FIRESTORE_PORT: String(ports.firestore) },
        log,
      ),
    );
    children.push(
      run(
        'stripe',
        process.execPath,
        ['scripts/stripe-stand-in.mjs'],
        { ...env, STRIPE_STAND_IN_PORT: String(ports.stripe), STRIPE_WEBHOOK_URL: `${url}/api/subscription/webhook` },
        log,
      ),
    );
    // Declared secrets are read from here by the Functions emulator instead of Google Secret Manager.
    writeFileSync(
      path.join(root, 'functions', '.secret.local'),
      SECRET_NAMES.map((name) => `${name}=${env[name] ?? 'off'}\n`).join(''),
    );
    children.push(
      run(
        'edge',
        process.execPath,
        ['scripts/edge-proxy.mjs'],
        { ...env, EDGE_PORT: String(ports.hosting), EDGE_TARGET_PORT: String(ports.hostingEmulator) },
        log,
      ),
    );
    const config = writeFirebaseConfig(ports);
    const firebase = path.join(root, 'node_modules', '.bin', 'firebase');
    children.push(
      run(
        'emulators',
        firebase,
        ['emulators:start', '--only', 'auth,functions,hosting', '--project', 'demo-cvmate', '--config', config],
        env,
        log,
      ),
    );
    const healthy = async (r) => r.ok && (await r.json()).ok === true;
    // A service that stops while starting fails the start at once rather than after the health timeout.
    const started = waitFor(`${url}/api/health`, 120_000, healthy);
    let startFailure = null;
    watch = supervise(
      children.map((child, i) => ({ name: names[i], child })),
      {
        onFailure: (why) => {
          log('stack', `${why}; see ${logFile}`);
          startFailure ??= why;
          onFailure?.(why);
        },
        health: () => fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(healthy, () => false),
      },
    );
    await Promise.race([
      started,
      new Promise((_, reject) => {
        const check = setInterval(() => {
          if (startFailure) reject(new Error(startFailure));
        }, 200);
        started.finally(() => clearInterval(check)).catch(() => {});
      }),
    ]);
  } catch (e) {
    await stop();
    throw new Error(`${e.message}. Log: ${logFile}`, { cause: e });
  }
  return { url, env, ports, stop, logFile };
}
