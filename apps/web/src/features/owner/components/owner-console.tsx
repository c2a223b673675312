import { Navigate, useRoutes } from 'react-router-dom';
import { useNoindex } from '../hooks/use-noindex';
import { CONSOLE_HOME } from '../lib/console-paths';
import { CallQueuePage } from './call-queue-page';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';
import { DashboardPage } from './dashboard-page';
import { DraftsPage } from './drafts-page';
import { MessagesPage } from './messages-page';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';
import { OwnerLayout } from './owner-layout';
import { PhotosPage } from './photos-page';
import { PromosPage } from './promos-page';
import { SignInPage } from './sign-in-page';

// Routes as objects (useRoutes): <Routes>/<Route> and <NavLink> would land in the storefront's entry
// chunk, where react-router lives, and every shopper would download them.
const CONSOLE_ROUTES = [
  { path: 'connexion', element: <SignInPage /> },
  {
    element: <OwnerLayout />,
    children: [
      { index: true, element: <Navigate to={CONSOLE_HOME} replace /> },
      { path: 'commandes', element: <OrdersPage /> },
      // A static segment outranks `:reference`: no order's reference is « a-appeler ».
      { path: 'commandes/a-appeler', element: <CallQueuePage /> },
      { path: 'commandes/:reference', element: <OrderPage /> },
      { path: 'clients', element: <CustomersPage /> },
      { path: 'clients/:telephone', element: <CustomerPage /> },
      { path: 'tableau-de-bord', element: <DashboardPage /> },
      { path: 'paniers', element: <DraftsPage /> },
      { path: 'photos', element: <PhotosPage /> },
      { path: 'messages', element: <MessagesPage /> },
      { path: 'promos', element: <PromosPage /> },
      // Absolute: inside a splat route a relative `commandes` resolves below the unknown path itself
      // (/gestion/nope/commandes), which is unknown again, and so on without end.
      { path: '*', element: <Navigate to={CONSOLE_HOME} replace /> },
    ],
  },
];

/** The owner's console under /gestion: sign-in, then the orders, the customers, the photos and the messages. */
export function OwnerConsole() {
  useNoindex();
  return useRoutes(CONSOLE_ROUTES);
}
