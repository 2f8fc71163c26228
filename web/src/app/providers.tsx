import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
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

/** Toasts in the theme's colours: notistack's own green and orange give white text under 4.5:1 (WCAG AA). */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.primary.main },
}));
const TOASTS = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** One emotion cache key for the build-time render and the browser, so the browser adopts the rendered styles. */
export const createStyleCache = () => createCache({ key: 'css' });

export function AppProviders({
  children,
  styleCache,
  queryClient: given,
}: {
  children: ReactNode;
  styleCache: EmotionCache;
  /** The build-time render passes one with the visitor's (empty) session already known. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useF8FocusesToasts();
  useEscapeDismissesToasts();
  // On a phone the bottom of the screen holds what the person is reading (score cards, buttons): toasts go on top.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <QueryClientProvider client={queryClient}>
      <CacheProvider value={styleCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            Components={TOASTS}
            maxSnack={TOAST_MAX_VISIBLE}
            autoHideDuration={TOAST_DURATION_MS}
            anchorOrigin={
              narrow ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }
            }
          >
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
