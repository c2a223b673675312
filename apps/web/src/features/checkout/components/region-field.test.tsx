import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOVERNORATES, MESSAGES } from '@vitrine/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerShop,
  fillNewClient,
  renderCheckout,
  resetShop,
  submitButton,
} from '../testing/checkout-harness';

beforeEach(() => {
  resetShop();
});

describe('the checkout’s « Région »', () => {
  it('is a required choice among the 24 governorates, its message tied to it, sent as the state spells it', async () => {
    const shop = answerShop();
    const user = userEvent.setup();
    renderCheckout();
    const region = await screen.findByRole('combobox', { name: 'Région' });
    expect(region).toHaveAttribute('aria-required', 'true');
    const options = within(region).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Choisissez votre gouvernorat');
    expect(options.slice(1).map((option) => option.getAttribute('value'))).toEqual([...GOVERNORATES]);

    await fillNewClient(user, { region: '' });
    await user.click(region);
    await user.tab();
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(region).toHaveAccessibleDescription(MESSAGES.regionRequired);
    expect(submitButton()).toBeDisabled();

    await user.selectOptions(region, 'Kébili');
    expect(region).not.toHaveAttribute('aria-invalid');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' });
    expect(shop.orders[0]?.fields).toMatchObject({ 'client[region]': 'Kébili' });
  });
});
