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

/** One ArticleDetail row of article 7, as GET /api/ArticleDetail answers it. */
const detail = (id: number, taille: string, stock: number) => ({
  id,
  article_id: 7,
  size: { id, nom: taille },
  color: null,
  stock,
});

beforeEach(() => {
  useCartStore.getState().clear();
  answer('get', '/Article/7', article);
  answer('get', '/ArticleDetail', []);
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

  it('shows no database id as a « Référence », nor in the question mailed about it', async () => {
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    await screen.findByRole('heading', { level: 1, name: 'Collier Lune' });
    expect(screen.queryByText('Référence')).not.toBeInTheDocument();
    const ask = document.querySelector<HTMLAnchorElement>('a[href^="mailto:"]');
    expect(decodeURIComponent(ask?.href ?? '')).toContain('subject=Question sur « Collier Lune »');
    expect(decodeURIComponent(ask?.href ?? '')).not.toContain('réf.');
  });

  it('writes the delivery terms in whole dinars, like the banner (never "150,000 DT")', async () => {
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    await screen.findByRole('heading', { level: 1, name: 'Collier Lune' });
    expect(visible(document.body.textContent)).toContain('Livraison gratuite dès 150 DT, sinon 7 DT.');
    expect(visible(document.body.textContent)).not.toMatch(/150,000|7,000/);
  });

  it('says under the price how it is paid and what delivery costs, from the checkout’s own figures', async () => {
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    await screen.findByRole('heading', { level: 1, name: 'Collier Lune' });
    expect(visible(screen.getByText(/^Paiement à la livraison · /).textContent)).toBe(
      'Paiement à la livraison · Livraison 7 DT, offerte dès 150 DT',
    );
    // An article without sizes has no size guide.
    expect(screen.queryByRole('button', { name: 'Guide des tailles' })).not.toBeInTheDocument();
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

  it('describes the product and its trail for search engines (JSON-LD)', async () => {
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    await screen.findByRole('heading', { level: 1, name: 'Collier Lune' });
    const [product, trail] = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]',
    );
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Collier Lune',
      offers: {
        price: '90.000',
        priceCurrency: 'TND',
        url: `${window.location.origin}/SingleProduit/7`,
        availability: 'https://schema.org/InStock',
      },
    });
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
      'Accueil',
      expect.any(String),
      expect.any(String),
      'Collier Lune',
    ]);
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
        { article_id: 7, quantite: 2, prix_unitaire_millimes: 90_000 },
      ]),
    );
  });

  it('sells an article with a single variant (« Taille unique ») without asking a size', async () => {
    answer('get', '/ArticleDetail', [detail(70, 'Taille unique', 4)]);
    const user = userEvent.setup();
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    await screen.findByRole('heading', { level: 1, name: 'Collier Lune' });
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await vi.waitFor(() => expect(useCartStore.getState().items).toMatchObject([{ article_id: 7 }]));
    expect(screen.queryByRole('group', { name: 'Taille' })).not.toBeInTheDocument();
    expect(useCartStore.getState().items[0]?.article_detail_id).toBeUndefined();
  });

  it('does not add more pieces of a one-size article than are left, and says when only a few are', async () => {
    answer('get', '/ArticleDetail', [detail(70, 'Taille unique', 2)]);
    const user = userEvent.setup();
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    expect(await screen.findByText('Plus que 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await vi.waitFor(() => expect(useCartStore.getState().items).toMatchObject([{ quantite: 1 }]));
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il ne reste que 2 pièces, dont 1 déjà dans votre panier.',
    );
    expect(useCartStore.getState().items).toMatchObject([{ quantite: 1 }]);
  });

  it('says « Épuisé » on the button of a one-size article at stock 0, and search engines are told so', async () => {
    answer('get', '/ArticleDetail', [detail(70, 'Taille unique', 0)]);
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    expect(await screen.findByRole('button', { name: 'Épuisé' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Taille' })).not.toBeInTheDocument();
    const [product] = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]',
    );
    expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('says plainly when the article does not exist', async () => {
    answer('get', '/Article/999', apiError(404, MESSAGES.articleNotFound));
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le catalogue' })).toHaveAttribute('href', '/categories');
  });
});

describe('the size picker', () => {
  const ringSizes = [detail(71, '48', 5), detail(72, '50', 2), detail(73, '52', 0), detail(74, '54', 3)];

  async function openRing() {
    answer('get', '/ArticleDetail', ringSizes);
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    return screen.findByRole('group', { name: 'Taille' });
  }

  it('offers the sizes in the shop’s order, a sold-out one shown but disabled, « Plus que N » under 3', async () => {
    const group = await openRing();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '48',
      '50 Plus que 2',
      '52 épuisé',
      '54',
    ]);
    expect(within(group).getByRole('radio', { name: '52 épuisé' })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: '50 Plus que 2' })).toBeEnabled();
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });

  it('opens « Guide des tailles »: how to measure a finger, and sizes 48 to 60 with their diameters', async () => {
    const user = userEvent.setup();
    await openRing();
    await user.click(screen.getByRole('button', { name: 'Guide des tailles' }));
    const guide = screen.getByRole('dialog', { name: 'Guide des tailles' });
    expect(within(guide).getByRole('heading', { name: 'Mesurer son doigt' })).toBeInTheDocument();
    const rows = within(guide)
      .getAllByRole('row')
      .slice(1)
      .map((row) => visible(row.textContent));
    expect(rows).toHaveLength(13);
    // The French size is the inner circumference in mm; the diameter is that over π, to one decimal.
    expect(rows[0]).toBe('4848 mm15,3 mm');
    expect(rows[4]).toBe('5252 mm16,6 mm');
    expect(rows[12]).toBe('6060 mm19,1 mm');
    await user.click(within(guide).getByRole('button', { name: 'Fermer le guide' }));
    expect(screen.queryByRole('dialog', { name: 'Guide des tailles' })).not.toBeInTheDocument();
  });

  it('asks for a size before adding, then adds the chosen size as its own line', async () => {
    const user = userEvent.setup();
    const group = await openRing();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.sizeRequired);
    expect(group).toHaveAccessibleDescription(MESSAGES.sizeRequired);
    expect(useCartStore.getState().items).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: '52 épuisé' }));
    expect(within(group).getByRole('radio', { name: '52 épuisé' })).not.toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '50 Plus que 2' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await vi.waitFor(() =>
      expect(useCartStore.getState().items).toMatchObject([
        { article_id: 7, article_detail_id: 72, taille: '50', quantite: 1 },
      ]),
    );

    await user.click(within(group).getByRole('radio', { name: '54' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await vi.waitFor(() =>
      expect(useCartStore.getState().items.map((item) => [item.taille, item.quantite])).toEqual([
        ['50', 1],
        ['54', 1],
      ]),
    );
  });

  it('does not add more pieces of a size than are left, counting those already in the cart', async () => {
    const user = userEvent.setup();
    const group = await openRing();
    await user.click(within(group).getByRole('radio', { name: '50 Plus que 2' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await vi.waitFor(() =>
      expect(useCartStore.getState().items).toMatchObject([{ taille: '50', quantite: 1 }]),
    );
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il ne reste que 2 pièces en taille 50, dont 1 déjà dans votre panier.',
    );
    expect(useCartStore.getState().items).toMatchObject([{ taille: '50', quantite: 1 }]);
  });

  it('says « Épuisé » on the button when every size is sold out, and search engines are told so', async () => {
    answer('get', '/ArticleDetail', [detail(71, '48', 0), detail(72, '50', 0)]);
    renderPage('/SingleProduit/:id', <ProductPage />, '/SingleProduit/7');
    await screen.findByRole('group', { name: 'Taille' });
    expect(screen.getByRole('button', { name: 'Épuisé' })).toBeDisabled();
    const [product] = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]',
    );
    expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});
