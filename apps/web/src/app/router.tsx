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
      {
        path: 'Panier',
        lazy: () => import('./routes/coming-soon').then((m) => ({ Component: m.PanierPage })),
      },
      {
        path: 'VerifShop',
        lazy: () => import('./routes/coming-soon').then((m) => ({ Component: m.VerifShopPage })),
      },
      {
        path: 'Contact',
        lazy: () => import('./routes/coming-soon').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'Profil',
        lazy: () => import('./routes/coming-soon').then((m) => ({ Component: m.ProfilPage })),
      },
      {
        path: 'Signup',
        lazy: () => import('./routes/coming-soon').then((m) => ({ Component: m.SignupPage })),
      },
      {
        path: 'Signin',
        lazy: () => import('./routes/coming-soon').then((m) => ({ Component: m.SigninPage })),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
