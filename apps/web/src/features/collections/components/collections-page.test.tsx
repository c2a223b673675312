import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { selectCartCount, useCartStore } from '@/stores/cart-store';
import { fakeApi, makeArticle, makeCollectionSummary, sexes } from '@/testing/fixtures';
import { renderPage, visible } from '@/testing/render';
import { CollectionsPage } from './collections-page';
import { SingleCollectionPage } from './single-collection-page';

const summaries = [
  makeCollectionSummary({ id: 1, nom: 'Médina', total_price: 1234.5 }),
  makeCollectionSummary({ id: 2, nom: 'Océan', total_price: 180 }),
];
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const requests: Array<Record<string, unknown>> = [];

const detail = {
  collection: {
    id: 1,
    nom: 'Médina',
    image: '/storage/collections/c-1-800.webp',
    description: 'Inspirée des ruelles de la médina.',
    articles: [makeArticle({ id: 11, nom: 'Bague Médina' }), makeArticle({ id: 12, nom: 'Collier Médina' })],
  },
  total_price: 200,
};

beforeEach(() => {
  requests.length = 0;
  useCartStore.getState().clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi({
        '/api/Collection': summaries.map(({ id, nom, image, description }) => ({
          id,
          nom,
          image,
          description,
        })),
        '/api/Collection/1': detail,
        '/api/Sex': sexes,
        '/api/collectionPaginate': (_url: URL, init?: RequestInit) => {
          const body = JSON.parse(String(init?.body ?? '{}'));
          requests.push(body);
          // Like the API: the name search ignores accents and case.
          const found = summaries
            .filter((c) => !body.collection_name || fold(c.nom).includes(fold(body.collection_name)))
            .filter((c) => !body.collection_id || c.id === body.collection_id);
          return { collections: found, totalPages: 1, currentPage: 1, total: found.length };
        },
      }),
    ),
  );
});

describe('collections listing', () => {
  it('shows each collection with its total price and a link to its page', async () => {
    renderPage('/collections', <CollectionsPage />, '/collections');
    const card = (await screen.findByRole('link', { name: 'Médina' })).closest('article');
    expect(screen.getByRole('link', { name: 'Médina' })).toHaveAttribute('href', '/SingleCollection/1');
    expect(visible(card?.textContent)).toContain('1 234,500 DT');
  });

  it('searches by name without minding accents, from a box whose text lands in the URL', async () => {
    const user = userEvent.setup();
    renderPage('/collections', <CollectionsPage />, '/collections?page=2');
    await screen.findByRole('link', { name: 'Médina' });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une collection' }), 'medina');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/collections?q=medina'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Océan' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Médina' })).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ collection_name: 'medina', page: 1, page_size: 12 });
  });

  it('filters by genre and sorts by price, and Tout effacer clears both', async () => {
    const user = userEvent.setup();
    renderPage('/collections', <CollectionsPage />, '/collections');
    await user.click(await screen.findByRole('radio', { name: 'Homme' }));
    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect(sort).toHaveDisplayValue('Prix croissant');
    expect(requests.at(-1)).toMatchObject({ sortOrder: 'asc' });
    await user.selectOptions(sort, 'Prix décroissant');
    expect(screen.getByTestId('location')).toHaveTextContent('/collections?sexe=2&tri=desc');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sex_id: 2, sortOrder: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/collections$/);
  });

  it('adds a whole collection to the cart from its card', async () => {
    const user = userEvent.setup();
    renderPage('/collections', <CollectionsPage />, '/collections');
    await user.click(
      await screen.findByRole('button', { name: 'Ajouter au panier toute la collection Médina' }),
    );
    await waitFor(() => expect(selectCartCount(useCartStore.getState())).toBe(2));
  });
});

describe('collections listing, pages and phones', () => {
  const manyPages = (_url: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    requests.push(body);
    // 14 collections, 12 a page: page 2 is the last one.
    const page = body.page > 2 ? [] : body.page === 2 ? summaries : [...summaries, ...summaries];
    return { collections: page, totalPages: 2, currentPage: body.page, total: 14 };
  };

  it('sends a page past the last one to the last page, never "14 collections" above an empty list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/Collection': [],
          '/api/Sex': sexes,
          '/api/collectionPaginate': manyPages,
        }),
      ),
    );
    renderPage('/collections', <CollectionsPage />, '/collections?page=99');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/collections?page=2'));
    expect(await screen.findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(screen.getByText('14 collections')).toBeInTheDocument();
    expect(screen.queryByText('Aucune collection trouvée')).toBeNull();
  });

  it('on a phone, the filter panel says how many collections it will show', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    renderPage('/collections', <CollectionsPage />, '/collections');
    await screen.findByText('2 collections');
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    const panel = screen.getByRole('dialog', { name: 'Filtres' });
    expect(within(panel).getByRole('button', { name: 'Voir 2 collections' })).toBeInTheDocument();
    await user.click(await within(panel).findByRole('radio', { name: 'Médina' }));
    await user.click(await within(panel).findByRole('button', { name: 'Voir 1 collection' }));
    expect(screen.queryByRole('dialog', { name: 'Filtres' })).toBeNull();
    expect(screen.getByText('1 collection')).toBeInTheDocument();
  });
});

describe('collection page', () => {
  it('shows the collection, its total and its pieces, and adds them all to the cart', async () => {
    const user = userEvent.setup();
    renderPage('/SingleCollection/:id', <SingleCollectionPage />, '/SingleCollection/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Médina' })).toBeInTheDocument();
    expect(visible(screen.getByText('La collection complète').parentElement?.textContent)).toContain(
      '200,000 DT',
    );
    const pieces = screen.getByRole('region', { name: 'Les pièces de la collection' });
    expect(
      within(pieces)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bague Médina', 'Collier Médina']);
    await user.click(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    expect(selectCartCount(useCartStore.getState())).toBe(2);
  });

  it('says plainly when the collection does not exist', async () => {
    renderPage('/SingleCollection/:id', <SingleCollectionPage />, '/SingleCollection/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collection introuvable' }),
    ).toBeInTheDocument();
  });
});
