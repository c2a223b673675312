import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerMessage } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/api-server';
import { COUNTS, renderConsole, signedIn } from '../testing/owner-harness';

const message = (overrides: Partial<OwnerMessage>): OwnerMessage => ({
  id: 1,
  nom: 'Leïla Haddad',
  email: 'leila@example.tn',
  sujet: 'Taille de bague',
  message: 'Faites-vous la taille 48 ?',
  created_at: '2026-11-25T21:40:00.000Z',
  lu: false,
  ...overrides,
});

describe('Messages (/gestion/messages)', () => {
  it('opening an unread message marks it read; « Répondre » is a mail with the subject; it can be unread again', async () => {
    const user = userEvent.setup();
    signedIn();
    answer('get', '/owner/orders', { orders: [], total: 0, counts: COUNTS });
    // The API as it would be: the message stays as last marked.
    let read = false;
    const marks = answer('post', '/owner/messages/1/lu', (sent) => {
      read = (sent.body as { lu: boolean }).lu;
      return message({ lu: read });
    });
    answer('get', '/owner/messages', () => ({
      messages: [
        message({ lu: read }),
        message({ id: 2, nom: 'Sami', sujet: 'Livraison à Sousse', lu: true }),
      ],
      total: 2,
      unread: read ? 0 : 1,
    }));
    renderConsole('/gestion/messages');

    const list = await screen.findByRole('list', { name: 'Messages reçus' });
    const [first] = within(list).getAllByRole('listitem');
    if (!first) throw new Error('no message listed');
    expect(within(first).getByText('Non lu :')).toBeInTheDocument();
    expect(screen.queryByText('Faites-vous la taille 48 ?')).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /Taille de bague/ }));
    expect(screen.getByText('Faites-vous la taille 48 ?')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Répondre' })).toHaveAttribute(
      'href',
      'mailto:leila@example.tn?subject=Re%20%3A%20Taille%20de%20bague',
    );
    expect(within(first).queryByText('Non lu :')).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Marquer comme non lu' }));
    expect(marks.map((sent) => sent.body)).toEqual([{ lu: true }, { lu: false }]);
  });
});
