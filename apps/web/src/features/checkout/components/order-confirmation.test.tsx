import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrder } from '@/testing/fixtures';
import {
  answerShop,
  created,
  fillNewClient,
  renderCheckout,
  resetShop,
  submitButton,
} from '../testing/checkout-harness';

beforeEach(resetShop);

describe('the order confirmation', () => {
  it('is its own page, « Merci pour votre commande » in the heading and the tab, no longer « Vérifier la commande »', async () => {
    const user = userEvent.setup();
    answerShop();
    renderCheckout();
    await screen.findByLabelText('Nom');
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifier la commande' })).toBeInTheDocument();
    await fillNewClient(user);
    await user.click(submitButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vérifier la commande' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Merci pour votre commande — Vitrine');
    expect(screen.getByText('VT-2026-000042', { selector: 'dd' })).toBeInTheDocument();
  });

  it('sends a phone typed with the country code and separators as its 8 digits', async () => {
    const user = userEvent.setup();
    const shop = answerShop();
    renderCheckout();
    await screen.findByLabelText('Nom');
    await fillNewClient(user, { numero_telephone: '(+216) 22-123.456' });
    expect(screen.getByLabelText('Numéro de téléphone')).toHaveValue('(+216) 22-123.456');
    await user.click(submitButton());

    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' });
    expect(shop.orders[0]?.fields['client[numero_telephone]']).toBe('22123456');
  });

  it('says where the parcel goes as the answer says it: a stored address masked, its region named', async () => {
    const user = userEvent.setup();
    answerShop({ orderAnswers: [created(makeOrder({ livraison: { adresse: 'S***', region: 'Sfax' } }))] });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-DEMO01');
    await user.click(submitButton());

    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' });
    expect(screen.getByText(/^Livraison à/)).toHaveTextContent('Livraison à S***, Sfax');
  });
});
