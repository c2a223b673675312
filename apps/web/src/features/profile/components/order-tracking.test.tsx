import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, ORDER_STATE_SENTENCES } from '@vitrine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOrderHistoryStore } from '@/stores/order-history-store';
import { visible } from '@/testing/render';
import { resetVisitor } from '@/testing/visitor';
import { answerTracking, makeDiscountedOrder, renderProfile } from '../testing/profile-harness';

beforeEach(resetVisitor);

async function trackingForm() {
  const user = userEvent.setup();
  renderProfile();
  const region = await screen.findByRole('region', { name: 'Suivre ma commande' });
  const form = within(region).getByRole('form', { name: 'Suivre ma commande' });
  return {
    user,
    region,
    reference: within(form).getByLabelText('Référence de commande'),
    phone: within(form).getByLabelText('Numéro de téléphone'),
    submit: within(form).getByRole('button', { name: 'Suivre ma commande' }),
  };
}

describe('Profil « Suivre ma commande »', () => {
  it('shows the state, the day and the lines when reference and phone match, however they are typed', async () => {
    const received = answerTracking();
    const { user, region, reference, phone, submit } = await trackingForm();
    await user.type(reference, 'vt 2026 000042');
    await user.type(phone, '22 123 456');
    await user.click(submit);

    const found = await within(region).findByRole('article', { name: 'VT-2026-000042' });
    const text = visible(found.textContent);
    expect(text).toContain('Livrée');
    expect(text).toContain('Commande du 14 mars 2026');
    expect(text).toContain(ORDER_STATE_SENTENCES.livrée);
    const rows = within(found).getAllByRole('row').slice(1);
    expect(rows.map((row) => visible(row.textContent))).toEqual([
      expect.stringMatching(/^Bague Lune.*2.*80,000 DT$/),
      expect.stringMatching(/^Collier Soleil.*1.*30,000 DT$/),
    ]);
    expect(text).toContain('106,000 DT');
    expect(received).toEqual([{ reference: 'VT-2026-000042', numero_telephone: '22123456' }]);
  });

  it('says « introuvable » when the phone does not match, and shows no order', async () => {
    answerTracking();
    const { user, region, reference, phone, submit } = await trackingForm();
    await user.type(reference, 'VT-2026-000042');
    await user.type(phone, '98765432');
    await user.click(submit);
    expect(await within(region).findByRole('alert')).toHaveTextContent(MESSAGES.orderNotFound);
    expect(within(region).queryByRole('article')).not.toBeInTheDocument();
  });

  it('explains a malformed reference and phone under their fields and asks the shop nothing', async () => {
    const received = answerTracking();
    const { user, reference, phone, submit } = await trackingForm();
    await user.type(reference, 'CL-DEMO01');
    await user.type(phone, '2212');
    await user.click(submit);
    expect(reference).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.orderReferenceInvalid));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.phoneInvalid));
    expect(received).toEqual([]);
  });

  it('« Suivre » on one of my orders fills the form with its reference and phone and looks it up', async () => {
    answerTracking();
    useOrderHistoryStore.setState({
      orders: [{ order: makeDiscountedOrder(), numero_telephone: '22123456' }],
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Suivre la commande VT-2026-000042' }));
    const region = screen.getByRole('region', { name: 'Suivre ma commande' });
    expect(within(region).getByLabelText('Référence de commande')).toHaveValue('VT-2026-000042');
    expect(within(region).getByLabelText('Numéro de téléphone')).toHaveValue('22123456');
    expect(await within(region).findByRole('article', { name: 'VT-2026-000042' })).toHaveTextContent(
      'Livrée',
    );
  });

  it('« Suivre » on an order kept without any phone fills the reference and asks for the phone', async () => {
    const received = answerTracking();
    // Kept by an older version of the shop: placed with a client code, no delivery details in the answer.
    const { livraison: _livraison, ...withoutDelivery } = makeDiscountedOrder();
    useOrderHistoryStore.setState({ orders: [{ order: withoutDelivery }] });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Suivre la commande VT-2026-000042' }));
    const region = screen.getByRole('region', { name: 'Suivre ma commande' });
    expect(within(region).getByLabelText('Référence de commande')).toHaveValue('VT-2026-000042');
    await waitFor(() => expect(within(region).getByLabelText('Numéro de téléphone')).toHaveFocus());
    expect(received).toEqual([]);
  });
});

describe('Profil « Suivre ma commande » — the timeline', () => {
  it('dates every step in the shop’s time, names the current one and shows the tracking number', async () => {
    answerTracking();
    const { user, region, reference, phone, submit } = await trackingForm();
    await user.type(reference, 'VT-2026-000042');
    await user.type(phone, '22123456');
    await user.click(submit);

    const timeline = await within(region).findByRole('list', {
      name: 'Historique de la commande VT-2026-000042',
    });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => visible(step.textContent))).toEqual([
      'Commande passée14 mars 2026 à 10:12',
      'Confirmée14 mars 2026 à 12:40',
      'Expédiée15 mars 2026 à 09:05Transporteur et numéro de suivi : Rapid-Poste — n° de suivi RP123456789TN',
      'Livrée17 mars 2026 à 16:30',
    ]);
    expect(steps.at(-1)).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(within(steps[2] as HTMLElement).getByText('15 mars 2026 à 09:05')).toHaveAttribute(
      'datetime',
      '2026-03-15T08:05:00.000Z',
    );
  });

  it('keeps the answer with the order placed from this browser: its card shows the new state and history', async () => {
    answerTracking();
    // Checked a minute ago: the page does not ask by itself, « Suivre » does.
    useOrderHistoryStore.setState({
      orders: [
        {
          order: makeDiscountedOrder(),
          suivi: {
            etat: 'en cours',
            historique: [],
            checked_at: new Date(Date.now() - 60_000).toISOString(),
          },
        },
      ],
    });
    const user = userEvent.setup();
    renderProfile();
    const orders = await screen.findByRole('region', { name: 'Mes commandes' });
    expect(visible(orders.textContent)).toContain('À confirmer');
    await user.click(screen.getByRole('button', { name: 'Suivre la commande VT-2026-000042' }));

    await waitFor(() => expect(visible(orders.textContent)).toContain(ORDER_STATE_SENTENCES.livrée));
    expect(within(orders).getByText('Livrée')).toBeInTheDocument();
    await user.click(within(orders).getByText('Historique'));
    expect(
      within(
        within(orders).getByRole('list', { name: 'Historique de la commande VT-2026-000042' }),
      ).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(useOrderHistoryStore.getState().orders[0]?.suivi?.etat).toBe('livrée');
  });
});
