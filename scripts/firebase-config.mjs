// firebase.json for each environment, built from one description. Production (the committed firebase.json, and the
// file `npm run deploy` writes for a project) names the real auth domain and no loopback address; the local stack
// adds the Auth emulator's origin to the Content-Security-Policy and the emulator ports.
// `node scripts/firebase-config.mjs > firebase.json` rewrites the committed file (a test keeps the two equal).
import { fileURLToPath } from 'node:url';

const GOOGLE_SIGN_IN = ['https://accounts.google.com'];
const TOKEN_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/**
 * The policy the SPA needs. `authDomain` is the Firebase auth domain the web SDK frames for Google sign-in; when it
 * is the app's own domain (Firebase's advice for browsers that block third-party storage) 'self' already covers it.
 */
export function contentSecurityPolicy({ authDomain, authEmulatorPort } = {}) {
  const emulator = authEmulatorPort ? [`http://127.0.0.1:${authEmulatorPort}`] : [];
  const authOrigin = authDomain ? [`https://${authDomain}`] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'https://apis.google.com'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...TOKEN_APIS, ...emulator],
    'frame-src': ["'self'", ...authOrigin, ...GOOGLE_SIGN_IN, ...emulator],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const header = (key, value) => ({ key, value });

function hosting(csp) {
  return {
    public: 'web/dist',
    ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
    predeploy: ['npm run build -w web'],
    cleanUrls: true,
    rewrites: [
      { source: '/api/**', function: { functionId: 'api', region: 'australia-southeast1' } },
      // Public pages are prerendered files (scripts/prerender.mjs); every other route gets the empty SPA shell.
      { source: '**', destination: '/app.html' },
    ],
    headers: [
      {
        source: '**',
        headers: [
          header('Content-Security-Policy', csp),
          header('X-Content-Type-Options', 'nosniff'),
          header('Referrer-Policy', 'strict-origin-when-cross-origin'),
          header('X-Frame-Options', 'DENY'),
          header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()'),
          header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains'),
        ],
      },
      { source: '/assets/**', headers: [header('Cache-Control', 'public, max-age=31536000, immutable')] },
      // Pages (every path without a file extension, and the HTML files behind them) are never stored: after Log out,
      // Back must fetch the page again rather than show the last person's account from the browser's caches.
      { source: '**/!(*.*)', headers: [header('Cache-Control', 'private, no-store')] },
      { source: '**/*.html', headers: [header('Cache-Control', 'private, no-store')] },
    ],
  };
}

function emulators(ports) {
  const at = (port) => ({ host: '127.0.0.1', port });
  return {
    singleProjectMode: true,
    auth: at(ports.auth),
    functions: at(ports.functions),
    hosting: at(ports.hostingEmulator ?? ports.hosting),
    ui: { enabled: false },
    hub: at(ports.hub),
    logging: at(ports.logging),
    eventarc: at(ports.eventarc),
    tasks: at(ports.tasks),
  };
}

/** The whole firebase.json: production when `ports` is absent, the local emulator stack when given. */
export function firebaseConfig({ authDomain, ports } = {}) {
  const csp = contentSecurityPolicy({ authDomain, authEmulatorPort: ports?.auth });
  return {
    hosting: hosting(csp),
    functions: [
      {
        source: 'functions',
        codebase: 'default',
        runtime: 'nodejs24',
        ignore: ['node_modules', 'src', '*.test.ts', 'build.mjs'],
        // Builds the bundle so a deploy can never ship a stale lib/index.js.
        predeploy: ['npm --prefix "$RESOURCE_DIR" run build'],
      },
    ],
    firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
    storage: { rules: 'storage.rules' },
    ...(ports ? { emulators: emulators(ports) } : {}),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(firebaseConfig(), null, 2)}\n`);
}
