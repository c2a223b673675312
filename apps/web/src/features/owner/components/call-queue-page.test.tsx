import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CALL_GIVE_UP_REASON,
  DESK_MESSAGES,
  DUPLICATE_CANCEL_REASON,
  MESSAGES,
  type OrderCallAnswer,
  type OwnerOrderSummary,
} from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer, answerInTurn, apiError } from '@/testing/api-server';
import { visible } from '@/testing/render';
import { COUNTS, renderConsole, signedIn, summary, TWO_LINES } from '../testing/owner-harness';

const location = () => screen.getByTestId('location').textContent;
const QUEUE = '/gestion/commandes/a-appeler';
const CALLS = '/owner/orders/VT-2026-000042/appels';

/**
 * The queue as the API answers `file=a_confirmer` in turn; the header's counts from any other list.
 * Nothing else is answered: a card that read its order on its own would fail the test.
 */
function serveQueue(...turns: OwnerOrderSummary[][]) {
  const queue: OwnerOrderSummary[][] = turns.length ? turns : [[summary()]];
  let read = 0;
  const received = answer('get', '/owner/orders', (sent) => {
    if (sent.query.file !== 'a_confirmer') return { orders: [], total: 0, counts: COUNTS };
    const orders = queue[Math.min(read++, queue.length - 1)] ?? [];
    return { orders, total: orders.length, counts: COUNTS };
  });
  return received;
}

const called = (
  overrides: Partial<OrderCallAnswer['appel']> & Pick<OrderCallAnswer['appel'], 'resultat'>,
  tentatives = 0,
) =>
  ({
    appel: { id: 1, note: null, rappeler_a: null, cree_le: '2026-11-25T22:00:00.000Z', ...overrides },
    tentatives,
    etat:
      overrides.resultat === 'confirmee'
        ? 'confirmée'
        : overrides.resultat === 'annulee'
          ? 'annulée'
          : 'en cours',
  }) satisfies OrderCallAnswer;

const card = async (reference = 'VT-2026-000042') => screen.findByRole('article', { name: reference });

