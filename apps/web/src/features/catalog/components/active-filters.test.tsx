import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerQueries, answerReferenceData, articlesQuery as ask } from '@/testing/api-server';
import { makeArticles, makeArticlesPage } from '@/testing/fixtures';
import { renderPage, visible } from '@/testing/render';
import { CatalogPage } from './catalog-page';

const page = makeArticlesPage(makeArticles('Bague', 3, 101));
const location = () => screen.getByTestId('location').textContent;
const activeFilters = () => screen.queryByRole('region', { name: 'Filtres actifs' });
const chipNames = () =>
  within(screen.getByRole('region', { name: 'Filtres actifs' }))
    .getAllByRole('listitem')
    .map((item) => visible(item.textContent));

beforeEach(() => answerReferenceData());

describe('colour swatches', () => {
  it('show each colour’s name beside it, which is also the checkbox’s name', async () => {
    const user = userEvent.setup();
    answerQueries('/articlesPaginate', { [ask()]: page, [ask({ color_id: 2 })]: page });
    renderPage('/categories', <CatalogPage />, '/categories');
    const filters = await screen.findByRole('complementary', { name: 'Filtres' });
    const argente = await within(filters).findByRole('checkbox', { name: 'Argenté' });
    expect(within(filters).getByRole('checkbox', { name: 'Doré' })).toBeInTheDocument();
    // The name is printed, not only announced: no hidden text, no tooltip needed.
    const shown = within(filters).getByText('Argenté');
    expect(shown).toBeVisible();
    expect(shown).not.toHaveClass('visually-hidden');

    await user.click(argente);
    expect(location()).toBe('/categories?couleur=2');
    expect(argente).toBeChecked();
  });
});

describe('active filter chips', () => {
  it('name each filter in force above the results; ✕ removes one, « Tout effacer » all', async () => {
    const user = userEvent.setup();
    const all = { category_id: 3, color_id: 1, minValue: 50, maxValue: 200 };
    answerQueries('/articlesPaginate', {
      [ask(all)]: page,
      [ask({ ...all, color_id: null })]: page,
      [ask({ category_id: 3 })]: page,
      [ask()]: page,
    });
    renderPage('/categories', <CatalogPage />, '/categories?nom=3&couleur=1&min=50&max=200');

    await waitFor(() =>
      expect(chipNames()).toEqual(['Catégorie : Bagues', 'Prix : 50 DT – 200 DT', 'Couleur : Doré']),
    );
    await user.click(screen.getByRole('button', { name: 'Retirer le filtre Couleur : Doré' }));
    expect(location()).toBe('/categories?nom=3&min=50&max=200');
    expect(chipNames()).toEqual(['Catégorie : Bagues', 'Prix : 50 DT – 200 DT']);
    expect(screen.getByRole('checkbox', { name: 'Doré' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: /^Retirer le filtre Prix : 50.DT – 200.DT$/ }));
    expect(location()).toBe('/categories?nom=3');
    expect(chipNames()).toEqual(['Catégorie : Bagues']);

    await user.click(within(activeFilters() as HTMLElement).getByRole('button', { name: 'Tout effacer' }));
    expect(location()).toBe('/categories');
    expect(activeFilters()).toBeNull();
    expect(await screen.findByText('3 articles')).toBeInTheDocument();
  });

  it('shows a price range open on one side, and a genre', async () => {
    answerQueries('/articlesPaginate', { [ask({ minValue: 80, sex_id: 1 })]: page });
    renderPage('/categories', <CatalogPage />, '/categories?sexe=1&min=80');
    await waitFor(() => expect(chipNames()).toEqual(['Genre : Femme', 'Prix : dès 80 DT']));
  });

  it('shows nothing while no filter is in force', async () => {
    answerQueries('/articlesPaginate', { [ask()]: page });
    renderPage('/categories', <CatalogPage />, '/categories');
    expect(await screen.findByText('3 articles')).toBeInTheDocument();
    expect(activeFilters()).toBeNull();
  });
});
