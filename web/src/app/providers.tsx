import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createQueryClient } from '../lib/query-client';
import { ToastHost } from '../lib/toast-host';
import { theme } from './theme';
import { SubscriptionSync } from './subscription-sync';

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
  return (
    <QueryClientProvider client={queryClient}>
      <CacheProvider value={styleCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <ToastHost />
          <SubscriptionSync />
        </ThemeProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
