import { screen, within } from '@testing-library/react';
import type { OwnerDraft } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/api-server';
import { visible } from '@/testing/render';
import { consoleOpen } from '../testing/customers';
import { renderConsole } from '../testing/owner-harness';

const SONIA: OwnerDraft = {
  telephone: '98123456',
  prenom: 'Sonia',
  articles: [
    { id: 1, nom: 'Bague Aube — taille 54', quantite: 2, prix: 102_000 },
    { id: 2, nom: 'Pendentif Étoile', quantite: 1, prix: 48_500 },
  ],
  valeur: 252_500,
  mis_a_jour: '2026-11-28T20:15:00.000Z',
};

describe('Abandoned checkouts (/gestion/paniers)', () => {
  it('shows each draft phone first, its articles and value, with « Appeler » and « WhatsApp »', async () => {
    consoleOpen();
    answer('get', '/owner/brouillons', [SONIA, { ...SONIA, telephone: '22333444', prenom: null }]);
    renderConsole('/gestion/paniers');

    // Newest first, as the API lists them: Sonia's card is the first.
    const first = (await screen.findByRole('list', { name: 'Paniers abandonnés' }))
      .children[0] as HTMLElement;
    expect(first.firstElementChild).toHaveTextContent('98 123 456');
    expect(within(first).getByText('28/11/2026 21:15')).toBeInTheDocument();
    const lines = within(within(first).getByRole('list', { name: 'Articles de Sonia' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => visible(line.textContent))).toEqual([
      'Bague Aube — taille 54 × 2204,000 DT',
      'Pendentif Étoile × 148,500 DT',
    ]);
    expect(
      within(first).getByText(
        (_, node) => node?.tagName === 'STRONG' && visible(node.textContent) === '252,500 DT',
      ),
    ).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Appeler Sonia' })).toHaveAttribute(
      'href',
      'tel:+21698123456',
    );
    expect(within(first).getByRole('link', { name: 'WhatsApp Sonia' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/21698123456\?text=Bonjour%20Sonia%2C%0AVotre%20panier%20vous%20attend/,
    );
    // Without a first name, the phone names the buttons.
    expect(screen.getByRole('link', { name: 'Appeler 22 333 444' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Paniers' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('says when no checkout was left', async () => {
    consoleOpen();
    answer('get', '/owner/brouillons', []);
    renderConsole('/gestion/paniers');
    expect(await screen.findByText('Aucun panier abandonné ces 7 derniers jours.')).toBeInTheDocument();
  });
});
