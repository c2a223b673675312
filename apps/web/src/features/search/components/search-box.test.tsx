import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestion } from '@vitrine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '@/testing/api-server';
import { renderPage, visible } from '@/testing/render';
import { SearchBox, SUGGESTIONS_DEBOUNCE_MS } from './search-box';

const suggestion = (id: number, nom: string, prix: number, promo = 0): SearchSuggestion => ({
  id,
  nom,
  image: `/storage/test/${id}-1-800.webp`,
  prix,
  promo,
  prix_final: Math.round(prix * (100 - promo) * 10) / 1000,
});
const COLLIERS = [
  suggestion(7, 'Collier Lune', 89.9),
  suggestion(8, 'Collier Jasmin', 120, 25),
  suggestion(9, 'Sautoir Perles', 45),
];

function renderSearch() {
  const sent = answer('get', '/search/suggestions', ({ query }) => ({
    suggestions: query.q === 'colier' ? COLLIERS : [],
  }));
  renderPage('*', <SearchBox />, '/');
  const field = screen.getByRole('combobox', { name: 'Rechercher' });
  return { sent, field, location: () => screen.getByTestId('location').textContent };
}

describe('the header search field', () => {
  it('is a search form with a labelled search input', () => {
    renderSearch();
    expect(screen.getByRole('search')).toContainElement(screen.getByLabelText('Rechercher'));
    expect(screen.getByLabelText('Rechercher')).toHaveAttribute('type', 'search');
  });

  it('shows suggestions with image and price once typing pauses, asking once', async () => {
    const user = userEvent.setup();
    const { sent, field } = renderSearch();
    await user.type(field, 'colier');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => visible(option.textContent))).toEqual([
      'Collier Lune89,900 DT',
      'Collier JasminPrix promo : 90,000 DTau lieu de 120,000 DT',
      'Sautoir Perles45,000 DT',
    ]);
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', '/storage/test/7-1-800.webp');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(sent.map((request) => request.query.q)).toEqual(['colier']);
  });

  it('moves through the suggestions with the arrows and opens the highlighted product with Enter', async () => {
    const user = userEvent.setup();
    const { field, location } = renderSearch();
    await user.type(field, 'colier');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Collier Jasmin/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /Sautoir Perles/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/SingleProduit/7');
  });

  it('closes the list with Escape, and Enter without a highlighted suggestion opens the search page', async () => {
    const user = userEvent.setup();
    const { field, location } = renderSearch();
    await user.type(field, 'colier');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/recherche?q=colier');
  });

  it('asks nothing for one letter or for blanks, and stays put on Enter with nothing typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { sent, field, location } = renderSearch();
      const pause = () => act(() => vi.advanceTimersByTime(SUGGESTIONS_DEBOUNCE_MS * 2));
      await user.type(field, 'c');
      await pause();
      expect(sent).toEqual([]);
      await user.type(field, 'o');
      await pause();
      await waitFor(() => expect(sent.map((request) => request.query.q)).toEqual(['co']));
      await user.clear(field);
      await user.type(field, '   ');
      await pause();
      await user.keyboard('{Enter}');
      expect(location()).toBe('/');
      expect(sent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
