import { useEffect, useState, type ComponentType } from 'react';
import type { ToastInput } from './use-toast';

// notistack and the toasts' code (toaster.tsx) load when the first toast is shown, not with the page.
let request: () => void;
const requested = new Promise<void>((resolve) => (request = resolve));
const loadToaster = () => import('./toaster');

/** Shows a toast, loading the notification area first if this is the first one. */
export async function showToast(input: ToastInput): Promise<void> {
  request();
  const { show } = await loadToaster();
  await show(input);
}

/**
 * Where the notification area mounts once a toast is asked for. The build-time HTML has no toasts, so it matches
 * what the browser first renders.
 */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    requested
      .then(loadToaster)
      .then((m) => live && setToaster(() => m.Toaster))
      // Offline: no notification area (showToast fails too); the page's own states still show.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
