import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createStyleCache } from './app/providers';
import { AppRoutes } from './app/routes';
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
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of blocking the main
// thread for the whole page (the page is already visible; a click meanwhile is replayed once its part is live).
if (hydrate) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

// Back and Forward can bring a page back from the browser's memory (the back-forward cache) as it was, with the last
// person's data on it even after Log out. Such a page is loaded again, so it shows only what the server still allows.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});
