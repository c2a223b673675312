import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@vitrine/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { articleQuery } from '@/api/article';
import { articleStockQuery, UNLIMITED } from '@/api/article-stock';
import { createQueryClient } from '@/app/query-client';
import { answer, apiError } from '@/testing/api-server';
import { makeArticle } from '@/testing/fixtures';
import { CART_STORAGE_KEY, cartTotals, selectCartCount, useCartStore } from './cart-store';
import { FAVOURITES_STORAGE_KEY, selectFavouritesCount, useFavouritesStore } from './favourites-store';
import { addToCart, addToCartIn, addToFavourites, moveFavouritesToCart } from './shop-actions';
import { useUiStore } from './ui-store';

const cart = () => useCartStore.getState();
const favourites = () => useFavouritesStore.getState();
/** What the page has read (the server's render, then the browser's own reads). */
let reads: QueryClient;

beforeEach(() => {
  cart().clear();
  favourites().clear();
  reads = createQueryClient();
});

describe('cart', () => {
  it('adds a new line, then merges the quantity of the same article', () => {
    cart().add(makeArticle({ id: 1 }));
    cart().add(makeArticle({ id: 1 }), 2);
    cart().add(makeArticle({ id: 2 }));
    expect(cart().items.map((item) => [item.article_id, item.quantite])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(selectCartCount(cart())).toBe(4);
  });

  it("keeps the API's promo price as the unit price, in millimes", () => {
    cart().add(makeArticle({ prix: 80, promo: 25, prix_final: 60 }));
    expect(cart().items[0]?.prix_unitaire_millimes).toBe(60_000);
    // 33,335 DT less 15 %: the server's prix_final (28,33475 rounded half up) becomes exact millimes.
    cart().add(makeArticle({ id: 2, prix: 33.335, promo: 15, prix_final: 28.335 }), 3);
    expect(cart().items[1]?.prix_unitaire_millimes).toBe(28_335);
    expect(cartTotals(cart().items).lines[1]).toMatchObject({ key: '2/', totalMillimes: 85_005 });
  });

  it('removes a line whose quantity drops to zero or less, and on delete', () => {
    cart().add(makeArticle({ id: 1 }), 2);
    cart().add(makeArticle({ id: 2 }));
    cart().updateQuantity(1, 5);
    expect(selectCartCount(cart())).toBe(6);
    cart().updateQuantity(1, 0);
    expect(cart().items.map((item) => item.article_id)).toEqual([2]);
    cart().updateQuantity(2, -1);
    expect(cart().items).toEqual([]);
    cart().add(makeArticle({ id: 3 }));
    cart().remove(3);
    expect(selectCartCount(cart())).toBe(0);
  });

  it('clears every line', () => {
    cart().add(makeArticle({ id: 1 }));
    cart().add(makeArticle({ id: 2 }));
    cart().clear();
    expect(cart().items).toEqual([]);
  });

  it('totals lines with the shop pricing (shipping free from 150 DT)', () => {
    cart().add(makeArticle({ id: 1, prix: 49.9, prix_final: 49.9 }), 2);
    expect(cartTotals(cart().items)).toMatchObject({
      subtotalMillimes: 99_800,
      shippingMillimes: 7_000,
      totalMillimes: 106_800,
    });
    cart().add(makeArticle({ id: 2, prix: 50.2, prix_final: 50.2 }));
    expect(cartTotals(cart().items)).toMatchObject({ subtotalMillimes: 150_000, shippingMillimes: 0 });
  });

  it('is saved in localStorage and restored from it', async () => {
    cart().add(makeArticle({ id: 7 }), 2);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').state.items[0]).toMatchObject({
      article_id: 7,
      quantite: 2,
    });
    const saved = localStorage.getItem(CART_STORAGE_KEY) ?? '';
    useCartStore.setState({ items: [] }); // as after a reload…
    localStorage.setItem(CART_STORAGE_KEY, saved);
    await useCartStore.persist.rehydrate();
    expect(selectCartCount(cart())).toBe(2);
  });

  it('follows a change made in another tab', async () => {
    const otherTab = {
      state: { items: [] as unknown[] },
      version: useCartStore.persist.getOptions().version,
    };
    cart().add(makeArticle({ id: 1 }));
    otherTab.state.items = [{ ...cart().items[0], quantite: 4 }];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(otherTab));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, storageArea: localStorage }));
    await vi.waitFor(() => expect(selectCartCount(cart())).toBe(4));
  });

  it('drops damaged lines found in localStorage', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [{ article_id: 'x' }, { nom: 'sans id' }] }, version: 1 }),
    );
    await useCartStore.persist.rehydrate();
    expect(cart().items).toEqual([]);
  });
});

