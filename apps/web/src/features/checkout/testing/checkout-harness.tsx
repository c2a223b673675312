import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Article } from '@vitrine/contracts';
import { expect, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { toShopItem } from '@/stores/shop-item';
import { fakeApi, json, makeArticle, makeOrder } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { resetVisitor } from '@/testing/visitor';
import { CheckoutPage } from '../components/checkout-page';

// The checkout against a fake API: two articles in the cart (2 × 40 DT + 30 DT = 110 DT, shipping 7 DT).

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

interface FakeShop {
  /** The answers of `POST /api/Order`, in turn; the last one repeats. */
  orderAnswers?: Array<() => Response | Promise<Response>>;
  /** What `GET /api/Article/:id` answers (today's article). */
  articles?: () => Article[];
  promo?: (code: string) => Response;
}

/** Stubs fetch with the shop's API; returns the orders it received. */
export function fakeShop({ orderAnswers = [], articles = () => [bague, collier], promo }: FakeShop = {}) {
  const sent: SentOrder[] = [];
  const routes: Record<string, unknown> = {
    '/api/promos/apply': (_url: URL, init?: RequestInit) => {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      return promo
        ? promo(code)
        : json({ error: 'Code promo invalide.', message: 'Code promo invalide.' }, 422);
    },
  };
  for (const id of [1, 2]) {
    routes[`/api/Article/${id}`] = () => {
      const article = articles().find((candidate) => candidate.id === id);
      return article ?? json({ message: 'Article introuvable.' }, 404);
    };
  }
  const api = fakeApi(routes);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/Order') return api(input, init);
      const body = init?.body as FormData;
      sent.push({
        fields: Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)])),
        idempotencyKey: new Headers(init?.headers).get('Idempotency-Key'),
      });
      const answer = orderAnswers[Math.min(sent.length - 1, orderAnswers.length - 1)];
      return answer ? answer() : json(makeOrder(), 201);
    }),
  );
  return sent;
}

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
  await type('Adresse mail', values.adresse_mail);
  await user.tab();
}
