import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useF8FocusesToasts();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          maxSnack={TOAST_MAX_VISIBLE}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
