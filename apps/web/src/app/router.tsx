import { Suspense } from 'react';
import { matchRoutes, Navigate, type Params, type RouteObject, useRoutes } from 'react-router-dom';
import { categoriesQuery } from '@/api/categories';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';
import { lazyPage, type PageModule, PageOf, type RouteHandle } from './page-data';
import { ShowRouteErrors } from './routes/route-error';

// react-router's declarative mode: the shop's pages read through TanStack Query and need no loader, so
// the data router's 17 kB (gzip) are left out of every page's first script.

function pageRoute(...named: Parameters<typeof lazyPage>) {
  const page = lazyPage(...named);
  return { element: <PageOf page={page} />, handle: { page } satisfies RouteHandle };
}

function consoleRoute(...named: Parameters<typeof lazyPage>) {
  const { element, handle } = pageRoute(...named);
  return {
    element: (
      <ShowRouteErrors>
        <Suspense fallback={<PageFallback />}>{element}</Suspense>
      </ShowRouteErrors>
    ),
    handle,
  };
}

/**
 * The shop's routes, for the browser and the server alike. Every page is its own chunk, loaded when its
 * address is first visited; the server awaits its first reads (`RouteHandle`) before rendering it.
 */
export const SHOP_ROUTES: RouteObject[] = [
  {
    path: '/',
    element: (
      <ShowRouteErrors>
        <RootLayout />
      </ShowRouteErrors>
    ),
    // The header's menu: on every page.
    handle: { firstReads: () => [categoriesQuery] } satisfies RouteHandle,
    children: [
      { index: true, ...pageRoute('home', () => import('./routes/home')) },
      { path: 'categories', ...pageRoute('categories', () => import('./routes/categories')) },
      { path: 'collections', ...pageRoute('collections', () => import('./routes/collections')) },
      { path: 'event', ...pageRoute('event', () => import('./routes/event')) },
      {
        path: 'SingleProduit/:id',
        ...pageRoute('single-produit', () => import('./routes/single-produit')),
      },
      {
        path: 'SingleCollection/:id',
        ...pageRoute('single-collection', () => import('./routes/single-collection')),
      },
      { path: 'Panier', ...pageRoute('panier', () => import('./routes/panier')) },
      { path: 'VerifShop', ...pageRoute('verif-shop', () => import('./routes/verif-shop')) },
      { path: 'Contact', ...pageRoute('contact', () => import('./routes/contact')) },
      { path: 'conditions', ...pageRoute('conditions', () => import('./routes/conditions')) },
      { path: 'Profil', ...pageRoute('profil', () => import('./routes/profil')) },
      { path: 'Signup', ...pageRoute('signup', () => import('./routes/signup')) },
      { path: 'Signin', ...pageRoute('signin', () => import('./routes/signin')) },
      { path: 'recherche', ...pageRoute('recherche', () => import('./routes/recherche')) },
      // Any other address goes home (spec): a real redirect from the server.
      { path: '*', element: <Navigate to="/" replace />, handle: { redirect: '/' } satisfies RouteHandle },
    ],
  },
  // The owner's console: its own layout, and code the storefront never downloads.
  { path: '/gestion/*', ...consoleRoute('gestion', () => import('./routes/gestion')) },
];

/** The page the address shows. */
export function ShopRoutes() {
  return useRoutes(SHOP_ROUTES);
}

/** The routes an address matches, each with its handle and, for a page, its module (loaded). */
export function matchShopRoutes(location: { pathname: string }) {
  return Promise.all(
    (matchRoutes(SHOP_ROUTES, location) ?? []).map(async ({ route, params }) => {
      const handle: RouteHandle = route.handle ?? {};
      const module: PageModule | undefined = await handle.page?.load();
      return { handle, module, params: params as Params };
    }),
  );
}
