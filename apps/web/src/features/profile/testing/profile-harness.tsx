import type { Order, OrderTracking } from '@vitrine/contracts';
import { vi } from 'vitest';
import { useCustomerStore } from '@/stores/customer-store';
import { useFavouritesStore } from '@/stores/favourites-store';
import { useOrderHistoryStore } from '@/stores/order-history-store';
import { fakeApi } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { ProfilePage } from '../components/profile-page';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    reference: 'VT-2026-000042',
    etat: 'en cours',
    date_commande: '2026-03-14',
    code_client: 'CL-7KQ2M9XH',
    code_promo: 'BIENVENUE10',
    reduction: 10,
    items: [
      {
        article_id: 1,
        article_detail_id: null,
        nom: 'Bague Lune',
        quantite: 2,
        prix_unitaire: 40,
        total: 80,
      },
      {
        article_id: 2,
        article_detail_id: 4,
        nom: 'Collier Soleil',
        quantite: 1,
        prix_unitaire: 30,
        total: 30,
      },
    ],
    sous_total: 110,
    remise: 11,
    shipping_charge: 7,
    total: 106,
    ...overrides,
  };
}

/** What the shop answers for `makeOrder()` once it has been delivered. */
export const TRACKED: OrderTracking = {
  reference: 'VT-2026-000042',
  etat: 'livrée',
  date_commande: '2026-03-14',
  items: [
    { nom: 'Bague Lune', quantite: 2, prix_unitaire: 40, total: 80 },
    { nom: 'Collier Soleil', quantite: 1, prix_unitaire: 30, total: 30 },
  ],
  sous_total: 110,
  remise: 11,
  shipping_charge: 7,
  total: 106,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fake shop API answering `POST /api/orders/track` like the real one: the order when reference and
 * phone (22123456) both match, the one « introuvable » 404 otherwise. Returns the bodies it received.
 */
export function fakeTrackingApi() {
  const received: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi({
        '/api/orders/track': (_url: URL, init?: RequestInit) => {
          const body = JSON.parse(String(init?.body)) as { reference: string; numero_telephone: string };
          received.push(body);
          return body.reference === TRACKED.reference && body.numero_telephone === '22123456'
            ? json(TRACKED)
            : json(
                { message: 'Commande introuvable. Vérifiez la référence et le numéro de téléphone.' },
                404,
              );
        },
      }),
    ),
  );
  return received;
}

/** A first visit: nothing kept in this browser. */
export function resetVisitor() {
  // biome-ignore lint/suspicious/noDocumentCookie: the API sets this cookie; the test plays its part
  document.cookie = 'XSRF-TOKEN=jeton-test';
  useCustomerStore.setState({ keepDetails: false, notifications: false, details: null });
  useOrderHistoryStore.setState({ orders: [] });
  useFavouritesStore.setState({ items: [] });
}

export function renderProfile() {
  return renderRoutes(
    [
      { path: '/Profil', element: <ProfilePage /> },
      { path: '/VerifShop', element: <h1>Vérifier la commande</h1> },
      { path: '/categories', element: <h1>Catalogue</h1> },
    ],
    '/Profil',
  );
}
