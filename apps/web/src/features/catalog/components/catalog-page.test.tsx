import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { articlesPaginate, referenceRoutes } from '@/testing/fake-catalogue';
import { fakeApi } from '@/testing/fixtures';
import { renderPage, visible } from '@/testing/render';
import { CatalogPage } from './catalog-page';

const productNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeApi({ ...referenceRoutes, '/api/articlesPaginate': articlesPaginate })));
});

describe('catalogue listing', () => {
  it('preselects the category named by ?nom and lists its articles', async () => {
    renderPage('/categories', <CatalogPage />, '/categories?nom=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bagues' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Bagues' })).toBeChecked();
    expect(await screen.findByText('10 articles')).toBeInTheDocument();
    expect(productNames()).toEqual([
      'Bague n°3',
      'Bague n°6',
      'Bague n°9',
      'Bague n°12',
      'Bague n°15',
      'Bague n°18',
      'Bague n°21',
      'Bague n°24',
      'Bague n°27',
      'Bague n°30',
    ]);
  });

  it('shows 12 articles a page and a page window; page 2 continues the list', async () => {
    const user = userEvent.setup();
    renderPage('/categories', <CatalogPage />, '/categories');
    expect(await screen.findByText('30 articles')).toBeInTheDocument();
    expect(productNames()).toHaveLength(12);
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/categories?page=2');
    expect(await screen.findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(productNames()[0]).toBe('Collier n°13');
  });

  it('puts the sort in the URL, back on page 1, and the back button restores the previous list', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/categories', <CatalogPage />, '/categories?page=2');
    await screen.findByRole('link', { name: 'Page 2', current: 'page' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Prix décroissant');
    expect(location()).toBe('/categories?tri=desc');
    expect(await screen.findByRole('link', { name: 'Page 1', current: 'page' })).toBeInTheDocument();
    expect(await screen.findByText('Bague n°30')).toBeInTheDocument();
    expect(productNames()[0]).toBe('Bague n°30');
    expect(visible(screen.getByText('Bague n°30').closest('article')?.textContent)).toContain('300,000 DT');

    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe('/categories?page=2'));
    expect(await screen.findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue('Prix croissant');
  });

  it('returns to page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    renderPage('/categories', <CatalogPage />, '/categories?page=3');
    await screen.findByRole('link', { name: 'Page 3', current: 'page' });
    await user.click(await screen.findByRole('radio', { name: 'Homme' }));
    expect(location()).toBe('/categories?sexe=2');
    expect(await screen.findByText('15 articles')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bracelets' }));
    expect(location()).toBe('/categories?sexe=2&nom=2');
    await user.click(screen.getAllByRole('button', { name: 'Effacer les filtres' })[0]!);
    expect(location()).toBe('/categories');
  });

  it('says what the default order is: ascending price, with no sort in the URL', async () => {
    renderPage('/categories', <CatalogPage />, '/categories?nom=3');
    await screen.findByText('10 articles');
    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect(sort).toHaveDisplayValue('Prix croissant');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Prix croissant', 'Prix décroissant', 'Nouveautés']);
    expect(productNames().slice(0, 3)).toEqual(['Bague n°3', 'Bague n°6', 'Bague n°9']);
    expect(location()).toBe('/categories?nom=3');
  });

  it('sends a page past the last one to the last page, with no count above an empty grid', async () => {
    renderPage('/categories', <CatalogPage />, '/categories?nom=3&page=99');
    await waitFor(() => expect(location()).toBe('/categories?nom=3'));
    expect(await screen.findByText('10 articles')).toBeInTheDocument();
    expect(productNames()).toHaveLength(10);
    expect(screen.queryByText('Aucun article ne correspond')).toBeNull();

    cleanup();
    renderPage('/categories', <CatalogPage />, '/categories?page=99');
    await waitFor(() => expect(location()).toBe('/categories?page=3'));
    expect(await screen.findByRole('link', { name: 'Page 3', current: 'page' })).toBeInTheDocument();
    expect(productNames()).toHaveLength(6);
    expect(screen.getByText('30 articles')).toBeInTheDocument();
  });

  it('on a phone, the filter panel says how many articles it will show, as filters change', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
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
    expect(productNames()).toHaveLength(5);
  });
});
