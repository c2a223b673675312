import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { CUSTOMER_STORAGE_KEY, useCustomerStore } from '@/stores/customer-store';
import { useOrderHistoryStore } from '@/stores/order-history-store';
import { apiError } from '@/testing/api-server';
import { makeOrder } from '@/testing/fixtures';
import { visible } from '@/testing/render';
import {
  AMIRA,
  answerShop,
  bague,
  collier,
  created,
  expectAlertFor5s,
  fillNewClient,
  renderCheckout,
  resetShop,
  submitButton,
} from '../testing/checkout-harness';

beforeEach(resetShop);
afterEach(() => {
  vi.useRealTimers();
});

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('placing an order', () => {
  it('sends the spec’s multipart payload with an Idempotency-Key, empties the cart and shows the reference', async () => {
    const user = userEvent.setup();
    const shop = answerShop();
    renderCheckout();
    await screen.findByLabelText('Nom');
    await fillNewClient(user);
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.orderSuccess)).toBeInTheDocument();
    expect(screen.getByText('Référence : VT-2026-000042')).toBeInTheDocument();
    expect(shop.orders).toHaveLength(1);
    expect(shop.orders[0]?.fields).toEqual({
      'client[nom]': 'Ben Salah',
      'client[prenom]': 'Amira',
      'client[region]': 'Sousse',
      'client[adresse]': '12 rue de Marseille',
      'client[numero_telephone]': '22123456',
      'client[code_postal]': '4000',
      'client[adresse_mail]': 'amira@example.tn',
      'items[0][quantite]': '2',
      'items[0][article_id]': '1',
      'items[0][prix_unitaire]': '40.000',
      'items[1][quantite]': '1',
      'items[1][article_id]': '2',
      'items[1][prix_unitaire]': '30.000',
      notifications: '1',
      shipping_charge: '7.000',
      date_commande: today(),
      etat: 'en cours',
      site_web: '',
    });
    expect(shop.orders[0]?.idempotencyKey).toMatch(/^[\x21-\x7e]{1,100}$/);

    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Merci pour votre commande' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Soumettre' })).not.toBeInTheDocument();
    expect(useOrderHistoryStore.getState().orders).toEqual([
      { order: makeOrder(), numero_telephone: '22123456' },
    ]);
    // The box was not ticked: nothing is kept for next time.
    expect(useCustomerStore.getState().details).toBeNull();
  });

  it('hides the success message after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    answerShop();
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-7KQ2M9XH');
    await user.click(submitButton());
    const status = await screen.findByText(MESSAGES.orderSuccess);
    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(status).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText(MESSAGES.orderSuccess)).not.toBeInTheDocument();
    // The confirmation stays: the reference is not lost with the message.
    expect(screen.getByText('VT-2026-000042')).toBeInTheDocument();
  });

  it('keeps the details and the server’s client code when asked to, for a quicker next order', async () => {
    const user = userEvent.setup();
    answerShop();
    useCustomerStore.setState({ keepDetails: true });
    const first = renderCheckout();
    await screen.findByLabelText('Nom');
    await fillNewClient(user);
    await user.click(submitButton());
    await screen.findByText(MESSAGES.orderSuccess);
    expect(useCustomerStore.getState().details).toEqual({ code_client: 'CL-7KQ2M9XH', client: AMIRA });
    first.unmount();

    // The next visit: a fresh store reads what this one kept in the browser.
    const kept = localStorage.getItem(CUSTOMER_STORAGE_KEY) ?? '';
    resetShop();
    localStorage.setItem(CUSTOMER_STORAGE_KEY, kept);
    await useCustomerStore.persist.rehydrate();
    renderCheckout();
    expect(await screen.findByLabelText('Code client')).toHaveValue('CL-7KQ2M9XH');
    await user.click(screen.getByRole('radio', { name: 'Nouveau client' }));
    expect(screen.getByLabelText('Adresse mail')).toHaveValue(AMIRA.adresse_mail);
  });

  it('sends an order with the kept code to the kept address, and says so under the code', async () => {
    const user = userEvent.setup();
    const shop = answerShop();
    useCustomerStore.setState({
      keepDetails: true,
      details: {
        code_client: 'CL-7KQ2M9XH',
        client: { ...AMIRA, region: 'Monastir', adresse: '3 rue de la Corniche', code_postal: '5000' },
      },
    });
    renderCheckout();
    expect(await screen.findByLabelText('Code client')).toHaveValue('CL-7KQ2M9XH');
    expect(
      screen.getByText('Livraison à l’adresse conservée : 3 rue de la Corniche, 5000 Monastir.'),
    ).toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByText(MESSAGES.orderSuccess);
    expect(shop.orders[0]?.fields).toMatchObject({
      code_client: 'CL-7KQ2M9XH',
      'client[adresse]': '3 rue de la Corniche',
      'client[region]': 'Monastir',
      'client[code_postal]': '5000',
    });
    expect(shop.orders[0]?.fields['client[adresse_mail]']).toBeUndefined();
  });

  it('sends another code alone: the kept address belongs to the kept code', async () => {
    const user = userEvent.setup();
    const shop = answerShop();
    useCustomerStore.setState({ keepDetails: true, details: { code_client: 'CL-7KQ2M9XH', client: AMIRA } });
    renderCheckout();
    const code = await screen.findByLabelText('Code client');
    await user.clear(code);
    await user.type(code, 'CL-AUTRE234');
    expect(screen.queryByText(/Livraison à l’adresse conservée/)).not.toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByText(MESSAGES.orderSuccess);
    expect(Object.keys(shop.orders[0]?.fields ?? {}).filter((field) => field.startsWith('client['))).toEqual(
      [],
    );
  });

  it('makes one order of a double click, and retries a failed order with the same key', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const shop = answerShop({
      orderAnswers: [
        () => apiError(500, MESSAGES.internalError),
        () =>
          new Promise((resolve) => {
            release = () => resolve(created());
          }),
      ],
    });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-7KQ2M9XH');
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.orderFailure)).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(2);

    await user.dblClick(submitButton());
    await vi.waitFor(() => expect(shop.orders).toHaveLength(2));
    expect(submitButton()).toBeDisabled();
    act(() => release());
    expect(await screen.findByText(MESSAGES.orderSuccess)).toBeInTheDocument();
    expect(shop.orders).toHaveLength(2);
    expect(shop.orders[1]?.idempotencyKey).toBe(shop.orders[0]?.idempotencyKey);
    expect(shop.orders[1]?.fields.code_client).toBe('CL-7KQ2M9XH');
  });

  it('shows an empty cart with a way back to the catalogue', async () => {
    answerShop();
    useCartStore.setState({ items: [] });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir le catalogue' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });
});

