import { useCallback } from 'react';
import { showToast } from './toast-host';

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' is the spec's error style; 'success' is for confirmations. */
  variant?: 'default' | 'destructive' | 'success';
}

/**
 * Toasts with a title and an optional description, a close button, swipe and Escape (lib/toaster.tsx). If the
 * toaster's code cannot be fetched (offline), the toast is dropped and the page's own state still shows.
 */
export function useToast() {
  return useCallback((input: ToastInput) => {
    showToast(input).catch(() => undefined);
  }, []);
}
