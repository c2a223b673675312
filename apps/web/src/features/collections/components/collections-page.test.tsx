import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectCartCount, useCartStore } from '@/stores/cart-store';
import { useUiStore } from '@/stores/ui-store';
import {
  answer,
  answerQueries,
  answerReferenceData,
  apiError,
  collectionsQuery as ask,
} from '@/testing/api-server';
import { makeArticle, makeCollectionSummary } from '@/testing/fixtures';
import { renderPage, visible } from '@/testing/render';
import { CollectionsPage } from './collections-page';
import { SingleCollectionPage } from './single-collection-page';

// Each test states the pages the API answers, keyed by the exact body the page must send with
// GET /api/collectionPaginate: a request the test did not list fails it.

const medina = makeCollectionSummary({ id: 1, nom: 'Médina', total_price: 1234.5, articles_count: 2 });
const ocean = makeCollectionSummary({ id: 2, nom: 'Océan', total_price: 180, articles_count: 1 });
const onePage = (...collections: Array<typeof medina>) => ({
  collections,
  totalPages: 1,
  currentPage: 1,
  total: collections.length,
});

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

/** The sizes GET /api/ArticleDetail?article_id= lists: the ring in two sizes, or none for anything. */
const ringSizes = [48, 50].map((taille, index) => ({
  id: 110 + index,
  article_id: 11,
  size: { id: index + 1, nom: String(taille) },
  color: null,
  stock: 3,
}));
const answerSizes = (sizes: { ring: typeof ringSizes }) =>
  answerQueries('/ArticleDetail', { 'article_id=11': sizes.ring, 'article_id=12': [] });

beforeEach(() => {
  useCartStore.getState().clear();
  answerReferenceData({
    collections: [medina, ocean].map(({ id, nom, image, description }) => ({ id, nom, image, description })),
  });
  answer('get', '/Collection/1', detail);
  answerSizes({ ring: [] });
});

