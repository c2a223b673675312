import './styles/fonts/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { matchShopRoutes, ShopRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { SiteOrigin } from './hooks/use-site-origin';

// zod compiles parsers with `new Function` when it may; the shop's CSP forbids eval, so say so up front
// instead of letting every page load report a blocked probe. zod takes its settings from this global
// when it first loads (with a form, later), so the first screen's JavaScript need not carry zod.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const state = readServerState();
  const shop = (
    <StrictMode>
      <App queryClient={queryClient}>
        <BrowserRouter>
          <ShopRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>
  );
  if (!state) {
    // A page the server did not render (the owner's console, the development server).
    createRoot(root).render(shop);
    return;
  }
  hydrate(queryClient, state.queries);
  // What the server found missing (a 404) is shown as it showed it, not asked again on mount.
  for (const { queryKey, state: read } of state.queries.queries) {
    if (read.status === 'error') queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  }
  // The page modules the address needs, loaded first so that the first render is the server's.
  await matchShopRoutes(window.location);
  // The shop's public origin, as the server wrote its absolute links (whatever this tab's host).
  hydrateRoot(root, <SiteOrigin.Provider value={state.origin}>{shop}</SiteOrigin.Provider>);
}

const root = document.getElementById('root');
if (root) void start(root);