describe('the same article in two sizes', () => {
  const bague = makeArticle({ id: 4, nom: 'Bague Aube', prix: 120, prix_final: 120 });
  const t52 = { article_detail_id: 41, taille: '52' };
  const t54 = { article_detail_id: 42, taille: '54' };

  it('is two lines, each growing on its own and removed on its own', () => {
    cart().add(bague, 1, t52);
    cart().add(bague, 2, t54);
    cart().add(bague, 1, t52);
    expect(cart().items.map((item) => [item.taille, item.article_detail_id, item.quantite])).toEqual([
      ['52', 41, 2],
      ['54', 42, 2],
    ]);
    cart().updateQuantity(4, 5, 42);
    cart().removeLine(4, 41);
    expect(cart().items.map((item) => [item.taille, item.quantite])).toEqual([['54', 5]]);
  });

  it('keeps its size when the prices are refreshed and when the cart is read back', async () => {
    cart().add(bague, 1, t54);
    cart().refresh(new Map([[4, { ...bague, prix: 130, prix_final: 130 }]]));
    expect(cart().items[0]).toMatchObject({
      taille: '54',
      article_detail_id: 42,
      prix_unitaire_millimes: 130_000,
      previous_prix_unitaire_millimes: 120_000,
    });
    await useCartStore.persist.rehydrate();
    expect(cart().items[0]).toMatchObject({ taille: '54', article_detail_id: 42 });
  });
});

