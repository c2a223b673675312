import { beforeEach, describe, expect, it } from 'vitest';
import { makeArticle } from '@/testing/fixtures';
import { CART_STORAGE_KEY, cartTotals, useCartStore } from './cart-store';
import { FAVOURITES_STORAGE_KEY, useFavouritesStore } from './favourites-store';
import { migrateShopItems, SHOP_ITEMS_VERSION, type ShopItem, toShopItem } from './shop-item';

// Until version 2 the storefront kept its lines' prices in dinars (`prix_unitaire: 33.335`); a visitor
// coming back with such a cart must find it whole, its prices in exact millimes.

/** A line as the previous storefront wrote it: the same fields, the unit prices in dinars. */
function savedInDinars(item: ShopItem, prix_unitaire: number, previous_prix_unitaire?: number) {
  const { prix_unitaire_millimes: _now, previous_prix_unitaire_millimes: _was, ...rest } = item;
  return { ...rest, prix_unitaire, ...(previous_prix_unitaire !== undefined && { previous_prix_unitaire }) };
}

const collier = makeArticle({ id: 1, nom: 'Collier Soleil', prix: 33.335, prix_final: 33.335 });
const bague = makeArticle({ id: 2, nom: 'Bague Lune', prix: 33.335, promo: 15, prix_final: 28.335 });
const jonc = makeArticle({ id: 3, nom: 'Jonc Médina', prix: 1.005, prix_final: 1.005 });

/** What localStorage held under version 1, as text. */
const versionOne = (items: unknown[]) => JSON.stringify({ state: { items }, version: 1 });

beforeEach(() => {
  useCartStore.setState({ items: [] });
  useFavouritesStore.setState({ items: [] });
});

describe('a cart saved in dinars by the previous storefront', () => {
  it('loads with the right millimes, and is saved back in the new shape', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      versionOne([
        savedInDinars(toShopItem(collier, 3), 33.335),
        savedInDinars(toShopItem(bague, 1, { article_detail_id: 42, taille: '54' }), 28.335, 33.335),
        savedInDinars(toShopItem(jonc, 2), 1.005),
      ]),
    );
    await useCartStore.persist.rehydrate();

    const items = useCartStore.getState().items;
    expect(items.map((item) => [item.nom, item.prix_unitaire_millimes, item.quantite])).toEqual([
      ['Collier Soleil', 33_335, 3],
      ['Bague Lune', 28_335, 1],
      ['Jonc Médina', 1_005, 2],
    ]);
    expect(items[1]).toMatchObject({ previous_prix_unitaire_millimes: 33_335, taille: '54' });
    expect(items.some((item) => 'prix_unitaire' in item || 'previous_prix_unitaire' in item)).toBe(false);
    // The lines are what this storefront writes itself for the same articles.
    expect(items[0]).toEqual(toShopItem(collier, 3));
    expect(cartTotals(items)).toMatchObject({
      subtotalMillimes: 130_350, // 3 × 33 335 + 28 335 + 2 × 1 005
      shippingMillimes: 7_000,
      totalMillimes: 137_350,
    });

    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(saved.version).toBe(SHOP_ITEMS_VERSION);
    expect(saved.state.items[0]).toMatchObject({ prix_unitaire_millimes: 33_335 });
    expect(saved.state.items[0]).not.toHaveProperty('prix_unitaire');
  });

  it('loads saved favourites the same way', async () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, versionOne([savedInDinars(toShopItem(bague), 28.335)]));
    await useFavouritesStore.persist.rehydrate();
    expect(useFavouritesStore.getState().items).toEqual([toShopItem(bague)]);
  });

  it('still drops the lines that could not be read', async () => {
    const good = savedInDinars(toShopItem(collier, 1), 33.335);
    localStorage.setItem(
      CART_STORAGE_KEY,
      versionOne([
        { ...good, prix_unitaire: '33.335' },
        { ...good, prix_unitaire: -1 },
        { ...good, previous_prix_unitaire: 'hier' },
        { article_id: 'x' },
        null,
        good,
      ]),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items).toEqual([toShopItem(collier, 1)]);
  });
});

describe('migrateShopItems', () => {
  it('leaves the current shape, and anything that is not a saved list, as it is', () => {
    const current = { items: [toShopItem(collier)] };
    expect(migrateShopItems(current, SHOP_ITEMS_VERSION)).toBe(current);
    expect(migrateShopItems(null, 1)).toBeNull();
    expect(migrateShopItems({ items: 'panier' }, 1)).toEqual({ items: 'panier' });
  });

  it('converts from any older version, the zustand default 0 included', () => {
    const old = { items: [savedInDinars(toShopItem(jonc, 4), 1.005)] };
    expect(migrateShopItems(old, 0)).toEqual({ items: [toShopItem(jonc, 4)] });
  });
});
