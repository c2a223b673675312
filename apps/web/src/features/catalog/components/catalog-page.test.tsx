import { screen, waitFor } from '@testing-library/react';
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
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Trier les articles' }),
      'Prix décroissant',
    );
    expect(location()).toBe('/categories?tri=desc');
    expect(await screen.findByRole('link', { name: 'Page 1', current: 'page' })).toBeInTheDocument();
    expect(await screen.findByText('Bague n°30')).toBeInTheDocument();
    expect(productNames()[0]).toBe('Bague n°30');
    expect(visible(screen.getByText('Bague n°30').closest('article')?.textContent)).toContain('300,000 DT');

    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe('/categories?page=2'));
    expect(await screen.findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier les articles' })).toHaveValue('');
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
});