describe('« À appeler » (/gestion/commandes/a-appeler)', () => {
  it('is the console’s first screen once signed in', async () => {
    signedIn();
    const received = serveQueue();
    renderConsole('/gestion');
    await card();
    expect(location()).toBe(QUEUE);
    expect(received.some((sent) => sent.query.file === 'a_confirmer')).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'À appeler' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les commandes' })).toHaveAttribute(
      'href',
      '/gestion/commandes?etat=toutes',
    );
  });

  it('shows per order what to know before calling: total, wait, tries, the customer’s past orders', async () => {
    signedIn();
    serveQueue([
      summary({ client_resume: { livrees: 3, refusees: 1, annulees: 0 }, minutes_attente: 12 }),
      summary({
        reference: 'VT-2026-000041',
        prenom: 'Sami',
        nom: 'Ben Ali',
        tentatives: 1,
        minutes_attente: 95,
      }),
    ]);
    renderConsole(QUEUE);
    const first = await card();
    const text = visible(first.textContent);
    for (const part of [
      'VT-2026-000042',
      'Leïla Haddad',
      'Sfax · 2 articles · 22 123 456',
      '1 234,500 DT',
      'il y a 12 min',
      'Pas encore appelé',
    ])
      expect(text).toContain(part);
    const customer = within(first).getByRole('link', { name: /3 livrées · 1 refusée/ });
    expect(customer).toHaveAttribute('href', '/gestion/clients/22123456');
    expect(customer).toHaveAttribute('data-warning', 'true');

    const second = visible((await card('VT-2026-000041')).textContent);
    expect(second).toContain('il y a 1 h 35');
    expect(second).toContain('1 tentative');
    expect(second).toContain('Nouveau client');
    const order = within(screen.getByRole('list', { name: 'À appeler' })).getAllByRole('article');
    expect(order.map((each) => each.getAttribute('aria-labelledby'))).toEqual([
      'queue-VT-2026-000042',
      'queue-VT-2026-000041',
    ]);
  });

  it('calls in one tap, and opens WhatsApp with the order to confirm written from the queue alone', async () => {
    signedIn();
    serveQueue([
      summary({
        items: TWO_LINES.map(({ nom, quantite }) => ({ nom, quantite })),
        articles: 3,
        total: 1354.5,
      }),
    ]);
    renderConsole(QUEUE);
    const first = await card();
    expect(within(first).getByRole('link', { name: /^Appeler/ })).toHaveAttribute('href', 'tel:+21622123456');
    const whatsApp = within(first).getByRole('link', { name: /^WhatsApp/ });
    const href = whatsApp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/21622123456?text=')).toBe(true);
    const message = new URL(href).searchParams.get('text') ?? '';
    for (const part of [
      'Bonjour Leïla,',
      'VT-2026-000042',
      '- Collier Perle de Carthage × 2',
      '- Bague Aube — taille 54 × 1',
      'Total à payer à la livraison : 1 354,500 DT (livraison 34,500 DT comprise)',
      'Adresse : 12 rue des Orfèvres, 3000 Sfax',
      'Confirmez-vous votre commande ?',
    ])
      expect(visible(message)).toContain(part);
  });

  it('marks a blocked phone and an order that repeats another, which one tap cancels as a duplicate', async () => {
    const user = userEvent.setup();
    signedIn();
    serveQueue([summary({ bloque: true, doublon_de: 'VT-2026-000040' })], []);
    const sent = answer('post', CALLS, called({ resultat: 'annulee', note: DUPLICATE_CANCEL_REASON }));
    renderConsole(QUEUE);
    const first = await card();
    expect(within(first).getByText('Bloqué')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Doublon de VT-2026-000040' })).toHaveAttribute(
      'href',
      '/gestion/commandes/VT-2026-000040',
    );
    await user.click(within(first).getByRole('button', { name: 'Annuler (doublon)' }));
    expect(await screen.findByText('VT-2026-000042 : commande annulée.')).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      { resultat: 'annulee', raison: DUPLICATE_CANCEL_REASON },
    ]);
    expect(await screen.findByText('Aucune commande à appeler pour le moment.')).toBeInTheDocument();
  });

  it('counts an unanswered call, and after three offers « Injoignable ×3 » and a one-tap cancel', async () => {
    const user = userEvent.setup();
    signedIn();
    serveQueue([summary({ tentatives: 2 })], [summary({ tentatives: 3 })], []);
    const sent = answerInTurn('post', CALLS, [
      called({ resultat: 'injoignable' }, 3),
      called({ resultat: 'annulee', note: CALL_GIVE_UP_REASON }, 3),
    ]);
    renderConsole(QUEUE);
    let first = await card();
    expect(visible(first.textContent)).toContain('2 tentatives');
    expect(within(first).queryByRole('button', { name: /Annuler \(/ })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Injoignable' }));
    expect(await screen.findByText('VT-2026-000042 : injoignable, 3 tentatives.')).toBeInTheDocument();
    first = await card();
    expect(await within(first).findByText('Injoignable ×3')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: `Annuler (${CALL_GIVE_UP_REASON})` }));
    expect(await screen.findByText('Aucune commande à appeler pour le moment.')).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      { resultat: 'injoignable' },
      { resultat: 'annulee', raison: CALL_GIVE_UP_REASON },
    ]);
  });

  it('confirms in one tap: the order leaves the queue', async () => {
    const user = userEvent.setup();
    signedIn();
    serveQueue([summary()], []);
    const sent = answer('post', CALLS, called({ resultat: 'confirmee' }));
    renderConsole(QUEUE);
    await user.click(within(await card()).getByRole('button', { name: 'Confirmée' }));
    expect(await screen.findByText('VT-2026-000042 : commande confirmée.')).toBeInTheDocument();
    expect(await screen.findByText('Aucune commande à appeler pour le moment.')).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([{ resultat: 'confirmee' }]);
  });

  it('« Rappeler » asks when, in Tunis time, and refuses a time already past before sending', async () => {
    const user = userEvent.setup();
    signedIn();
    serveQueue();
    const sent = answer('post', CALLS, (request) =>
      called({ resultat: 'rappeler', rappeler_a: (request.body as { rappeler_a: string }).rappeler_a }),
    );
    renderConsole(QUEUE);
    await user.click(within(await card()).getByRole('button', { name: 'Rappeler' }));
    const when = screen.getByLabelText('Rappeler le (heure de Tunis)');
    fireEvent.change(when, { target: { value: '2020-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Valider : Rappeler' }));
    expect(screen.getByText(DESK_MESSAGES.callBackInPast)).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(when, { target: { value: '2099-06-01T10:30' } });
    await user.type(screen.getByLabelText(/Note pour la boutique/), 'Après le travail');
    await user.click(screen.getByRole('button', { name: 'Valider : Rappeler' }));
    expect(await screen.findByText('VT-2026-000042 : à rappeler le 01/06/2099 10:30.')).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      { resultat: 'rappeler', rappeler_a: '2099-06-01T10:30:00+01:00', note: 'Après le travail' },
    ]);
  });

  it('« Annulée » asks the reason before anything is sent', async () => {
    const user = userEvent.setup();
    signedIn();
    serveQueue([summary()], []);
    const sent = answer('post', CALLS, called({ resultat: 'annulee' }));
    renderConsole(QUEUE);
    await user.click(within(await card()).getByRole('button', { name: 'Annulée' }));
    await user.click(screen.getByRole('button', { name: 'Valider : Annulée' }));
    expect(screen.getByText(DESK_MESSAGES.cancelReasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText(/Raison de l’annulation/), 'Commande en double par erreur');
    await user.click(screen.getByRole('button', { name: 'Valider : Annulée' }));
    expect(await screen.findByText('VT-2026-000042 : commande annulée.')).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      { resultat: 'annulee', raison: 'Commande en double par erreur' },
    ]);
  });

  it('says the API’s refusal by the buttons (an order someone else confirmed meanwhile)', async () => {
    const user = userEvent.setup();
    signedIn();
    serveQueue();
    const refusal = DESK_MESSAGES.callOnClosedOrder('Confirmée');
    answer('post', CALLS, apiError(409, refusal));
    renderConsole(QUEUE);
    const first = await card();
    await user.click(within(first).getByRole('button', { name: 'Injoignable' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('puts a field’s refusal from the API under its field (the server’s clock says the time has passed)', async () => {
    const user = userEvent.setup();
    signedIn();
    serveQueue();
    answer(
      'post',
      CALLS,
      apiError(422, MESSAGES.validationFailed, { errors: { rappeler_a: [DESK_MESSAGES.callBackInPast] } }),
    );
    renderConsole(QUEUE);
    await user.click(within(await card()).getByRole('button', { name: 'Rappeler' }));
    await user.click(screen.getByRole('button', { name: 'Valider : Rappeler' }));
    const when = screen.getByLabelText('Rappeler le (heure de Tunis)');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.validationFailed);
    expect(when).toHaveAccessibleDescription(DESK_MESSAGES.callBackInPast);
    expect(when).toHaveAttribute('aria-invalid', 'true');
  });
});
