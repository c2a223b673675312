import { act, screen, within } from '@testing-library/react';
import { MESSAGES } from '@vitrine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { toShopItem } from '@/stores/shop-item';
import { useUiStore } from '@/stores/ui-store';
import { answer, apiError } from '@/testing/api-server';
import { makeArticle } from '@/testing/fixtures';
import { renderPage, visible } from '@/testing/render';
import { CartPanel } from './cart-panel';

const yesterday = makeArticle({ id: 1, nom: 'Bague Lune', prix: 45, prix_final: 45 });
const today = { ...yesterday, prix: 52, prix_final: 52 };

describe('CartPanel', () => {
  beforeEach(() => {
    useCartStore.setState({ items: [toShopItem(yesterday, 2)] });
    useUiStore.setState({ panel: null });
  });

  it('asks today’s prices when it opens, as /Panier does, and says what changed', async () => {
    const requests = answer('get', '/Article/1', today);
    renderPage('/', <CartPanel />, '/');
    expect(requests).toHaveLength(0);

    act(() => useUiStore.getState().openPanel('cart'));
    const panel = await screen.findByRole('dialog', { name: 'Votre panier' });
    expect(
      await within(panel).findByText('Le prix de « Bague Lune » est passé de 45,000 DT à 52,000 DT.', {
        normalizer: visible,
      }),
    ).toBeInTheDocument();
    expect(visible(panel.textContent)).toContain('104,000 DT');
    expect(visible(panel.textContent)).not.toContain('90,000 DT');
    expect(requests).toHaveLength(1);
  });

  it('totals each line with the shop pricing, and counts no vanished article', async () => {
    const collier = makeArticle({ id: 2, nom: 'Collier Soleil', prix: 33.335, prix_final: 33.335 });
    useCartStore.setState({
      items: [toShopItem(collier, 3), { ...toShopItem(yesterday, 2), unavailable: true }],
    });
    answer('get', '/Article/1', apiError(404, MESSAGES.articleNotFound));
    answer('get', '/Article/2', collier);
    renderPage('/', <CartPanel />, '/');
    act(() => useUiStore.getState().openPanel('cart'));
    const panel = await screen.findByRole('dialog', { name: 'Votre panier' });
    // 3 × 33,335 DT, to the millime; the vanished ring's 90 DT is not counted.
    expect(visible(panel.textContent)).toContain('100,005 DT');
    expect(await within(panel).findByText('Non compté')).toBeInTheDocument();
    expect(visible(panel.textContent)).not.toContain('90,000 DT');
  });
});
