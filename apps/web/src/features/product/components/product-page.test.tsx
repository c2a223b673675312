import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { answer, apiError } from '@/testing/api-server';
import { makeArticle } from '@/testing/fixtures';
import { renderPage, visible } from '@/testing/render';
import { ProductPage } from './product-page';

const article = makeArticle({
  id: 7,
  nom: 'Collier Lune',
  prix: 120,
  promo: 25,
  prix_final: 90,
  images: [
    { id: 1, url: '/storage/catalogue/lune-800.webp' },
    { id: 2, url: '/storage/catalogue/lune-b-800.webp' },
    { id: 3, url: '/storage/catalogue/lune-c-800.webp' },
  ],
  image: '/storage/catalogue/lune-800.webp',
  collection_id: 4,
  collection: { id: 4, nom: 'Médina', image: '/storage/collections/medina-800.webp' },
});

beforeEach(() => {
  useCartStore.getState().clear();
  answer('get', '/Article/7', article);
  answer('get', '/similarProducts/7', [
    makeArticle({ id: 8, nom: 'Collier Soleil' }),
    makeArticle({ id: 9, nom: 'Collier Étoile' }),
  ]);
  answer('get', '/Collection/4', {
    collection: {
      id: 4,
      nom: 'Médina',
      image: '/storage/collections/medina-800.webp',
      description: 'Inspirée des ruelles de la médina.',
      articles: [article, makeArticle({ id: 10, nom: 'Bracelet Médina' })],
    },
    total_price: 190,
  });
});

describe('product page', () => {
  it('shows the breadcrumb, the promo price with the old price struck, and the similar products', async () => {
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Collier Lune' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).getAllByRole('listitem');
    expect(crumbs.map((item) => item.textContent)).toEqual([
      'Accueil',
      'Bagues',
      'Bagues fines',
      'Collier Lune',
    ]);
    expect(visible(document.querySelector('del')?.textContent)).toBe('au lieu de 120,000 DT');
    expect(await screen.findByRole('heading', { name: 'Produits similaires' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Collier Soleil' })).toHaveAttribute('href', '/SingleProduit/8');
    expect(await screen.findByRole('heading', { name: 'Médina' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bracelet Médina' })).toBeInTheDocument();
    expect(document.title).toBe('Collier Lune — Vitrine');
  });

  it('writes the delivery terms in whole dinars, like the banner (never "150,000 DT")', async () => {
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    await screen.findByRole('heading', { level: 1, name: 'Collier Lune' });
    expect(visible(document.body.textContent)).toContain('Livraison gratuite dès 150 DT, sinon 7 DT.');
    expect(visible(document.body.textContent)).not.toMatch(/150,000|7,000/);
  });

  it('names each add-to-cart button by its visible words first', async () => {
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    await screen.findByRole('heading', { name: 'Produits similaires' });
    const buttons = await screen.findAllByRole('button', { name: /panier/ });
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) {
      const shown = visible(button.textContent).trim();
      expect(button).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${shown}`)));
    }
    expect(screen.getByRole('button', { name: 'Ajouter au panier : Collier Soleil' })).toBeInTheDocument();
  });

  it('describes the product for search engines (JSON-LD)', async () => {
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    await screen.findByRole('heading', { level: 1, name: 'Collier Lune' });
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Collier Lune',
      offers: { price: '90.000', priceCurrency: 'TND' },
    });
  });

  it('moves through the photos with the arrows, the thumbnails and the keyboard', async () => {
    const user = userEvent.setup();
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    const gallery = await screen.findByRole('region', { name: 'Photos de Collier Lune' });
    const counter = () => within(gallery).getByText(/\d \/ 3/).textContent;
    expect(counter()).toBe('1 / 3');
    await user.click(within(gallery).getByRole('button', { name: 'Photo suivante' }));
    expect(counter()).toBe('2 / 3');
    await user.click(within(gallery).getByRole('button', { name: 'Afficher la photo 3' }));
    expect(counter()).toBe('3 / 3');
    expect(within(gallery).getByRole('button', { name: 'Afficher la photo 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('3 / 3');
    await user.click(within(gallery).getByRole('button', { name: 'Photo précédente' }));
    expect(counter()).toBe('2 / 3');
  });

  it('adds the chosen quantity to the cart', async () => {
    const user = userEvent.setup();
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    await screen.findByRole('heading', { level: 1, name: 'Collier Lune' });
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await vi.waitFor(() =>
      expect(useCartStore.getState().items).toMatchObject([
        { article_id: 7, quantite: 2, prix_unitaire: 90 },
      ]),
    );
  });

  it('says plainly when the article does not exist', async () => {
    answer('get', '/Article/999', apiError(404, MESSAGES.articleNotFound));
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le catalogue' })).toHaveAttribute('href', '/categories');
  });
});
