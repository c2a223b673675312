import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHOP_ROUTES } from '@/app/router';
import { useCartStore } from '@/stores/cart-store';
import { useFavouritesStore } from '@/stores/favourites-store';
import { useUiStore } from '@/stores/ui-store';
import { answer, answerQueries, answerReferenceData, articlesQuery } from '@/testing/api-server';
import { makeArticle, makeArticles, makeArticlesPage } from '@/testing/fixtures';
import { loadPages, renderRoutes, visible } from '@/testing/render';

const siteImages = Array.from({ length: 12 }, (_, position) => ({
  id: position + 1,
  nom: `Image du site ${position}`,
  url: `/storage/site/image-${position}-800.webp`,
  position,
}));

beforeEach(() => {
  useCartStore.getState().clear();
  useFavouritesStore.getState().clear();
  useUiStore.getState().closePanel();
  answerReferenceData();
  answer('get', '/GestionSiteWeb', siteImages);
  answer('get', '/topSellingArticles', makeArticles('Collier', 8));
  answer('get', '/latestArticles', makeArticles('Bague', 8, 9));
  answerQueries('/articlesPaginate', {
    [articlesQuery()]: makeArticlesPage(makeArticles('Collier', 12), { total: 30, totalPages: 3 }),
    [articlesQuery({ category_id: 2 })]: makeArticlesPage(makeArticles('Bracelet', 4, 40)),
  });
  // Today's article, as the API answers it when a shopper keeps one (its name changed since the listing).
  answer('get', '/Article/1', makeArticle({ id: 1, nom: 'Bague Éclat 1', prix: 49.5, prix_final: 49.5 }));
});

describe('shop shell', () => {
  beforeAll(() => loadPages(SHOP_ROUTES));
  it('announces free delivery and links to the address and phone', async () => {
    renderRoutes(SHOP_ROUTES, '/');
    expect(await screen.findByText(visible(MESSAGES.freeDelivery))).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /\+216/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });

  it('sends unknown paths to the home page', async () => {
    const { router } = renderRoutes(SHOP_ROUTES, '/nimporte/quoi');
    await waitFor(() => expect(router.address()).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'L’éclat de chaque jour' }),
    ).toBeInTheDocument();
  });

  it('lists the categories in the Catalogue menu, each leading to its listing', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(SHOP_ROUTES, '/');
    await user.click(await screen.findByRole('button', { name: 'Catalogue' }));
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    await user.click(await within(menu).findByRole('link', { name: 'Bracelets' }));
    await waitFor(() => expect(router.address()).toBe('/categories?nom=2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bracelets' })).toBeInTheDocument();
  });

  it('shows the cart badge only when the cart holds something, and the cart panel lists it', async () => {
    const user = userEvent.setup();
    renderRoutes(SHOP_ROUTES, '/');
    expect(await screen.findByRole('button', { name: 'Panier' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).toBeNull();

    const eclat = makeArticle({ id: 1, nom: 'Bague Éclat 1', prix: 50, prix_final: 50 });
    // The panel asks today's price as it opens: the shop still asks 50 DT.
    answer('get', '/Article/1', eclat);
    act(() => useCartStore.getState().add(eclat, 2));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Panier, 2 articles' }));
    const panel = screen.getByRole('dialog', { name: 'Votre panier' });
    expect(within(panel).getByText('Bague Éclat 1')).toBeInTheDocument();
    expect(visible(within(panel).getByText('Sous-total').parentElement?.textContent)).toBe(
      'Sous-total100,000 DT',
    );
    expect(visible(within(panel).getByText('Livraison').parentElement?.textContent)).toBe(
      'Livraison7,000 DT',
    );

    await user.click(within(panel).getByRole('button', { name: 'Augmenter la quantité de Bague Éclat 1' }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(visible(within(panel).getByText('Livraison').parentElement?.textContent)).toBe(
      'LivraisonGratuite',
    );

    await user.click(within(panel).getByRole('button', { name: 'Supprimer Bague Éclat 1 du panier' }));
    expect(within(panel).getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('adds to favourites from a product card; the badge counts them and the panel opens on the left', async () => {
    const user = userEvent.setup();
    renderRoutes(SHOP_ROUTES, '/categories');
    expect(screen.queryByTestId('favourites-badge')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Ajouter Collier n°1 aux favoris' }));
    await waitFor(() => expect(screen.getByTestId('favourites-badge')).toHaveTextContent('1'));
    await user.click(screen.getByRole('button', { name: 'Favoris, 1 article' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Vos favoris' })).getByText('Bague Éclat 1'),
    ).toBeInTheDocument();
  });

  it('opens an accessible menu from the menu button on a phone', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    renderRoutes(SHOP_ROUTES, '/');
    const button = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/collections');
    await user.click(within(menu).getByRole('button', { name: 'Fermer' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
