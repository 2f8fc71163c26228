import type { Auth } from 'firebase/auth';

interface WebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  authEmulatorUrl: string | null;
}

let authPromise: Promise<Auth> | null = null;

/**
 * Firebase Auth, loaded only on the sign-in page. Persistence is in memory: the __session cookie is the
 * session, so nothing about the user lingers in the browser's storage.
 */
export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp }, authModule, res] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      fetch('/api/config', { credentials: 'include' }),
    ]);
    const config = (await res.json()) as WebConfig;
    const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    const auth = authModule.initializeAuth(app, {
      persistence: authModule.inMemoryPersistence,
      popupRedirectResolver: authModule.browserPopupRedirectResolver,
    });
    if (config.authEmulatorUrl) authModule.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return auth;
  })();
  return authPromise;
}
