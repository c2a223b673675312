import type { OwnerOperationId } from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import { useNoindex } from '../hooks/use-noindex';
import { CONSOLE_HOME } from '../lib/console-paths';
import { ArticleFormPage } from './article-form-page';
import { ArticlesPage } from './articles-page';
import { CallQueuePage } from './call-queue-page';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';
import { DashboardPage } from './dashboard-page';
import { DraftsPage } from './drafts-page';
import { JournalPage } from './journal-page';
import { MessagesPage } from './messages-page';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';
import { OwnerLayout } from './owner-layout';
import { PhotosPage } from './photos-page';
import { PromosPage } from './promos-page';
import { RoleGate } from './role-gate';
import { SignInPage } from './sign-in-page';
import { StockPage } from './stock-page';
import { TeamPage } from './team-page';

/** Each page behind the route it reads: a role that route is not open to reads why, not the page. */
const gated = (operation: OwnerOperationId, page: ReactNode) => (
  <RoleGate operation={operation}>{page}</RoleGate>
);

// Routes as objects (useRoutes): <Routes>/<Route> and <NavLink> would land in the storefront's entry
// chunk, where react-router lives, and every shopper would download them.
const CONSOLE_ROUTES = [
  { path: 'connexion', element: <SignInPage /> },
  {
    element: <OwnerLayout />,
    children: [
      { index: true, element: <Navigate to={CONSOLE_HOME} replace /> },
      { path: 'commandes', element: gated('listOwnerOrders', <OrdersPage />) },
      // A static segment outranks `:reference`: no order's reference is « a-appeler ».
      { path: 'commandes/a-appeler', element: gated('recordOrderCall', <CallQueuePage />) },
      { path: 'commandes/:reference', element: gated('getOwnerOrder', <OrderPage />) },
      { path: 'clients', element: gated('listOwnerClients', <CustomersPage />) },
      { path: 'clients/:telephone', element: gated('getOwnerClient', <CustomerPage />) },
      { path: 'tableau-de-bord', element: gated('getOwnerStats', <DashboardPage />) },
      { path: 'promos', element: gated('listOwnerPromos', <PromosPage />) },
      { path: 'paniers', element: gated('listOwnerDrafts', <DraftsPage />) },
      { path: 'photos', element: gated('listOwnerArticles', <PhotosPage />) },
      { path: 'articles', element: gated('listOwnerArticles', <ArticlesPage />) },
      // `nouveau` or an article's id.
      { path: 'articles/:id', element: gated('getOwnerArticle', <ArticleFormPage />) },
      { path: 'stock', element: gated('listLowStock', <StockPage />) },
      { path: 'messages', element: gated('listOwnerMessages', <MessagesPage />) },
      { path: 'equipe', element: gated('listStaff', <TeamPage />) },
      { path: 'journal', element: gated('getJournal', <JournalPage />) },
      // Absolute: inside a splat route a relative `commandes` resolves below the unknown path itself
      // (/gestion/nope/commandes), which is unknown again, and so on without end.
      { path: '*', element: <Navigate to={CONSOLE_HOME} replace /> },
    ],
  },
];

/** The owner's console under /gestion: sign-in, then the pages the signed-in role may use. */
export function OwnerConsole() {
  useNoindex();
  return useRoutes(CONSOLE_ROUTES);
}
