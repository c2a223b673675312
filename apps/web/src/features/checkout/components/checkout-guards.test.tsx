import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESK_MESSAGES, HONEYPOT_FIELD, MESSAGES } from '@vitrine/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { apiError } from '@/testing/api-server';
import {
  AMIRA,
  answerShop,
  fillNewClient,
  renderCheckout,
  resetShop,
  submitButton,
} from '../testing/checkout-harness';

// What keeps robots and refused phones out of the shop, as the shopper (or the robot) meets it.

beforeEach(resetShop);
afterEach(() => {
  vi.useRealTimers();
});

const honeypot = () => document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);

describe('the hidden field robots fill', () => {
  it('is out of sight, out of the tab order and out of reach of assistive tech; people send it empty', async () => {
    const user = userEvent.setup();
    const shop = answerShop();
    renderCheckout();
    await screen.findByLabelText('Nom');

    const field = honeypot();
    expect(field).not.toBeNull();
    expect(field).toHaveAttribute('tabindex', '-1');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Nothing a screen reader lists names it.
    expect(screen.queryByRole('textbox', { name: /site web/i })).not.toBeInTheDocument();

    // A keyboard user tabbing through the whole page never lands on it.
    const reached = new Set<Element | null>();
    for (let step = 0; step < 60; step += 1) {
      await user.tab();
      reached.add(document.activeElement);
    }
    expect(reached.has(field)).toBe(false);

    await fillNewClient(user);
    await user.click(submitButton());
    await screen.findByText(MESSAGES.orderSuccess);
    expect(shop.orders[0]?.fields[HONEYPOT_FIELD]).toBe('');
  });

  it('goes with the order as a robot filled it, and the shop’s refusal leaves the cart as it was', async () => {
    const user = userEvent.setup();
    const shop = answerShop({ orderAnswers: [() => apiError(422, MESSAGES.validationFailed)] });
    renderCheckout();
    await screen.findByLabelText('Nom');
    await fillNewClient(user);
    const field = honeypot();
    if (!field) throw new Error('no hidden field');
    await user.type(field, 'https://promo.example');
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.orderFailure)).toBeInTheDocument();
    expect(shop.orders[0]?.fields[HONEYPOT_FIELD]).toBe('https://promo.example');
    expect(useCartStore.getState().items).toHaveLength(2);
  });
});

describe('an order the shop will not take online', () => {
  it('from a blocked phone (403): the shop’s message stays in view with its number to call, the cart is kept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const refusal = DESK_MESSAGES.orderBlocked('+216 71 000 000');
    const shop = answerShop({ orderAnswers: [() => apiError(403, refusal)] });
    renderCheckout();
    await screen.findByLabelText('Nom');
    await fillNewClient(user);
    await user.click(submitButton());

    const alert = screen.getByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(refusal));
    expect(screen.getByRole('link', { name: 'Appeler la boutique' })).toHaveAttribute(
      'href',
      'tel:+21671000000',
    );
    // Sent once: a refusal is not a stale anti-forgery token, and a second try would count again.
    expect(shop.orders).toHaveLength(1);
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(screen.getByLabelText('Numéro de téléphone')).toHaveValue(AMIRA.numero_telephone);
    // Not a passing notice: still there well after the other alerts are gone.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByText(MESSAGES.orderFailure)).not.toBeInTheDocument();
  });

  it('from a phone that ordered too often today (429): the shop’s French message, the cart kept', async () => {
    const user = userEvent.setup();
    const limit = DESK_MESSAGES.ordersPerPhoneLimited(5);
    answerShop({ orderAnswers: [() => apiError(429, limit)] });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-7KQ2M9XH');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.queryByRole('link', { name: 'Appeler la boutique' })).not.toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(submitButton()).toBeEnabled();
  });
});
