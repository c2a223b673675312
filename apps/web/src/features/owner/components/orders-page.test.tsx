import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, OWNER_ORDERS_PAGE_SIZE } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/api-server';
import { visible } from '@/testing/render';
import { COUNTS, renderConsole, signedIn, summary } from '../testing/owner-harness';

const location = () => screen.getByTestId('location').textContent;

/** The queue as the API answers it: the orders of the asked state, and every count. */
function serveQueue() {
  const byState = {
    'en cours': [summary(), summary({ reference: 'VT-2026-000041', nom: 'Ben Ali', prenom: 'Sami' })],
    livrée: [summary({ reference: 'VT-2026-000007', etat: 'livrée' as const, total: 89 })],
  };
  return answer('get', '/owner/orders', (sent) => {
    const orders = byState[(sent.query.etat ?? 'toutes') as keyof typeof byState] ?? [];
    const found = sent.query.q ? orders.filter((order) => order.nom.includes(sent.query.q ?? '')) : orders;
    return { orders: found, total: sent.query.etat === 'en cours' ? 45 : found.length, counts: COUNTS };
  });
}

describe('The order queue (/gestion/commandes)', () => {
  it('is beside « À appeler », where an unknown console address leads, once', async () => {
    signedIn();
    serveQueue();
    renderConsole('/gestion/nope/plus-loin');
    await screen.findByRole('heading', { level: 1, name: 'À appeler' });
    expect(location()).toBe('/gestion/commandes/a-appeler');
  });

  it('opens on « À confirmer », newest first, with a tab per state and its count; the header says how many wait', async () => {
    signedIn();
    const received = serveQueue();
    renderConsole('/gestion/commandes');

    const list = await screen.findByRole('list', { name: /À confirmer/ });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => within(row).getByText(/^VT-/).textContent)).toEqual([
      'VT-2026-000042',
      'VT-2026-000041',
    ]);
    const first = visible(rows[0]?.textContent);
    for (const text of [
      'Leïla Haddad',
      '22 123 456',
      'Sfax',
      '1 234,500 DT',
      'À confirmer',
      '25/11/2026 22:40',
    ])
      expect(first).toContain(text);

    const tabs = within(screen.getByRole('navigation', { name: 'États des commandes' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'À confirmer2',
      'Confirmée1',
      'Expédiée1',
      'Livrée5',
      'Refusée0',
      'Annulée1',
      'Toutes10',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /2 à confirmer/ })).toBeInTheDocument();
    // 45 orders waiting: three pages of OWNER_ORDERS_PAGE_SIZE.
    expect(screen.getByText(`Page 1 sur ${Math.ceil(45 / OWNER_ORDERS_PAGE_SIZE)}`)).toBeInTheDocument();
    expect(received.some((sent) => sent.query.etat === 'en cours')).toBe(true);
  });

  it('a tab, a search and a date range go to the API and stay in the address; the CSV follows the tab and the range', async () => {
    const user = userEvent.setup();
    signedIn();
    const received = serveQueue();
    renderConsole('/gestion/commandes');
    await screen.findByRole('list', { name: /À confirmer/ });

    await user.click(screen.getByRole('link', { name: /^Livrée/ }));
    const delivered = await screen.findByRole('list', { name: /Livrée/ });
    expect(within(delivered).getByText('VT-2026-000007')).toBeInTheDocument();
    expect(location()).toBe('/gestion/commandes?etat=livr%C3%A9e');

    await user.click(screen.getByRole('link', { name: /^À confirmer/ }));
    await user.type(await screen.findByLabelText('Référence, téléphone ou nom'), 'Ben Ali');
    await user.type(screen.getByLabelText('Du'), '2026-11-01');
    await user.type(screen.getByLabelText('Au'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const found = await screen.findByRole('list', { name: /À confirmer/ });
    await within(found).findByText('VT-2026-000041');
    expect(within(found).queryByText('VT-2026-000042')).not.toBeInTheDocument();
    expect(received.at(-1)?.query).toEqual({
      etat: 'en cours',
      q: 'Ben Ali',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      '/api/owner/orders.csv?etat=en+cours&from=2026-11-01&to=2026-11-30',
    );
  });

  it('a range that ends before it starts is refused in French, without asking the API', async () => {
    const user = userEvent.setup();
    signedIn();
    const received = serveQueue();
    renderConsole('/gestion/commandes');
    await screen.findByRole('list', { name: /À confirmer/ });
    const asked = received.length;
    await user.type(screen.getByLabelText('Du'), '2026-11-30');
    await user.type(screen.getByLabelText('Au'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.dateRangeInvalid);
    expect(received.length).toBe(asked);
    expect(location()).toBe('/gestion/commandes');
  });
});
