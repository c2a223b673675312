import type { Order, OrderTracking } from '@vitrine/contracts';
import { vi } from 'vitest';
import { fakeApi, json, makeOrder } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { ProfilePage } from '../components/profile-page';

/** The order placed with the welcome code: 110 DT − 10 % + 7 DT shipping. */
export const makeDiscountedOrder = (overrides: Partial<Order> = {}) =>
  makeOrder({ code_promo: 'BIENVENUE10', reduction: 10, remise: 11, total: 106, ...overrides });

const { reference, date_commande, items, sous_total, remise, shipping_charge, total } = makeDiscountedOrder();

/** What the shop answers for `makeDiscountedOrder()` once it has been delivered. */
export const TRACKED: OrderTracking = {
  reference,
  etat: 'livrée',
  date_commande,
  items: items.map((item) => ({
    nom: item.nom,
    quantite: item.quantite,
    prix_unitaire: item.prix_unitaire,
    total: item.total,
  })),
  sous_total,
  remise,
  shipping_charge,
  total,
};

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
