import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type OrderState, type OwnerSession } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer, answerInTurn, apiError } from '@/testing/api-server';
import { visible } from '@/testing/render';
import { ownerKeys } from '../api/query-keys';
import { COUNTS, ownerOrder, renderConsole, signedIn } from '../testing/owner-harness';

const PATH = '/owner/orders/VT-2026-000042';

function openOrder(etat: OrderState, session?: OwnerSession) {
  signedIn({ session });
  answer('get', '/owner/orders', { orders: [], total: 0, counts: COUNTS });
  answer('get', PATH, ownerOrder({ etat }));
  return renderConsole('/gestion/commandes/VT-2026-000042');
}

const moves = () =>
  within(screen.getByRole('region', { name: 'Faire avancer la commande' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('An order (/gestion/commandes/:reference)', () => {
  it('shows whom to call, where to deliver, the prices charged and the history', async () => {
    openOrder('en cours');
    await screen.findByRole('heading', { level: 1, name: 'VT-2026-000042' });
    expect(screen.getByRole('link', { name: /Appeler le 22 123 456/ })).toHaveAttribute(
      'href',
      'tel:+21622123456',
    );
    expect(screen.getByRole('link', { name: /leila@example.tn/ })).toHaveAttribute(
      'href',
      'mailto:leila@example.tn',
    );
    const delivery = visible(screen.getByRole('region', { name: 'Livraison' }).textContent);
    expect(delivery).toContain('12 rue des Orfèvres');
    expect(delivery).toContain('3000 Sfax');
    const lines = visible(screen.getByRole('region', { name: 'Articles' }).textContent);
    expect(lines).toContain('Collier Perle de Carthage2 × 600,000 DT1 200,000 DT');
    expect(lines).toContain('Total à encaisser1 234,500 DT');
    const history = visible(screen.getByRole('region', { name: 'Historique' }).textContent);
    expect(history).toContain('Commande reçue');
    expect(history).toContain('25/11/2026 22:40');
  });

  it.each([
    ['confirmation', 'en cours', ['Confirmer', 'Annuler la commande']],
    ['confirmation', 'expédiée', []],
    ['preparation', 'en cours', []],
    ['preparation', 'confirmée', ['Expédier']],
  ] as const)(
    'a member of « %s » is offered on « %s » only the moves of the role: %j',
    async (role, etat, offered) => {
      openOrder(etat, { id: 3, nom: 'Salma', role });
      await screen.findByRole('heading', { level: 1, name: 'VT-2026-000042' });
      expect(moves()).toEqual(offered);
      if (offered.length === 0)
        expect(
          screen.getByText('La suite de cette commande revient à un autre rôle de l’équipe.'),
        ).toBeInTheDocument();
    },
  );

  it('shows the call outcomes and the change to the desk, never to the packing table', async () => {
    const desk = (role: 'confirmation' | 'preparation') => async () => {
      openOrder('en cours', { id: 3, nom: 'Salma', role });
      await screen.findByRole('heading', { level: 1, name: 'VT-2026-000042' });
      return [
        screen.queryByRole('group', { name: /Résultat de l’appel/ }) !== null,
        screen.queryByRole('region', { name: 'Modifier la commande' }) !== null,
      ];
    };
    expect(await desk('confirmation')()).toEqual([true, true]);
    cleanup();
    expect(await desk('preparation')()).toEqual([false, false]);
  });

  it.each([
    ['en cours', ['Confirmer', 'Annuler la commande']],
    ['confirmée', ['Expédier', 'Annuler la commande']],
    ['expédiée', ['Marquer livrée', 'Refusée à la livraison']],
    ['livrée', []],
    ['annulée', []],
  ] as const)('« %s » offers only the moves the lifecycle allows: %j', async (etat, offered) => {
    openOrder(etat);
    await screen.findByRole('heading', { level: 1, name: 'VT-2026-000042' });
    expect(moves()).toEqual(offered);
    if (offered.length === 0)
      expect(
        screen.getByText('Cette commande est terminée : son état ne peut plus changer.'),
      ).toBeInTheDocument();
  });

  it('says the move was made when the shop’s live news of it brings the order in its new state first', async () => {
    const user = userEvent.setup();
    const { queryClient } = openOrder('en cours');
    answer('post', `${PATH}/etat`, async () => {
      // The move is recorded, and its news reaches the page before its answer does.
      answer('get', PATH, ownerOrder({ etat: 'confirmée' }));
      await queryClient.refetchQueries({ queryKey: ownerKeys.orders() });
      await waitFor(() => expect(moves()).toEqual(['Expédier', 'Annuler la commande']));
      return ownerOrder({ etat: 'confirmée' });
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    await user.click(screen.getByRole('button', { name: 'Valider : Confirmée' }));
    await screen.findByText('Commande passée à « Confirmée ».');
    expect(moves()).toEqual(['Expédier', 'Annuler la commande']);
  });

  it('a cancellation asks for its reason before anything is sent, then moves the order', async () => {
    const user = userEvent.setup();
    openOrder('en cours');
    const sent = answer('post', `${PATH}/etat`, (request) =>
      ownerOrder({
        etat: 'annulée',
        historique: [
          ...ownerOrder().historique,
          {
            ancien_etat: 'en cours',
            nouvel_etat: 'annulée',
            date: '2026-11-25T22:10:00.000Z',
            par: 'console',
            note: (request.body as { note: string }).note,
          },
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    const reason = screen.getByLabelText(/Motif de l’annulation/);
    expect(screen.getByText('(obligatoire)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Valider : Annulée' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Indiquez le motif de l’annulation.');
    expect(sent).toEqual([]);

    await user.type(reason, 'Client injoignable après trois appels');
    await user.click(screen.getByRole('button', { name: 'Valider : Annulée' }));
    await screen.findByText('Commande passée à « Annulée ».');
    expect(sent.map((request) => request.body)).toEqual([
      { etat: 'annulée', note: 'Client injoignable après trois appels' },
    ]);
    expect(moves()).toEqual([]);
    expect(visible(screen.getByRole('region', { name: 'Historique' }).textContent)).toContain(
      'À confirmer → Annulée',
    );
  });

  it('a shipment asks for the courier and the tracking number, and sends them as its note', async () => {
    const user = userEvent.setup();
    openOrder('confirmée');
    const sent = answer('post', `${PATH}/etat`, ownerOrder({ etat: 'expédiée' }));
    await user.click(await screen.findByRole('button', { name: 'Expédier' }));
    await user.type(screen.getByLabelText(/Transporteur/), 'Aramex');
    await user.click(screen.getByRole('button', { name: 'Valider : Expédiée' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Indiquez le transporteur et le numéro de suivi du colis.',
    );
    await user.type(screen.getByLabelText(/Numéro de suivi/), 'TN123456789');
    await user.click(screen.getByRole('button', { name: 'Valider : Expédiée' }));
    await screen.findByText('Commande passée à « Expédiée ».');
    expect(sent.map((request) => request.body)).toEqual([{ etat: 'expédiée', note: 'Aramex — TN123456789' }]);
  });

  it('a move someone else made first (409) is explained, and the page shows the order as it now is', async () => {
    const user = userEvent.setup();
    signedIn();
    answer('get', '/owner/orders', { orders: [], total: 0, counts: COUNTS });
    answerInTurn('get', PATH, [ownerOrder({ etat: 'en cours' }), ownerOrder({ etat: 'annulée' })]);
    const refusal = MESSAGES.orderMoveRefused('annulée', 'confirmée');
    answer('post', `${PATH}/etat`, apiError(409, refusal));
    renderConsole('/gestion/commandes/VT-2026-000042');
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    await user.click(screen.getByRole('button', { name: 'Valider : Confirmée' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(
      await screen.findByText('Cette commande est terminée : son état ne peut plus changer.'),
    ).toBeInTheDocument();
  });
});