describe('collections listing', () => {
  it('shows each collection with its total price and a link to its page', async () => {
    answerQueries('/collectionPaginate', { [ask()]: onePage(medina, ocean) });
    renderPage('/collections', <CollectionsPage />, '/collections');
    const card = (await screen.findByRole('link', { name: 'Médina' })).closest('article');
    expect(screen.getByRole('link', { name: 'Médina' })).toHaveAttribute('href', '/SingleCollection/1');
    expect(visible(card?.textContent)).toContain('1 234,500 DT');
  });

  it('searches by name from a box whose text lands in the URL, back on page 1, and shows what the API found', async () => {
    const user = userEvent.setup();
    const received = answerQueries('/collectionPaginate', {
      [ask({ page: 2 })]: { collections: [medina, ocean], totalPages: 2, currentPage: 2, total: 14 },
      // The API folds accents and case (its own tests say so): « medina » finds « Médina ».
      [ask({ collection_name: 'medina' })]: onePage(medina),
    });
    renderPage('/collections', <CollectionsPage />, '/collections?page=2');
    await screen.findByRole('link', { name: 'Océan' });
    await user.click(screen.getByRole('searchbox', { name: 'Rechercher une collection' }));
    await user.paste('medina');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/collections?q=medina'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Océan' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Médina' })).toBeInTheDocument();
    expect(received.at(-1)).toEqual({
      sortOrder: 'asc',
      page: '1',
      page_size: '12',
      collection_name: 'medina',
    });
  });

  it('filters by genre and sorts by price, and Tout effacer clears both', async () => {
    const user = userEvent.setup();
    const received = answerQueries('/collectionPaginate', {
      [ask()]: onePage(medina, ocean),
      [ask({ sex_id: 2 })]: onePage(ocean),
      [ask({ sex_id: 2, sortOrder: 'desc' })]: onePage(ocean),
    });
    renderPage('/collections', <CollectionsPage />, '/collections');
    await user.click(await screen.findByRole('radio', { name: 'Homme' }));
    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect(sort).toHaveDisplayValue('Prix croissant');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Médina' })).toBeNull());
    await user.selectOptions(sort, 'Prix décroissant');
    expect(screen.getByTestId('location')).toHaveTextContent('/collections?sexe=2&tri=desc');
    await waitFor(() => expect(received.at(-1)).toMatchObject({ sex_id: '2', sortOrder: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/collections$/);
    expect(await screen.findByRole('link', { name: 'Médina' })).toBeInTheDocument();
  });

  it('adds a whole collection to the cart from its card, whose button says so and counts the pieces', async () => {
    const user = userEvent.setup();
    answerQueries('/collectionPaginate', { [ask()]: onePage(medina, ocean) });
    renderPage('/collections', <CollectionsPage />, '/collections');
    const addMedina = await screen.findByRole('button', {
      name: 'Ajouter la collection — 2 pièces : Médina',
    });
    expect(addMedina).toHaveTextContent(/^Ajouter la collection — 2 pièces$/);
    expect(screen.getByRole('button', { name: 'Ajouter la collection — 1 pièce : Océan' })).toHaveTextContent(
      /^Ajouter la collection — 1 pièce$/,
    );
    expect(screen.queryByRole('button', { name: /Ajouter au panier/ })).toBeNull();
    await user.click(addMedina);
    await waitFor(() => expect(selectCartCount(useCartStore.getState())).toBe(2));
    expect(useCartStore.getState().items.map((item) => item.nom)).toEqual(['Bague Médina', 'Collier Médina']);
  });

  it('leaves out a ring sold in sizes, says so and links to its page to choose one; the other pieces go in', async () => {
    const user = userEvent.setup();
    answerSizes({ ring: ringSizes });
    answerQueries('/collectionPaginate', { [ask()]: onePage(medina, ocean) });
    renderPage('/collections', <CollectionsPage />, '/collections');
    const card = (await screen.findByRole('link', { name: 'Médina' })).closest('article') as HTMLElement;
    const notice = within(card).getByRole('status');
    expect(notice).toBeEmptyDOMElement();

    await user.click(within(card).getByRole('button', { name: 'Ajouter la collection — 2 pièces : Médina' }));
    await waitFor(() => expect(notice).toHaveTextContent('Choisissez une taille pour : Bague Médina'));
    expect(within(notice).getByRole('link', { name: 'Bague Médina' })).toHaveAttribute(
      'href',
      '/SingleProduit/11',
    );
    expect(useCartStore.getState().items.map((item) => item.nom)).toEqual(['Collier Médina']);
    expect(useUiStore.getState().toast?.message).toBe('1 article ajouté au panier.');
  });
});

describe('collections listing, pages and phones', () => {
  it('sends a page past the last one to the last page, never "14 collections" above an empty list', async () => {
    answerQueries('/collectionPaginate', {
      // What the API answers past the end: no collections, the real total and page count.
      [ask({ page: 99 })]: { collections: [], totalPages: 2, currentPage: 99, total: 14 },
      [ask({ page: 2 })]: { collections: [medina, ocean], totalPages: 2, currentPage: 2, total: 14 },
    });
    renderPage('/collections', <CollectionsPage />, '/collections?page=99');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/collections?page=2'));
    expect(await screen.findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(screen.getByText('14 collections')).toBeInTheDocument();
    expect(screen.queryByText('Aucune collection trouvée')).toBeNull();
  });

  it('on a phone, the filter panel says how many collections it will show', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    answerQueries('/collectionPaginate', {
      [ask()]: onePage(medina, ocean),
      [ask({ collection_id: 1 })]: onePage(medina),
    });
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
    await waitFor(() => expect(selectCartCount(useCartStore.getState())).toBe(2));
  });

  it('adds the pieces that need no size and links each one that does to its page', async () => {
    const user = userEvent.setup();
    answerSizes({ ring: ringSizes });
    renderPage('/SingleCollection/:id', <SingleCollectionPage />, '/SingleCollection/1');
    await user.click(await screen.findByRole('button', { name: 'Tout ajouter au panier' }));
    const notice = await screen.findByText(MESSAGES.collectionSizesToChoose, { exact: false });
    expect(within(notice).getByRole('link', { name: 'Bague Médina' })).toHaveAttribute(
      'href',
      '/SingleProduit/11',
    );
    expect(useCartStore.getState().items.map((item) => item.nom)).toEqual(['Collier Médina']);
  });

  it('leaves a sold-out one-size piece out of the cart and links it as sold out', async () => {
    const user = userEvent.setup();
    answerQueries('/ArticleDetail', {
      'article_id=11': [],
      'article_id=12': [
        { id: 120, article_id: 12, size: { id: 9, nom: 'Taille unique' }, color: null, stock: 0 },
      ],
    });
    renderPage('/SingleCollection/:id', <SingleCollectionPage />, '/SingleCollection/1');
    await user.click(await screen.findByRole('button', { name: 'Tout ajouter au panier' }));
    const notice = await screen.findByText(MESSAGES.collectionSoldOut, { exact: false });
    expect(within(notice).getByRole('link', { name: 'Collier Médina' })).toHaveAttribute(
      'href',
      '/SingleProduit/12',
    );
    expect(useCartStore.getState().items.map((item) => item.nom)).toEqual(['Bague Médina']);
  });

  it('says plainly when the collection does not exist', async () => {
    answer('get', '/Collection/42', apiError(404, MESSAGES.collectionNotFound));
    renderPage('/SingleCollection/:id', <SingleCollectionPage />, '/SingleCollection/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collection introuvable' }),
    ).toBeInTheDocument();
  });
});
