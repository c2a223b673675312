import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerQueries, answerReferenceData, articlesQuery as ask } from '@/testing/api-server';
import { makeArticles, makeArticlesPage } from '@/testing/fixtures';
import { renderPage, visible } from '@/testing/render';
import { CatalogPage } from './catalog-page';

// Each test states the pages the API answers, keyed by the exact query the listing must send: a
// query the test did not list fails it (the API's filtering is the API's own tests' business).

// The cards follow the count and the page links by a render or two (the previous page stays dimmed
// while the next loads): read them once they have.
const productNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

const location = () => screen.getByTestId('location').textContent;

const thirty = makeArticles('Collier', 30);
/** Page `page` of 30 articles, 12 a page. */
const ofThirty = (page: number) =>
  makeArticlesPage(thirty.slice((page - 1) * 12, page * 12), { total: 30, totalPages: 3, currentPage: page });
const bagues = makeArticles('Bague', 10, 101);

beforeEach(() => answerReferenceData());

describe('catalogue listing', () => {
  it('asks for the category named by ?nom, preselects it and lists what the API answered', async () => {
    const received = answerQueries('/articlesPaginate', {
      [ask({ category_id: 3 })]: makeArticlesPage(bagues),
    });
    renderPage('/categories', <CatalogPage />, '/categories?nom=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bagues' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Bagues' })).toBeChecked();
    expect(await screen.findByText('10 articles')).toBeInTheDocument();
    await waitFor(() => expect(productNames()).toEqual(bagues.map((article) => article.nom)));
    expect(received).toEqual([{ page: '1', pageSize: '12', sortOrder: 'asc', category_id: '3' }]);
  });

  it('shows a page of 12 and a page window; Page 2 asks for page 2 and shows it', async () => {
    const user = userEvent.setup();
    answerQueries('/articlesPaginate', { [ask()]: ofThirty(1), [ask({ page: 2 })]: ofThirty(2) });
    renderPage('/categories', <CatalogPage />, '/categories');
    expect(await screen.findByText('30 articles')).toBeInTheDocument();
    await waitFor(() => expect(productNames()).toHaveLength(12));
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/categories?page=2');
    expect(await screen.findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    await waitFor(() => expect(productNames()[0]).toBe('Collier n°13'));
  });

  it('puts the sort in the URL, back on page 1, and the back button restores the previous list', async () => {
    const user = userEvent.setup();
    const dearestFirst = [...thirty].reverse();
    answerQueries('/articlesPaginate', {
      [ask({ page: 2 })]: ofThirty(2),
      [ask({ sortOrder: 'desc' })]: makeArticlesPage(dearestFirst.slice(0, 12), { total: 30, totalPages: 3 }),
    });
    const { router } = renderPage('/categories', <CatalogPage />, '/categories?page=2');
    await screen.findByRole('link', { name: 'Page 2', current: 'page' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Prix décroissant');
    expect(location()).toBe('/categories?tri=desc');
    expect(await screen.findByRole('link', { name: 'Page 1', current: 'page' })).toBeInTheDocument();
    expect(await screen.findByText('Collier n°30')).toBeInTheDocument();
    await waitFor(() => expect(productNames()[0]).toBe('Collier n°30'));
    expect(visible(screen.getByText('Collier n°30').closest('article')?.textContent)).toContain('300,000 DT');

    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe('/categories?page=2'));
    expect(await screen.findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    await waitFor(() => expect(productNames()[0]).toBe('Collier n°13'));
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue('Prix croissant');
  });

  it('returns to page 1 when a filter changes, and asks for the filters combined', async () => {
    const user = userEvent.setup();
    answerQueries('/articlesPaginate', {
      [ask({ page: 3 })]: ofThirty(3),
      [ask({ sex_id: 2 })]: makeArticlesPage(thirty.slice(0, 12), { total: 15, totalPages: 2 }),
      [ask({ sex_id: 2, category_id: 2 })]: makeArticlesPage(thirty.slice(0, 4)),
      [ask()]: ofThirty(1),
    });
    renderPage('/categories', <CatalogPage />, '/categories?page=3');
    await screen.findByRole('link', { name: 'Page 3', current: 'page' });
    await user.click(await screen.findByRole('radio', { name: 'Homme' }));
    expect(location()).toBe('/categories?sexe=2');
    expect(await screen.findByText('15 articles')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bracelets' }));
    expect(location()).toBe('/categories?sexe=2&nom=2');
    expect(await screen.findByText('4 articles')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Effacer les filtres' })[0]!);
    expect(location()).toBe('/categories');
    expect(await screen.findByText('30 articles')).toBeInTheDocument();
  });

  it('says what the default order is: ascending price, asked of the API, with no sort in the URL', async () => {
    const received = answerQueries('/articlesPaginate', {
      [ask({ category_id: 3 })]: makeArticlesPage(bagues),
    });
    renderPage('/categories', <CatalogPage />, '/categories?nom=3');
    await screen.findByText('10 articles');
    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect(sort).toHaveDisplayValue('Prix croissant');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Prix croissant', 'Prix décroissant', 'Nouveautés']);
    expect(received.map((query) => query.sortOrder)).toEqual(['asc']);
    expect(location()).toBe('/categories?nom=3');
  });

  it('sends a page past the last one to the last page, with no count above an empty grid', async () => {
    answerQueries('/articlesPaginate', {
      // What the API answers past the end: no articles, the real total and page count.
      [ask({ category_id: 3, page: 99 })]: makeArticlesPage([], {
        total: 10,
        totalPages: 1,
        currentPage: 99,
      }),
      [ask({ category_id: 3 })]: makeArticlesPage(bagues),
      [ask({ page: 99 })]: makeArticlesPage([], { total: 30, totalPages: 3, currentPage: 99 }),
      [ask({ page: 3 })]: ofThirty(3),
    });
    renderPage('/categories', <CatalogPage />, '/categories?nom=3&page=99');
    await waitFor(() => expect(location()).toBe('/categories?nom=3'));
    expect(await screen.findByText('10 articles')).toBeInTheDocument();
    await waitFor(() => expect(productNames()).toHaveLength(10));
    expect(screen.queryByText('Aucun article ne correspond')).toBeNull();

    cleanup();
    renderPage('/categories', <CatalogPage />, '/categories?page=99');
    await waitFor(() => expect(location()).toBe('/categories?page=3'));
    expect(await screen.findByRole('link', { name: 'Page 3', current: 'page' })).toBeInTheDocument();
    // The pager follows the address at once; the cards follow page 3's answer.
    await waitFor(() => expect(productNames()).toHaveLength(6));
    expect(screen.getByText('30 articles')).toBeInTheDocument();
  });

  it('on a phone, the filter panel says how many articles it will show, as filters change', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    answerQueries('/articlesPaginate', {
      [ask()]: ofThirty(1),
      [ask({ sex_id: 2 })]: makeArticlesPage(thirty.slice(0, 12), { total: 15, totalPages: 2 }),
      [ask({ sex_id: 2, category_id: 3 })]: makeArticlesPage(bagues.slice(0, 5)),
    });
    renderPage('/categories', <CatalogPage />, '/categories');
    await screen.findByText('30 articles');
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    const panel = screen.getByRole('dialog', { name: 'Filtres' });
    expect(within(panel).getByRole('button', { name: 'Voir 30 articles' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: 'Homme' }));
    expect(await within(panel).findByRole('button', { name: 'Voir 15 articles' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: 'Bagues' }));
    expect(await within(panel).findByRole('button', { name: 'Voir 5 articles' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Voir 5 articles' }));
    expect(screen.queryByRole('dialog', { name: 'Filtres' })).toBeNull();
    await waitFor(() => expect(productNames()).toHaveLength(5));
  });
});
