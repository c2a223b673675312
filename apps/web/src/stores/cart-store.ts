import { type Article, priceOrder, toMillimes } from '@vitrine/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localStorageOptions } from './persisted';
import { type ShopItem, toShopItem, validItems } from './shop-item';
import { syncAcrossTabs } from './sync-tabs';

export const CART_STORAGE_KEY = 'vitrine-panier';

interface CartState {
  items: ShopItem[];
  /** Adds `quantite` (default 1) of an article; an existing line grows instead of being duplicated. */
  add: (article: Article, quantite?: number) => void;
  /** Sets a line's quantity; 0 or less removes the line. */
  updateQuantity: (articleId: number, quantite: number) => void;
  remove: (articleId: number) => void;
  clear: () => void;
  /** Applies the articles fetched again (null: it no longer exists); see `refreshCartPrices`. */
  refresh: (fresh: ReadonlyMap<number, Article | null>) => void;
  /** The shopper has seen the new prices: the "was" prices are dropped. */
  acknowledgePrices: () => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      add: (article, quantite = 1) =>
        set(({ items }) => {
          const amount = Math.max(1, Math.trunc(quantite));
          const existing = items.find((item) => item.article_id === article.id);
          if (!existing) return { items: [...items, toShopItem(article, amount)] };
          return {
            items: items.map((item) =>
              item.article_id === article.id ? { ...toShopItem(article, item.quantite + amount) } : item,
            ),
          };
        }),
      updateQuantity: (articleId, quantite) =>
        set(({ items }) => ({
          items:
            quantite <= 0
              ? items.filter((item) => item.article_id !== articleId)
              : items.map((item) =>
                  item.article_id === articleId ? { ...item, quantite: Math.trunc(quantite) } : item,
                ),
        })),
      remove: (articleId) =>
        set(({ items }) => ({ items: items.filter((item) => item.article_id !== articleId) })),
      clear: () => set({ items: [] }),
      refresh: (fresh) =>
        set(({ items }) => ({
          items: items.map((item) => {
            const article = fresh.get(item.article_id);
            if (article === undefined) return item;
            if (article === null) return { ...item, unavailable: true };
            const line = toShopItem(article, item.quantite);
            const was = item.previous_prix_unitaire ?? item.prix_unitaire;
            return was === line.prix_unitaire ? line : { ...line, previous_prix_unitaire: was };
          }),
        })),
      acknowledgePrices: () =>
        set(({ items }) => ({
          items: items.map(({ previous_prix_unitaire: _seen, ...item }) => item),
        })),
    }),
    localStorageOptions<CartState, 'items'>(CART_STORAGE_KEY, { items: validItems }),
  ),
);

syncAcrossTabs(useCartStore);

/** Total quantity of the cart (the header badge). */
export const selectCartCount = (state: CartState) =>
  state.items.reduce((sum, item) => sum + item.quantite, 0);

/** The lines that can be ordered: an article that no longer exists is shown but not sold. */
export const orderableItems = (items: readonly ShopItem[]) => items.filter((item) => !item.unavailable);

/** The cart's totals with the shop's one pricing function, optionally with a promo code's percent. */
export function cartTotals(items: readonly ShopItem[], reductionPercent = 0) {
  return priceOrder(
    orderableItems(items).map((item) => ({
      unitMillimes: toMillimes(item.prix_unitaire),
      quantite: item.quantite,
    })),
    reductionPercent,
  );
}
