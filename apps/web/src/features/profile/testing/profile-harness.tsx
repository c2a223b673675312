import { MESSAGES, type Order, type OrderTracking } from '@vitrine/contracts';
import { answerBodies, apiError, requestKey } from '@/testing/api-server';
import { makeOrder } from '@/testing/fixtures';
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
  historique: [
    {
      ancien_etat: null,
      nouvel_etat: 'en cours',
      date: '2026-03-14T09:12:00.000Z',
      par: 'client',
      note: null,
    },
    {
      ancien_etat: 'en cours',
      nouvel_etat: 'confirmée',
      date: '2026-03-14T11:40:00.000Z',
      par: 'console',
      note: null,
    },
    {
      ancien_etat: 'confirmée',
      nouvel_etat: 'expédiée',
      date: '2026-03-15T08:05:00.000Z',
      par: 'console',
      note: 'Rapid-Poste — n° de suivi RP123456789TN',
    },
    {
      ancien_etat: 'expédiée',
      nouvel_etat: 'livrée',
      date: '2026-03-17T15:30:00.000Z',
      par: 'console',
      note: null,
    },
  ],
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
 * `POST /api/orders/track` as the API answers: the order for its reference and phone (22123456), the
 * « introuvable » 404 for the reference with another phone (98765432). Any other request fails the
 * test. Returns the bodies the page sent.
 */
export function answerTracking() {
  return answerBodies('/orders/track', {
    [requestKey({ reference: TRACKED.reference, numero_telephone: '22123456' })]: TRACKED,
    [requestKey({ reference: TRACKED.reference, numero_telephone: '98765432' })]: apiError(
      404,
      MESSAGES.orderNotFound,
    ),
  });
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
