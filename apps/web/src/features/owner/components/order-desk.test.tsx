import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESK_MESSAGES, MESSAGES, type OwnerOrder } from '@vitrine/contracts';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, answerInTurn, apiError } from '@/testing/api-server';
import { visible } from '@/testing/render';
import { ownerKeys } from '../api/query-keys';
import { answerVerb, COUNTS, ownerOrder, renderConsole, signedIn, TWO_LINES } from '../testing/owner-harness';

// The order page's desk: the calls' facts and outcomes, the calls in the history, and the change of an
// order during the call.

const PATH = '/owner/orders/VT-2026-000042';

function openOrder(...turns: OwnerOrder[]) {
  signedIn();
  answer('get', '/owner/orders', { orders: [], total: 0, counts: COUNTS });
  answerInTurn('get', PATH, turns);
  return renderConsole('/gestion/commandes/VT-2026-000042');
}

const region = (name: string) => screen.getByRole('region', { name });

describe('An order’s desk (/gestion/commandes/:reference)', () => {
  it('says the desk’s facts, links the customer’s record, and notes a call, which joins the history', async () => {
    const user = userEvent.setup();
    const call = {
      id: 5,
      resultat: 'injoignable' as const,
      note: null,
      rappeler_a: null,
      cree_le: '2026-11-25T21:55:00.000Z',
    };
    openOrder(
      ownerOrder({
        tentatives: 1,
        client_resume: { livrees: 2, refusees: 0, annulees: 1 },
        minutes_attente: 40,
      }),
      ownerOrder({
        tentatives: 2,
        appels: [call],
        premier_contact_le: call.cree_le,
        dernier_appel: call.cree_le,
      }),
    );
    const sent = answer('post', `${PATH}/appels`, { appel: call, tentatives: 2, etat: 'en cours' });
    await screen.findByRole('heading', { level: 1, name: 'VT-2026-000042' });
    const desk = region('Appels');
    expect(visible(desk.textContent)).toContain('il y a 40 min');
    expect(visible(desk.textContent)).toContain('1 tentative');
    expect(within(desk).getByRole('link', { name: /2 livrées · 1 annulée/ })).toHaveAttribute(
      'href',
      '/gestion/clients/22123456',
    );
    const whatsApp = within(region('Client')).getByRole('link', { name: /WhatsApp/ });
    expect(new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text')).toContain('Bonjour Leïla,');

    await user.click(within(desk).getByRole('button', { name: 'Injoignable' }));
    expect(await within(desk).findByText('VT-2026-000042 : injoignable, 2 tentatives.')).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([{ resultat: 'injoignable' }]);
    expect(await within(region('Historique')).findByText('Appel : Injoignable')).toBeInTheDocument();
    expect(visible(region('Appels').textContent)).toContain('Premier appel le 25/11/2026 22:55');
  });

  it('says a call confirmed the order when the shop’s live news of it closes the desk first', async () => {
    const user = userEvent.setup();
    const { queryClient } = openOrder(ownerOrder());
    const call = {
      id: 6,
      resultat: 'confirmee' as const,
      note: null,
      rappeler_a: null,
      cree_le: '2026-11-25T22:00:00.000Z',
    };
    answer('post', `${PATH}/appels`, async () => {
      // The call is recorded and the order confirmed; the news reaches the page before the answer.
      answer('get', PATH, ownerOrder({ etat: 'confirmée', appels: [call] }));
      await queryClient.refetchQueries({ queryKey: ownerKeys.orders() });
      await waitFor(() => expect(within(region('Appels')).queryByRole('button')).toBeNull());
      return { appel: call, tentatives: 1, etat: 'confirmée' };
    });
    await screen.findByRole('heading', { level: 1, name: 'VT-2026-000042' });
    await user.click(within(region('Appels')).getByRole('button', { name: 'Confirmée' }));
    expect(
      await within(region('Appels')).findByText('VT-2026-000042 : commande confirmée.'),
    ).toBeInTheDocument();
  });

  it('puts the calls among the moves and changes by date, a call’s note marked as the shop’s', async () => {
    openOrder(
      ownerOrder({
        etat: 'annulée',
        appels: [
          {
            id: 1,
            resultat: 'rappeler',
            note: 'Au travail',
            rappeler_a: '2026-11-26T09:00:00.000Z',
            cree_le: '2026-11-25T22:00:00.000Z',
          },
          {
            id: 2,
            resultat: 'annulee',
            note: 'Trop cher',
            rappeler_a: null,
            cree_le: '2026-11-26T09:05:00.000Z',
          },
        ],
        historique: [
          ...ownerOrder().historique,
          {
            ancien_etat: 'en cours',
            nouvel_etat: 'en cours',
            date: '2026-11-25T22:30:00.000Z',
            par: 'console',
            note: 'Commande modifiée : adresse ; total 1 234,500 DT',
          },
          {
            ancien_etat: 'en cours',
            nouvel_etat: 'annulée',
            date: '2026-11-26T09:05:00.000Z',
            par: 'console',
            note: 'Trop cher',
          },
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'VT-2026-000042' });
    const entries = within(region('Historique'))
      .getAllByRole('listitem')
      .map((item) => visible(item.querySelector('p')?.textContent));
    expect(entries).toEqual([
      'Commande reçue',
      'Appel : Rappeler le 26/11/2026 10:00',
      'Commande modifiée',
      'Appel : Annulée',
      'À confirmer → Annulée',
    ]);
    expect(visible(region('Historique').textContent)).toContain('Note de la boutique Au travail');
    // A closed order is neither called nor changed.
    expect(within(region('Appels')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Modifier la commande' })).toBeNull();
  });

  it('changes the address and the quantities during the call, and shows the totals the shop computed', async () => {
    const user = userEvent.setup();
    const changed = ownerOrder({
      items: [{ ...TWO_LINES[0]!, quantite: 3, total: 1800 }],
      livraison: {
        ...ownerOrder().livraison,
        adresse: '4 rue de Sfax',
        region: 'Sousse',
        code_postal: '4000',
      },
      sous_total: 1800,
      shipping_charge: 0,
      total: 1800,
    });
    openOrder(ownerOrder({ items: TWO_LINES }), changed);
    const sent = answerVerb('patch', PATH, () => HttpResponse.json(changed));
    await screen.findByRole('heading', { level: 1, name: 'VT-2026-000042' });
    const change = region('Modifier la commande');

    await user.click(within(change).getByRole('button', { name: 'Modifier l’adresse ou les articles' }));
    await user.click(within(change).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(within(change).getByRole('alert')).toHaveTextContent(DESK_MESSAGES.orderChangeEmpty);
    expect(sent).toEqual([]);

    const address = within(change).getByLabelText('Adresse');
    await user.clear(address);
    await user.type(address, '4 rue de Sfax');
    await user.selectOptions(within(change).getByLabelText('Région'), 'Sousse');
    const postal = within(change).getByLabelText('Code postal');
    await user.clear(postal);
    await user.type(postal, '4000');
    await user.click(
      within(change).getByRole('button', { name: 'Augmenter la quantité de Collier Perle de Carthage' }),
    );
    await user.click(within(change).getByRole('button', { name: 'Retirer Bague Aube — taille 54' }));
    await user.click(within(change).getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(
      await within(change).findByText('Commande modifiée : nouveau total 1 800,000 DT.', {
        normalizer: visible,
      }),
    ).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      {
        adresse: '4 rue de Sfax',
        region: 'Sousse',
        code_postal: '4000',
        lignes: [{ article_id: 7, quantite: 3 }],
      },
    ]);
    expect(visible(region('Articles').textContent)).toContain('Total à encaisser1 800,000 DT');
    expect(visible(region('Livraison').textContent)).toContain('4 rue de Sfax');
  });

  it('keeps the variant of a line it keeps, refuses an order without lines, and says the shop’s 409', async () => {
    const user = userEvent.setup();
    openOrder(ownerOrder({ etat: 'confirmée', items: TWO_LINES }));
    const refusal = MESSAGES.outOfStock('Bague Aube', '54', 0);
    const sent = answerVerb('patch', PATH, () => apiError(409, refusal));
    await screen.findByRole('heading', { level: 1, name: 'VT-2026-000042' });
    const change = region('Modifier la commande');
    await user.click(within(change).getByRole('button', { name: 'Modifier l’adresse ou les articles' }));
    await user.click(within(change).getByRole('button', { name: 'Retirer Collier Perle de Carthage' }));
    await user.click(within(change).getByRole('button', { name: 'Retirer Bague Aube — taille 54' }));
    await user.click(within(change).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(within(change).getByText(DESK_MESSAGES.orderChangeNoLine)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(change).getByRole('button', { name: 'Retour' }));
    await user.click(within(change).getByRole('button', { name: 'Modifier l’adresse ou les articles' }));
    await user.click(
      within(change).getByRole('button', { name: 'Augmenter la quantité de Bague Aube — taille 54' }),
    );
    await user.click(within(change).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await within(change).findByRole('alert')).toHaveTextContent(refusal);
    expect(sent.map((request) => request.body)).toEqual([
      {
        lignes: [
          { article_id: 7, quantite: 2 },
          { article_id: 9, article_detail_id: 31, quantite: 2 },
        ],
      },
    ]);
  });
});
