import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerBodies, apiError, requestKey } from '@/testing/api-server';
import { makeOrder } from '@/testing/fixtures';
import { visible } from '@/testing/render';
import { answerShop, created, renderCheckout, resetShop, submitButton } from '../testing/checkout-harness';

beforeEach(resetShop);

/** What the API answers for each code the page sends (exactly as sent: any other code fails the test). */
function answerPromos() {
  return answerBodies('/promos/apply', {
    // The page sends the code as typed; the API reads it in capitals and answers its own spelling.
    [requestKey({ code: 'bienvenue10' })]: { code: 'BIENVENUE10', reduction: 10 },
    [requestKey({ code: 'BIENVENUE10' })]: { code: 'BIENVENUE10', reduction: 10 },
    [requestKey({ code: 'ETE25' })]: apiError(422, 'Ce code a expiré.', { error: 'Ce code a expiré.' }),
    [requestKey({ code: 'NOEL' })]: apiError(500, 'Trop de requêtes.'),
  });
}

const totalOf = () =>
  visible(
    within(screen.getByRole('region', { name: 'Votre commande' }))
      .getByText('Total')
      .closest('div')?.textContent,
  );

describe('promo code', () => {
  it('applies only a code that is not empty', async () => {
    const user = userEvent.setup();
    const shop = answerShop();
    renderCheckout();
    const add = await screen.findByRole('button', { name: 'Ajouter' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Code promo'), '   ');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Code promo'), '{Enter}');
    expect(shop.promos).toEqual([]);
  });

  it('takes a valid code off the subtotal and sends it with the order', async () => {
    const user = userEvent.setup();
    const shop = answerShop({
      orderAnswers: [created(makeOrder({ code_promo: 'BIENVENUE10', reduction: 10 }))],
    });
    const promos = answerPromos();
    renderCheckout();
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(totalOf()).toBe('Total117,000 DT');
    await user.type(screen.getByLabelText('Code promo'), 'bienvenue10{Enter}');
    expect(await screen.findByText(MESSAGES.promoApplied(10))).toBeInTheDocument();
    expect(promos).toEqual([{ code: 'bienvenue10' }]);
    const summary = screen.getByRole('region', { name: 'Votre commande' });
    expect(visible(within(summary).getByText('Remise (BIENVENUE10, 10 %)').closest('div')?.textContent)).toBe(
      'Remise (BIENVENUE10, 10 %)−11,000 DT',
    );
    // 110 − 11 + 7
    expect(totalOf()).toBe('Total106,000 DT');

    await user.click(screen.getByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-7KQ2M9XH');
    await user.click(submitButton());
    await screen.findByText(MESSAGES.orderSuccess);
    expect(shop.orders[0]?.fields.code_promo).toBe('BIENVENUE10');
  });

  it('shows the server’s error for a refused code, or « Code promo invalide. », and drops the discount', async () => {
    const user = userEvent.setup();
    const shop = answerShop();
    answerPromos();
    renderCheckout();
    const field = await screen.findByLabelText('Code promo');
    await user.type(field, 'BIENVENUE10');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await screen.findByText(MESSAGES.promoApplied(10));

    await user.clear(field);
    await user.type(field, 'ETE25');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Ce code a expiré.')).toBeInTheDocument();
    expect(screen.queryByText(/^Remise/)).not.toBeInTheDocument();
    expect(totalOf()).toBe('Total117,000 DT');

    await user.clear(field);
    await user.type(field, 'NOEL');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText(MESSAGES.invalidPromo)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'CL-7KQ2M9XH');
    await user.click(submitButton());
    await screen.findByText(MESSAGES.orderSuccess);
    expect(shop.orders[0]?.fields.code_promo).toBeUndefined();
  });
});