describe('when the server says no', () => {
  it('409 with a client code: warns, fills the code, clears the rest and sends again after 1 s, to the address typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const conflict = MESSAGES.existingClient('CL-7KQ2M9XH');
    let release: () => void = () => {};
    const shop = answerShop({
      orderAnswers: [
        () => apiError(409, conflict, { code_client: 'CL-7KQ2M9XH' }),
        () =>
          new Promise((resolve) => {
            release = () => resolve(created());
          }),
      ],
    });
    renderCheckout();
    await screen.findByLabelText('Nom');
    await fillNewClient(user, { region: 'Monastir', adresse: '3 rue de la Corniche', code_postal: '5000' });
    await user.click(submitButton());

    const warning = await screen.findByText(conflict);
    expect(
      screen.getByText('Livraison à l’adresse saisie : 3 rue de la Corniche, 5000 Monastir.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Client existant' })).toBeChecked();
    expect(screen.getByLabelText('Code client')).toHaveValue('CL-7KQ2M9XH');
    expect(submitButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(shop.orders).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(600));
    await vi.waitFor(() => expect(shop.orders).toHaveLength(2));
    expect(shop.orders[1]?.fields.code_client).toBe('CL-7KQ2M9XH');
    // The code, and the delivery details typed: the parcel goes to the new address (not the e-mail,
    // which the code stands for).
    const sentClient = Object.entries(shop.orders[1]?.fields ?? {}).filter(([field]) =>
      field.startsWith('client['),
    );
    expect(Object.fromEntries(sentClient)).toEqual({
      'client[nom]': 'Ben Salah',
      'client[prenom]': 'Amira',
      'client[numero_telephone]': '22 123 456',
      'client[adresse]': '3 rue de la Corniche',
      'client[region]': 'Monastir',
      'client[code_postal]': '5000',
    });
    await user.click(screen.getByRole('radio', { name: 'Nouveau client' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.getByLabelText('Adresse mail')).toHaveValue('');

    act(() => release());
    expect(await screen.findByText(MESSAGES.orderSuccess)).toBeInTheDocument();
    expect(warning).toBeInTheDocument();
    // The phone typed before the 409 goes with the order, for tracking it later.
    expect(useOrderHistoryStore.getState().orders[0]?.numero_telephone).toBe('22123456');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByText(conflict)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.orderSuccess)).toBeInTheDocument();
  });

  it('409 without a code: shows the server’s message', async () => {
    const user = userEvent.setup();
    answerShop({ orderAnswers: [() => apiError(409, MESSAGES.clientCodeNeeded)] });
    renderCheckout();
    await screen.findByLabelText('Nom');
    await fillNewClient(user);
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.clientCodeNeeded)).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveValue('Ben Salah');
  });

  it('422 unknown client code: says so under « Code client »', async () => {
    const user = userEvent.setup();
    answerShop({
      orderAnswers: [
        () =>
          apiError(422, MESSAGES.validationFailed, { errors: { code_client: [MESSAGES.clientCodeUnknown] } }),
      ],
    });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-INCONNU');
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.clientCodeUnknown)).toBeInTheDocument();
    expect(screen.getByLabelText('Code client')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.clientCodeUnknown),
    );
    expect(useCartStore.getState().items).toHaveLength(2);
  });

  it('422 price change: fetches today’s prices, says they changed, and the next order sends them', async () => {
    const user = userEvent.setup();
    let priceOfBague = 40;
    const shop = answerShop({
      articles: () => [{ ...bague, prix: priceOfBague, prix_final: priceOfBague }, collier],
      orderAnswers: [
        () => {
          priceOfBague = 45;
          return apiError(422, MESSAGES.pricesChanged, {
            errors: { 'items.0.prix_unitaire': [MESSAGES.unitPriceChanged('Bague Lune', '45,000 DT')] },
          });
        },
        () => created(),
      ],
    });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-7KQ2M9XH');
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.pricesChanged)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Votre commande' });
    await vi.waitFor(() => expect(visible(summary.textContent)).toContain('90,000 DT'));
    expect(visible(summary.textContent)).toContain('127,000 DT');
    expect(visible(document.body.textContent)).toContain(
      'Le prix de « Bague Lune » est passé de 40,000 DT à 45,000 DT.',
    );

    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.orderSuccess)).toBeInTheDocument();
    expect(shop.orders[1]?.fields['items[0][prix_unitaire]']).toBe('45.000');
    expect(shop.orders[1]?.idempotencyKey).not.toBe(shop.orders[0]?.idempotencyKey);
  });

  it('422 size to choose (a ring put in the cart without its size): says which article and what to do', async () => {
    const user = userEvent.setup();
    const shop = answerShop({
      orderAnswers: [
        () =>
          apiError(422, MESSAGES.sizesToChoose(['Bague Lune']), {
            errors: { 'items.0.article_detail_id': [MESSAGES.sizeToChoose('Bague Lune')] },
          }),
      ],
    });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-7KQ2M9XH');
    await user.click(submitButton());

    expect(
      await screen.findByText(
        "Choisissez une taille pour « Bague Lune » sur la page de l'article, puis retirez du panier la ligne sans taille.",
      ),
    ).toBeInTheDocument();
    expect(shop.orders).toHaveLength(1);
    expect(useCartStore.getState().items).toHaveLength(2);
  });

  it('anything else: « Une erreur est survenue lors de la création de votre commande. » for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    answerShop({ orderAnswers: [() => apiError(503, MESSAGES.databaseUnavailable)] });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-7KQ2M9XH');
    await user.click(submitButton());
    const alert = screen.getByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(MESSAGES.orderFailure));
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(submitButton()).toBeEnabled();
    await expectAlertFor5s(alert, MESSAGES.orderFailure);
  });
});

describe('lines that can no longer be ordered', () => {
  it('are left out of the order, said, and can be removed', async () => {
    const user = userEvent.setup();
    const shop = answerShop({ articles: () => [collier] });
    renderCheckout();
    const notice = await screen.findByText(MESSAGES.articleUnavailable('Bague Lune'));
    const summary = screen.getByRole('region', { name: 'Votre commande' });
    expect(within(summary).getByText('Indisponible')).toBeInTheDocument();
    expect(visible(summary.textContent)).toContain('37,000 DT');

    await user.click(screen.getByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-7KQ2M9XH');
    await user.click(submitButton());
    await screen.findByText(MESSAGES.orderSuccess);
    expect(shop.orders[0]?.fields).toMatchObject({ 'items[0][article_id]': '2', shipping_charge: '7.000' });
    expect(shop.orders[0]?.fields['items[1][article_id]']).toBeUndefined();
    expect(notice).not.toBeInTheDocument();
  });
});
