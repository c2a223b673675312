import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

// Every page is its own chunk, loaded when its route is first visited.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <PageFallback />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'categories', lazy: () => import('./routes/categories') },
      { path: 'collections', lazy: () => import('./routes/collections') },
      { path: 'event', lazy: () => import('./routes/event') },
      { path: 'SingleProduit/:id', lazy: () => import('./routes/single-produit') },
      { path: 'SingleCollection/:id', lazy: () => import('./routes/single-collection') },
      { path: 'Panier', lazy: () => import('./routes/panier') },
      { path: 'VerifShop', lazy: () => import('./routes/verif-shop') },
      { path: 'Contact', lazy: () => import('./routes/contact') },
      { path: 'Profil', lazy: () => import('./routes/profil') },
      { path: 'Signup', lazy: () => import('./routes/signup') },
      { path: 'Signin', lazy: () => import('./routes/signin') },
      { path: 'recherche', lazy: () => import('./routes/recherche') },
      { path: '*', element: <Navigate to="/" replace /> },
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

export const createRouter = () => createBrowserRouter(routes);
