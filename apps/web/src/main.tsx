import './styles/fonts/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { SiteOrigin } from './hooks/use-site-origin';

// zod compiles parsers with `new Function` when it may; the shop's CSP forbids eval, so say so up front
// instead of letting every page load report a blocked probe. zod takes its settings from this global
// when it first loads (with a form, later), so the first screen's JavaScript need not carry zod.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** The page modules the address needs, loaded before hydration so the first render is the server's. */
async function loadMatchedPages(routes: RouteObject[]) {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient, { awaitReads: false });
  const state = readServerState();
  if (!state) {
    // A page the server did not render (the owner's console, the development server).
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </App>
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, state.queries);
  // What the server found missing (a 404) is shown as it showed it, not asked again on mount.
  for (const { queryKey, state: read } of state.queries.queries) {
    if (read.status === 'error') queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  }
  // react-router reads (and revives the errors of) its server state from there.
  window.__staticRouterHydrationData = state.router;
  await loadMatchedPages(routes);
  hydrateRoot(
    root,
    <StrictMode>
      {/* The shop's public origin, as the server wrote its absolute links (whatever this tab's host). */}
      <SiteOrigin.Provider value={state.origin}>
        <App queryClient={queryClient}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </App>
      </SiteOrigin.Provider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
