import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/api-server';
import { COUNTS, renderConsole, signedIn, summary } from '../testing/owner-harness';

const DESK_SESSION = { id: 3, nom: 'Salma', role: 'confirmation' } as const;
const PACKING_SESSION = { id: 4, nom: 'Karim', role: 'preparation' } as const;

describe('The console by role', () => {
  it('shows a desk account its sections only, and refuses an owner’s page opened by its address', async () => {
    signedIn({ session: DESK_SESSION });
    answer('get', '/owner/orders', { orders: [summary()], total: 1, counts: COUNTS });
    renderConsole('/gestion/tableau-de-bord');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByText(/n’est pas ouverte au rôle/)).toHaveTextContent('Confirmation');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    const sections = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/\d.*$/, '').trim());
    expect(sections).toEqual(['Commandes', 'Clients']);
    expect(screen.getByText('Salma')).toBeInTheDocument();
  });

  it('sends a packing account from the calls, which it does not make, to the orders to ship', async () => {
    signedIn({ session: PACKING_SESSION });
    answer('get', '/owner/orders', { orders: [summary()], total: 1, counts: COUNTS });
    renderConsole('/gestion/commandes/a-appeler');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/gestion/commandes?etat=confirm%C3%A9e');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Commandes ']);
  });
});
