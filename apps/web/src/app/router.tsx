import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router-dom';
import { categoriesQuery } from '@/api/categories';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';
import { firstReadsLoader, lazyPage } from './page-data';
import { RouteError } from './routes/route-error';

/**
 * The shop's routes, for the browser and the server alike. Every page is its own chunk, loaded when
 * its route is first visited; its first reads go into `queryClient` (awaited on the server).
 */
export function createRoutes(
  queryClient: QueryClient,
  { awaitReads }: { awaitReads: boolean },
): RouteObject[] {
  const loaderOf = firstReadsLoader(queryClient, awaitReads);
  // A page's route is named after its module (src/app/routes/<id>.tsx): the server preloads its chunks.
  const page = (id: string, load: Parameters<typeof lazyPage>[0]) => ({ id, ...lazyPage(load, loaderOf) });
  return [
    {
      path: '/',
      element: <RootLayout />,
      // The header's menu: on every page.
      loader: loaderOf(() => [categoriesQuery]),
      hydrateFallbackElement: <PageFallback />,
      errorElement: <RouteError />,
      children: [
        { index: true, ...page('home', () => import('./routes/home')) },
        { path: 'categories', ...page('categories', () => import('./routes/categories')) },
        { path: 'collections', ...page('collections', () => import('./routes/collections')) },
        { path: 'event', ...page('event', () => import('./routes/event')) },
        { path: 'SingleProduit/:id', ...page('single-produit', () => import('./routes/single-produit')) },
        {
          path: 'SingleCollection/:id',
          ...page('single-collection', () => import('./routes/single-collection')),
        },
        { path: 'Panier', ...page('panier', () => import('./routes/panier')) },
        { path: 'VerifShop', ...page('verif-shop', () => import('./routes/verif-shop')) },
        { path: 'Contact', ...page('contact', () => import('./routes/contact')) },
        { path: 'conditions', ...page('conditions', () => import('./routes/conditions')) },
        { path: 'Profil', ...page('profil', () => import('./routes/profil')) },
        { path: 'Signup', ...page('signup', () => import('./routes/signup')) },
        { path: 'Signin', ...page('signin', () => import('./routes/signin')) },
        { path: 'recherche', ...page('recherche', () => import('./routes/recherche')) },
        // Any other address goes home (spec): a real redirect, from the server too.
        { path: '*', loader: () => redirect('/') },
      ],
    },
    // The owner's console: its own layout, and code the storefront never downloads.
    {
      path: '/gestion/*',
      lazy: () => import('./routes/gestion'),
      hydrateFallbackElement: <PageFallback />,
      errorElement: <RouteError />,
    },
  ];
}
