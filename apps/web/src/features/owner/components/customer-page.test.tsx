import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESK_MESSAGES, MESSAGES, type OwnerClient } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer, apiError } from '@/testing/api-server';
import { visible } from '@/testing/render';
import { consoleOpen, customerRecord } from '../testing/customers';
import { renderConsole } from '../testing/owner-harness';

const PATH = '/owner/clients/22123456';

function openRecord(record: OwnerClient = customerRecord()) {
  consoleOpen();
  answer('get', PATH, record);
  renderConsole('/gestion/clients/22123456');
  return screen.findByRole('heading', { level: 1, name: 'Leïla Haddad' });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('A customer’s record (/gestion/clients/:telephone)', () => {
  it('shows whom to call, the delivery rate, how the orders ended and each order with its page', async () => {
    await openRecord();
    expect(screen.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', 'tel:+21622123456');
    expect(screen.getByRole('link', { name: 'leila@example.tn' })).toHaveAttribute(
      'href',
      'mailto:leila@example.tn',
    );
    const outcomes = visible(region('Livraisons').textContent);
    expect(outcomes).toContain('Taux de livraison75 %');
    expect(outcomes).toContain('Commandes5');
    expect(within(region('Livraisons')).getByText(/3 livrées · 1 refusée/)).toHaveAttribute(
      'data-warning',
      'true',
    );

    const orders = within(region('Commandes')).getAllByRole('link');
    expect(orders).toHaveLength(5);
    expect(visible(orders[0]?.textContent)).toBe('VT-2026-000042À confirmer25/11/2026 22:401 234,500 DT');
    expect(visible(orders[1]?.textContent)).toBe('VT-2026-000031Refusée12/11/2026 10:0587,000 DT');
    expect(orders[0]).toHaveAttribute('href', '/gestion/commandes/VT-2026-000042');
  });

  it('shows the notes newest first with their dates', async () => {
    await openRecord();
    const notes = within(screen.getByRole('list', { name: 'Notes sur le client' })).getAllByRole('listitem');
    expect(notes.map((note) => visible(note.textContent))).toEqual([
      '13/11/2026 09:30A refusé le colis : absente.',
      '30/10/2026 18:00Préfère être appelée après 18 h.',
    ]);
  });

  it('has no delivery rate before any delivery or refusal', async () => {
    await openRecord(
      customerRecord({
        commandes: [{ reference: 'VT-2026-000042', date: '2026-11-25', total: 40, etat: 'en cours' }],
        livrees: 0,
        refusees: 0,
        taux_livraison: null,
        notes: [],
      }),
    );
    expect(visible(region('Livraisons').textContent)).toContain('Taux de livraison—');
    expect(region('Livraisons')).toHaveTextContent('Aucune commande terminée');
    expect(visible(region('Commandes').textContent)).toContain('25 novembre 2026');
    expect(region('Notes')).toHaveTextContent('Aucune note pour le moment.');
  });

  it('adds a note: an empty one is refused before sending, a written one joins the list', async () => {
    const user = userEvent.setup();
    await openRecord();
    const sent = answer('post', `${PATH}/notes`, (request) => ({
      id: 3,
      texte: (request.body as { texte: string }).texte,
      cree_le: '2026-11-28T20:00:00.000Z',
    }));
    const notes = region('Notes');
    await user.click(within(notes).getByRole('button', { name: 'Ajouter la note' }));
    expect(within(notes).getByRole('alert')).toHaveTextContent(DESK_MESSAGES.customerNoteRequired);
    expect(within(notes).getByLabelText('Nouvelle note')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(within(notes).getByLabelText('Nouvelle note'), '  Client fidèle, livrer le samedi.  ');
    await user.click(within(notes).getByRole('button', { name: 'Ajouter la note' }));
    await within(notes).findByText('Note ajoutée.');
    expect(sent.map((request) => request.body)).toEqual([{ texte: 'Client fidèle, livrer le samedi.' }]);
    const listed = within(screen.getByRole('list', { name: 'Notes sur le client' })).getAllByRole('listitem');
    expect(visible(listed[0]?.textContent)).toBe('28/11/2026 21:00Client fidèle, livrer le samedi.');
    expect(within(notes).getByLabelText('Nouvelle note')).toHaveValue('');
  });

  it('shows the API’s French refusal of a note', async () => {
    const user = userEvent.setup();
    await openRecord();
    const refusal = MESSAGES.controlCharacters('Note');
    answer(
      'post',
      `${PATH}/notes`,
      apiError(422, MESSAGES.validationFailed, { errors: { texte: [refusal] } }),
    );
    const notes = region('Notes');
    await user.type(within(notes).getByLabelText('Nouvelle note'), 'Une note');
    await user.click(within(notes).getByRole('button', { name: 'Ajouter la note' }));
    expect(await within(notes).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('blocks the phone with a reason, then shows the reason and the refused tries, and unblocks it', async () => {
    const user = userEvent.setup();
    await openRecord();
    const sent = answer('post', `${PATH}/blocage`, (request) => {
      const { bloque, raison } = request.body as { bloque: boolean; raison?: string };
      return customerRecord({
        bloque,
        raison_blocage: bloque ? (raison ?? null) : null,
        tentatives_bloquees: bloque ? 0 : 2,
      });
    });
    const block = region('Blocage');
    expect(screen.queryByText('Bloqué')).not.toBeInTheDocument();
    await user.type(within(block).getByLabelText(/Raison/), 'Trois colis refusés');
    await user.click(within(block).getByRole('button', { name: 'Bloquer ce numéro' }));
    await within(block).findByText('Numéro bloqué.');
    expect(
      within(block).getByText('Ce numéro est bloqué : ses commandes en ligne sont refusées.'),
    ).toBeVisible();
    expect(visible(block.textContent)).toContain('Raison : Trois colis refusés');
    expect(block).toHaveTextContent('Aucune commande tentée depuis le blocage.');
    // The header says it too.
    expect(screen.getByText('Bloqué')).toBeInTheDocument();

    await user.click(within(block).getByRole('button', { name: 'Débloquer' }));
    await within(block).findByText('Numéro débloqué.');
    expect(within(block).getByRole('button', { name: 'Bloquer ce numéro' })).toBeEnabled();
    expect(sent.map((request) => request.body)).toEqual([
      { bloque: true, raison: 'Trois colis refusés' },
      { bloque: false },
    ]);
  });

  it('counts the orders a blocked phone tried since', async () => {
    await openRecord(customerRecord({ bloque: true, raison_blocage: null, tentatives_bloquees: 2 }));
    expect(region('Blocage')).toHaveTextContent('2 commandes tentées et refusées depuis le blocage.');
    expect(within(region('Blocage')).queryByText(/Raison/)).not.toBeInTheDocument();
  });

  it('says so when no order was placed with the phone', async () => {
    consoleOpen();
    answer('get', '/owner/clients/55555555', apiError(404, DESK_MESSAGES.customerNotFound));
    renderConsole('/gestion/clients/55555555');
    expect(await screen.findByRole('alert')).toHaveTextContent(DESK_MESSAGES.customerNotFound);
    expect(screen.getByRole('link', { name: 'Clients', current: false })).toHaveAttribute(
      'href',
      '/gestion/clients',
    );
  });
});
