import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { toShopItem } from '@/stores/shop-item';
import { makeArticle } from '@/testing/fixtures';
import { visible } from '@/testing/render';
import { CartChanges } from './cart-changes';

describe('CartChanges', () => {
  beforeEach(() => useCartStore.setState({ items: [] }));

  it('says nothing when no line changed', () => {
    useCartStore.setState({ items: [toShopItem(makeArticle({ id: 1 }), 2)] });
    render(<CartChanges />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells the old and new price, and forgets the old one once understood', async () => {
    const line = toShopItem(makeArticle({ id: 1, nom: 'Bague Lune', prix: 120, prix_final: 120 }), 1);
    useCartStore.setState({ items: [{ ...line, previous_prix_unitaire_millimes: 100_000 }] });
    render(<CartChanges />);
    expect(visible(screen.getByRole('status').textContent)).toContain(
      'Le prix de « Bague Lune » est passé de 100,000 DT à 120,000 DT.',
    );
    await userEvent.click(screen.getByRole('button', { name: "J'ai compris" }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(useCartStore.getState().items[0]?.prix_unitaire_millimes).toBe(120_000);
  });

  it('explains a vanished article and removes it on request', async () => {
    const line = toShopItem(makeArticle({ id: 7, nom: 'Collier Soleil' }), 1);
    useCartStore.setState({ items: [{ ...line, unavailable: true }] });
    render(<CartChanges />);
    expect(visible(screen.getByRole('status').textContent)).toContain(
      "« Collier Soleil » n'est plus disponible : il n'est pas compté dans votre commande.",
    );
    expect(screen.queryByRole('button', { name: "J'ai compris" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer « Collier Soleil » du panier' }));
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
