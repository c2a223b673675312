import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { HttpResponse, http } from 'msw';
import { expect, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { toShopItem } from '@/stores/shop-item';
import { answer, answerInTurn, apiError, apiServer, type SentRequest } from '@/testing/api-server';
import { makeArticle, makeOrder } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { resetVisitor } from '@/testing/visitor';
import { CheckoutPage } from '../components/checkout-page';

// The checkout against the shop's API as msw answers it: two articles in the cart (2 × 40 DT + 30 DT
// = 110 DT, shipping 7 DT).

export const bague = makeArticle({ id: 1, nom: 'Bague Lune', prix: 40, prix_final: 40 });
export const collier = makeArticle({ id: 2, nom: 'Collier Soleil', prix: 30, prix_final: 30 });

export const AMIRA = {
  nom: 'Ben Salah',
  prenom: 'Amira',
  region: 'Sousse',
  adresse: '12 rue de Marseille',
  code_postal: '4000',
  numero_telephone: '22 123 456',
  adresse_mail: 'amira@example.tn',
};

export interface SentOrder {
  fields: Record<string, string>;
  idempotencyKey: string | null;
}

type Reply = Parameters<typeof answer>[2];

interface ShopAnswers {
  /** What `POST /api/Order` answers, in turn; the last one repeats. A new order (201) unless said. */
  orderAnswers?: Reply[];
  /** What `GET /api/Article/:id` answers for each article of the cart: today's article, or 404. */
  articles?: () => Array<typeof bague>;
}

/**
 * The shop's API for the checkout (any promo code refused, unless a test answers codes itself); returns
 * what the page sent, as the API received it.
 */
export function answerShop({ orderAnswers = [], articles = () => [bague, collier] }: ShopAnswers = {}) {
  const promos = answer(
    'post',
    '/promos/apply',
    apiError(422, MESSAGES.invalidPromo, { error: MESSAGES.invalidPromo }),
  );
  for (const id of [bague.id, collier.id]) {
    answer('get', `/Article/${id}`, () => {
      const article = articles().find((candidate) => candidate.id === id);
      return article ?? apiError(404, MESSAGES.articleNotFound);
    });
  }
  const received = answerInTurn('post', '/Order', orderAnswers.length > 0 ? orderAnswers : [created()]);
  // The draft the page keeps once a phone is typed (use-draft.ts): kept, as the API does (204).
  const drafts: unknown[] = [];
  apiServer.use(
    http.put('/api/brouillons', async ({ request }) => {
      drafts.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return {
    /** The promo codes the page asked about, as sent. */
    get promos() {
      return promos.map((sent) => sent.body);
    },
    /** The drafts sent so far (PUT /api/brouillons), as sent. */
    get drafts() {
      return drafts;
    },
    /** The orders sent so far: their form fields and their Idempotency-Key. */
    get orders(): SentOrder[] {
      return received.map((sent: SentRequest) => ({
        fields: sent.body as Record<string, string>,
        idempotencyKey: sent.headers.get('Idempotency-Key'),
      }));
    },
  };
}

/** A 201 with the order, as the API answers a new order. */
export const created = (order = makeOrder()) => HttpResponse.json(order, { status: 201 });

/** A visitor with two articles in the cart, nothing kept from an earlier visit. */
export function resetShop() {
  resetVisitor();
  useCartStore.setState({ items: [toShopItem(bague, 2), toShopItem(collier, 1)] });
}

export function renderCheckout() {
  return renderRoutes(
    [
      { path: '/VerifShop', element: <CheckoutPage /> },
      { path: '/categories', element: <h1>Catalogue</h1> },
    ],
    '/VerifShop',
  );
}

export const submitButton = () => screen.getByRole('button', { name: 'Soumettre' });

/** With fake timers: the alert still says `message` after 4.5 s, and nothing after 5.1 s. */
export async function expectAlertFor5s(alert: HTMLElement, message: string) {
  await act(() => vi.advanceTimersByTimeAsync(4_500));
  expect(alert).toHaveTextContent(message);
  await act(() => vi.advanceTimersByTimeAsync(600));
  expect(alert).toBeEmptyDOMElement();
}

/** Types a new client's details (and leaves the last field, so that it counts as touched). */
export async function fillNewClient(user: UserEvent, client: Partial<typeof AMIRA> = AMIRA) {
  const values = { ...AMIRA, ...client };
  const type = async (label: string, value: string) => {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  };
  await type('Nom', values.nom);
  await type('Prénom', values.prenom);
  if (values.region) await user.selectOptions(screen.getByLabelText('Région'), values.region);
  await type('Adresse', values.adresse);
  await type('Code postal', values.code_postal);
  await type('Numéro de téléphone', values.numero_telephone);
  // Absent from « Livrer à une autre adresse », whose fields are a new client's but the e-mail.
  if (screen.queryByLabelText('Adresse mail')) await type('Adresse mail', values.adresse_mail);
  await user.tab();
}
