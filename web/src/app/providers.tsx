import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@cvmate/contract';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';

/** F8 moves focus to the notification area, as the spec's toast region promises. */
function useF8FocusesToasts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F8') return;
      const toast = document.querySelector<HTMLElement>(
        '.notistack-SnackbarContainer [role="alert"], .notistack-SnackbarContainer',
      );
      if (toast) {
        toast.tabIndex = -1;
        toast.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Escape dismisses the visible toast. */
function useEscapeDismissesToasts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeSnackbar();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useF8FocusesToasts();
  useEscapeDismissesToasts();
  // On a phone the bottom of the screen holds what the person is reading (score cards, buttons): toasts go on top.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          maxSnack={TOAST_MAX_VISIBLE}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={
            narrow ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }
          }
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
