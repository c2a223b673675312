import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Article, MESSAGES } from '@vitrine/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { toShopItem } from '@/stores/shop-item';
import { answer, apiError } from '@/testing/api-server';
import { makeArticle } from '@/testing/fixtures';
import { renderPage, visible } from '@/testing/render';
import { CartPage } from './cart-page';

const bague = makeArticle({ id: 1, nom: 'Bague Lune', prix: 45, prix_final: 45 });
const collier = makeArticle({ id: 2, nom: 'Collier Soleil', prix: 40, promo: 25, prix_final: 30 });

/** The API answers each article as given (null: it no longer exists). */
function serve(...articles: Array<[number, Article | null]>) {
  for (const [id, article] of articles)
    answer('get', `/Article/${id}`, article ?? apiError(404, MESSAGES.articleNotFound));
}

const renderCart = () => renderPage('/Panier', <CartPage />, '/Panier');
const summaryRow = (label: string) =>
  visible(
    within(screen.getByRole('region', { name: 'Récapitulatif' })).getByText(label).parentElement?.textContent,
  );
const lines = () =>
  within(screen.getByRole('region', { name: 'Articles du panier' })).getAllByRole('listitem');
const line = (name: string) => {
  const found = lines().find((item) => within(item).queryByRole('link', { name }));
  if (!found) throw new Error(`Pas de ligne ${name}`);
  return found;
};

describe('CartPage', () => {
  beforeEach(() => useCartStore.setState({ items: [] }));

  it('shows a ring in two sizes as two lines, each with its size, changed and removed on its own', async () => {
    const user = userEvent.setup();
    serve([1, bague]);
    useCartStore.setState({
      items: [
        toShopItem(bague, 1, { article_detail_id: 11, taille: '52' }),
        toShopItem(bague, 2, { article_detail_id: 12, taille: '54' }),
      ],
    });
    renderCart();

    expect(lines().map((item) => within(item).getByText(/^Taille /).textContent)).toEqual([
      'Taille 52',
      'Taille 54',
    ]);
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Bague Lune — taille 54' })).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité de Bague Lune — taille 52' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer Bague Lune — taille 54 du panier' }));
    expect(lines()).toHaveLength(1);
    expect(useCartStore.getState().items).toMatchObject([
      { article_detail_id: 11, taille: '52', quantite: 2 },
    ]);
    expect(summaryRow('Sous-total')).toBe('Sous-total90,000 DT');
  });

  it('prices every line and the order, and shipping becomes free at exactly 150 DT', async () => {
    const user = userEvent.setup();
    serve([1, bague], [2, collier]);
    useCartStore.setState({ items: [toShopItem(bague, 2), toShopItem(collier, 1)] });
    renderCart();

    expect(lines()).toHaveLength(2);
    expect(within(line('Bague Lune')).getByRole('link', { name: 'Bague Lune' })).toHaveAttribute(
      'href',
      '/SingleProduit/1',
    );
    expect(
      within(line('Bague Lune')).getByRole('spinbutton', { name: 'Quantité de Bague Lune' }),
    ).toHaveValue(2);
    expect(visible(line('Bague Lune').textContent)).toContain('45,000 DT');
    expect(visible(line('Bague Lune').textContent)).toContain('Total de la ligne : 90,000 DT');
    expect(visible(line('Collier Soleil').textContent)).toContain('Total de la ligne : 30,000 DT');
    expect(screen.getByText('3 articles')).toBeInTheDocument();
    expect(summaryRow('Sous-total')).toBe('Sous-total120,000 DT');
    expect(summaryRow('Livraison')).toBe('Livraison7,000 DT');
    expect(summaryRow('Total')).toBe('Total127,000 DT');
    expect(screen.getByText(/Plus que/).textContent).toMatch(/30,000\sDT pour la livraison gratuite/);

    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité de Collier Soleil' }));
    expect(within(line('Collier Soleil')).getByRole('spinbutton')).toHaveValue(2);
    expect(visible(line('Collier Soleil').textContent)).toContain('Total de la ligne : 60,000 DT');
    expect(summaryRow('Sous-total')).toBe('Sous-total150,000 DT');
    expect(summaryRow('Livraison')).toBe('LivraisonGratuite');
    expect(summaryRow('Total')).toBe('Total150,000 DT');
    expect(screen.getByText('4 articles')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Diminuer la quantité de Bague Lune' }));
    expect(summaryRow('Sous-total')).toBe('Sous-total105,000 DT');
    expect(summaryRow('Livraison')).toBe('Livraison7,000 DT');
    expect(summaryRow('Total')).toBe('Total112,000 DT');
    expect(screen.getByText('Vérifier la commande').closest('a')).toHaveAttribute('href', '/VerifShop');
  });

  it('never goes below one: minus is disabled at 1, Supprimer removes the line', async () => {
    const user = userEvent.setup();
    serve([1, bague], [2, collier]);
    useCartStore.setState({ items: [toShopItem(bague, 1), toShopItem(collier, 1)] });
    renderCart();

    const minus = screen.getByRole('button', { name: 'Diminuer la quantité de Bague Lune' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(within(line('Bague Lune')).getByRole('spinbutton')).toHaveValue(1);
    expect(within(line('Bague Lune')).getByRole('spinbutton')).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Supprimer Bague Lune du panier' }));
    expect(lines()).toHaveLength(1);
    expect(summaryRow('Sous-total')).toBe('Sous-total30,000 DT');
    expect(summaryRow('Total')).toBe('Total37,000 DT');

    await user.click(screen.getByRole('button', { name: 'Supprimer Collier Soleil du panier' }));
    expect(screen.getByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir le catalogue' })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(screen.queryByRole('region', { name: 'Récapitulatif' })).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty cart', () => {
    serve();
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Panier' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir le catalogue' })).toBeInTheDocument();
  });

  it('refreshes prices on load: a new price and a vanished article are explained, the totals follow', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dearer = { ...bague, prix: 60, prix_final: 60 };
    serve([1, dearer], [2, null]);
    useCartStore.setState({ items: [toShopItem(bague, 2), toShopItem(collier, 1)] });
    renderCart();

    const notice = screen.getByRole('status', { name: 'Changements du panier' });
    await waitFor(() =>
      expect(visible(notice.textContent)).toContain(
        'Le prix de « Bague Lune » est passé de 45,000 DT à 60,000 DT.',
      ),
    );
    expect(visible(notice.textContent)).toContain(
      "« Collier Soleil » n'est plus disponible : il n'est pas compté dans votre commande.",
    );
    expect(visible(line('Bague Lune').textContent)).toContain('60,000 DT');
    expect(within(line('Bague Lune')).getByRole('deletion')).toHaveTextContent(/45,000/);
    expect(within(line('Collier Soleil')).getByText('Plus disponible')).toBeInTheDocument();
    expect(within(line('Collier Soleil')).getByText('Non compté')).toBeInTheDocument();
    expect(summaryRow('Sous-total')).toBe('Sous-total120,000 DT');
    expect(summaryRow('Total')).toBe('Total127,000 DT');

    await user.click(screen.getByRole('button', { name: "J'ai compris" }));
    expect(visible(notice.textContent)).not.toContain('Bague Lune');
    expect(within(line('Bague Lune')).queryByRole('deletion')).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Retirer « Collier Soleil » du panier' }));
    expect(notice).toBeEmptyDOMElement();
    expect(lines()).toHaveLength(1);
  });
});
