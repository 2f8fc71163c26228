/**
 * Build-time rendering of the public pages (scripts/prerender.mjs): the HTML and critical CSS a visitor sees before
 * any JavaScript runs. Rendered as a signed-out visitor; the browser then hydrates it (main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders, createStyleCache } from './app/providers';
import { AppRoutes } from './app/routes';
import { createVisitorQueryClient } from './app/visitor-query-client';

export { PUBLIC_PAGES } from './app/page-meta';

export async function render(path: string): Promise<{ html: string; styles: string }> {
  const page = (styleCache: ReturnType<typeof createStyleCache>) => (
    <AppProviders styleCache={styleCache} queryClient={createVisitorQueryClient()}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  // First a render that waits for every lazy part of the page to load (its output is not used: React places the
  // parts that waited with inline scripts, which the CSP rightly blocks). Then, with nothing left to wait for, a
  // plain render that writes the whole page in place.
  const warm = await prerenderToNodeStream(page(createStyleCache()));
  for await (const _chunk of warm.prelude) void _chunk;
  const styleCache = createStyleCache();
  const html = renderToString(page(styleCache));
  if (/<!--\$[?!]-->|<template id=/.test(html)) throw new Error(`${path}: part of the page did not render`);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(styleCache);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
