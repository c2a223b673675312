import type {
  OrderDesk,
  OwnerArticlePhotos,
  OwnerOrder,
  OwnerOrderSummary,
  OwnerOrdersPage,
  OwnerSession,
} from '@vitrine/contracts';
import { HttpResponse, http } from 'msw';
import { answer, apiServer, type SentRequest } from '@/testing/api-server';
import { sexes } from '@/testing/fixtures';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { OwnerConsole } from '../components/owner-console';

/** The console mounted where the router mounts it, with the URL probe beside it. */
export function renderConsole(path: string) {
  return renderRoutes(
    [
      {
        path: '/gestion/*',
        element: (
          <>
            <OwnerConsole />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );
}

export const noContent = () => new HttpResponse(null, { status: 204 });

/** The session of the shop's password: the shop's owner. */
export const OWNER_SESSION: OwnerSession = { id: null, nom: 'Propriétaire', role: 'proprietaire' };

/** A signed-in console (the owner's by default): the session, the header's counts and messages are there. */
export function signedIn({ waiting = 2, unread = 1, session = OWNER_SESSION } = {}) {
  answer('get', '/owner/session', session);
  // A first write fetches the anti-forgery cookie with a cheap read.
  answer('get', '/Sex', sexes);
  answer('get', '/owner/messages', { messages: [], total: 0, unread });
  return { waiting };
}

/** `method /api<path>` for the verbs `answer` does not cover; returns what was received. */
export function answerVerb(
  method: 'put' | 'patch' | 'delete',
  path: string,
  reply: (sent: { path: string; body: unknown }) => Response,
) {
  const received: Array<{ path: string; body: unknown }> = [];
  apiServer.use(
    http[method](`/api${path}`, async ({ request }) => {
      const text = await request.text();
      const sent = { path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined };
      received.push(sent);
      return reply(sent);
    }),
  );
  return received;
}

export const queryOf = (sent: SentRequest) => sent.query;

export const COUNTS: OwnerOrdersPage['counts'] = {
  'en cours': 2,
  confirmée: 1,
  expédiée: 1,
  livrée: 5,
  refusée: 0,
  annulée: 1,
};

/** The desk's facts of an order never called, from a customer with no other order. */
export const DESK: OrderDesk = {
  tentatives: 0,
  dernier_appel: null,
  rappeler_a: null,
  minutes_attente: 12,
  doublon_de: null,
  client_resume: { livrees: 0, refusees: 0, annulees: 0 },
  bloque: false,
};

/** Where the fixtures' order goes, as it was placed. */
const DELIVERY: OwnerOrder['livraison'] = {
  nom: 'Haddad',
  prenom: 'Leïla',
  numero_telephone: '22 123 456',
  adresse: '12 rue des Orfèvres',
  region: 'Sfax',
  code_postal: '3000',
};

/** Two lines, the second with a size (in its name, as the shop writes it); ownerOrder has the first. */
export const TWO_LINES: OwnerOrder['items'] = [
  {
    article_id: 7,
    article_detail_id: null,
    nom: 'Collier Perle de Carthage',
    quantite: 2,
    prix_unitaire: 600,
    total: 1200,
  },
  {
    article_id: 9,
    article_detail_id: 31,
    nom: 'Bague Aube — taille 54',
    quantite: 1,
    prix_unitaire: 120,
    total: 120,
  },
];
const [FIRST_LINE] = TWO_LINES as [OwnerOrder['items'][number]];

/** ownerOrder() as the console's lists summarise it. */
export function summary(overrides: Partial<OwnerOrderSummary> = {}): OwnerOrderSummary {
  const { livraison, items, shipping_charge, total, ...order } = ownerOrder();
  return {
    reference: order.reference,
    etat: order.etat,
    date_commande: order.date_commande,
    created_at: order.created_at,
    ...livraison,
    articles: FIRST_LINE.quantite,
    items: items.map(({ nom, quantite }) => ({ nom, quantite })),
    shipping_charge,
    total,
    ...DESK,
    ...overrides,
  };
}

export function ownerOrder(overrides: Partial<OwnerOrder> = {}): OwnerOrder {
  return {
    reference: 'VT-2026-000042',
    etat: 'en cours',
    date_commande: '2026-11-25',
    created_at: '2026-11-25T21:40:00.000Z',
    client: { code_client: 'CL-4F2A9B', adresse_mail: 'leila@example.tn' },
    livraison: DELIVERY,
    items: [FIRST_LINE],
    code_promo: null,
    reduction: 0,
    sous_total: 1200,
    remise: 0,
    shipping_charge: 34.5,
    total: 1234.5,
    historique: [
      {
        ancien_etat: null,
        nouvel_etat: 'en cours',
        date: '2026-11-25T21:40:00.000Z',
        par: 'client',
        note: null,
      },
    ],
    ...DESK,
    appels: [],
    premier_contact_le: null,
    ...overrides,
  };
}

export function article(overrides: Partial<OwnerArticlePhotos> = {}): OwnerArticlePhotos {
  const images = overrides.images ?? [
    { id: 11, url: '/storage/photos/a-800.webp', position: 0 },
    { id: 12, url: '/storage/photos/b-800.webp', position: 1 },
    { id: 13, url: '/storage/photos/c-800.webp', position: 2 },
  ];
  return { id: 7, nom: 'Collier Perle de Carthage', image: images[0]?.url ?? '', images, ...overrides };
}