describe('adding from a page', () => {
  beforeEach(() => {
    answer('get', '/ArticleDetail', []);
  });

  it('does not add an article sold in sizes without one: the shopper is told to choose it', async () => {
    const sized = (id: number, nom: string, stock: number) => ({
      id,
      article_id: 4,
      size: { id, nom },
      color: null,
      stock,
    });
    const sizes = answer('get', '/ArticleDetail', [sized(41, '52', 3), sized(42, '54', 0)]);
    answer('get', '/Article/4', makeArticle({ id: 4, nom: 'Bague Aube' }));
    await expect(addToCartIn(reads, 4)).resolves.toBe('size-needed');
    expect(sizes[0]?.query).toEqual({ article_id: '4' });
    expect(cart().items).toEqual([]);
    expect(useUiStore.getState().toast?.message).toBe(MESSAGES.sizeRequired);

    await expect(addToCartIn(reads, 4, 1, { article_detail_id: 41, taille: '52' })).resolves.toBe('added');
    expect(cart().items).toMatchObject([{ article_id: 4, article_detail_id: 41, taille: '52' }]);
    expect(useUiStore.getState().toast?.message).toBe('« Bague Aube » (taille 52) a été ajouté au panier.');
  });

  it('does not add a sold-out one-size article from a card: the shopper is told it is sold out', async () => {
    answer('get', '/ArticleDetail', [
      { id: 61, article_id: 6, size: { id: 9, nom: 'Taille unique' }, color: null, stock: 0 },
    ]);
    answer('get', '/Article/6', makeArticle({ id: 6, nom: 'Pendentif Lune' }));
    await expect(addToCartIn(reads, 6)).resolves.toBe('sold-out');
    expect(cart().items).toEqual([]);
    expect(useUiStore.getState().toast?.message).toBe('« Pendentif Lune » est épuisé.');
  });

  it('does not add more pieces of a one-size article than are left, counting those in the cart', async () => {
    answer('get', '/ArticleDetail', [
      { id: 61, article_id: 6, size: { id: 9, nom: 'Taille unique' }, color: null, stock: 1 },
    ]);
    answer('get', '/Article/6', makeArticle({ id: 6, nom: 'Pendentif Lune' }));
    await expect(addToCartIn(reads, 6)).resolves.toBe('added');
    await expect(addToCartIn(reads, 6)).resolves.toBe('sold-out');
    expect(cart().items).toMatchObject([{ article_id: 6, quantite: 1 }]);
    expect(useUiStore.getState().toast?.message).toBe(
      'Il ne reste que 1 pièce, dont 1 déjà dans votre panier.',
    );
  });

  it('fetches the article first and adds what the API returned', async () => {
    answer('get', '/Article/5', makeArticle({ id: 5, nom: 'Collier Lune' }));
    await expect(addToCart(reads, 5, 2)).resolves.toBe(true);
    expect(cart().items[0]).toMatchObject({ article_id: 5, nom: 'Collier Lune', quantite: 2 });
  });

  it('adds the article as the page read it moments ago, and fetches it again once that read is old', async () => {
    const fetched = answer('get', '/Article/5', makeArticle({ id: 5, prix: 120, prix_final: 120 }));
    const stockAsked = answer('get', '/ArticleDetail', []);
    /** What the page read of the article (at 90 DT) and of its stock, `ago` ms ago. */
    const readByThePage = (ago: number) => {
      const updatedAt = Date.now() - ago;
      reads.setQueryData(articleQuery(5).queryKey, makeArticle({ id: 5, prix: 90, prix_final: 90 }), {
        updatedAt,
      });
      reads.setQueryData(articleStockQuery(5).queryKey, UNLIMITED, { updatedAt });
    };

    readByThePage(0);
    await expect(addToCart(reads, 5)).resolves.toBe(true);
    expect(cart().items[0]?.prix_unitaire_millimes).toBe(90_000);
    expect([fetched.length, stockAsked.length]).toEqual([0, 0]);

    cart().clear();
    readByThePage(31_000);
    await expect(addToCart(reads, 5)).resolves.toBe(true);
    expect(cart().items[0]?.prix_unitaire_millimes).toBe(120_000);
    expect([fetched.length, stockAsked.length]).toEqual([1, 1]);
  });

  it("alerts the shopper with the spec's message when the article cannot be fetched", async () => {
    answer('get', '/Article/99', apiError(404, MESSAGES.articleNotFound));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await expect(addToCart(reads, 99)).resolves.toBe(false);
    expect(alert).toHaveBeenCalledWith(MESSAGES.addToCartFailed);
    expect(cart().items).toEqual([]);
  });

  it('adds a favourite only once and keeps a count', async () => {
    answer('get', '/Article/5', makeArticle({ id: 5 }));
    await addToFavourites(reads, 5);
    await addToFavourites(reads, 5);
    expect(selectFavouritesCount(favourites())).toBe(1);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '{}').state.items).toHaveLength(1);
    favourites().remove(5);
    expect(selectFavouritesCount(favourites())).toBe(0);
  });

  it('moves favourites to the cart only after the shopper confirms', async () => {
    answer('get', '/Article/1', makeArticle({ id: 1 }));
    answer('get', '/Article/2', makeArticle({ id: 2 }));
    favourites().add(makeArticle({ id: 1 }));
    favourites().add(makeArticle({ id: 2 }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await moveFavouritesToCart(reads);
    expect(cart().items).toEqual([]);
    await moveFavouritesToCart(reads);
    expect(confirm).toHaveBeenLastCalledWith(MESSAGES.confirmFavouritesToCart);
    expect(selectCartCount(cart())).toBe(2);
    expect(favourites().items).toEqual([]);
  });
});
