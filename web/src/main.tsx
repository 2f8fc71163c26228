import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createStyleCache } from './app/providers';
import { routes } from './app/routes';
import { createVisitorQueryClient } from './app/visitor-query-client';
import { maySignedIn } from './lib/signed-in-hint';

const container = document.getElementById('root')!;
// Public pages arrive rendered at build time (scripts/prerender.mjs) as a visitor sees them: a visitor's browser
// takes over that HTML, knowing (as the render did) that there is no session. Someone who may be signed in gets
// their own page instead, so it is rendered afresh rather than hydrated.
const hydrate = container.hasChildNodes() && !maySignedIn(document.cookie);
const app = (
  <StrictMode>
    <AppProviders styleCache={createStyleCache()} queryClient={hydrate ? createVisitorQueryClient() : undefined}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);
if (hydrate) hydrateRoot(container, app);
else createRoot(container).render(app);
