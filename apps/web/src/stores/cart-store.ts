import { type Article, priceOrder, toMillimes } from '@vitrine/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items }) => ({ items }),
      merge: (persisted, current) => ({
        ...current,
        items: validItems((persisted as { items?: unknown } | undefined)?.items),
      }),
    },
  ),
);

syncAcrossTabs(useCartStore);

/** Total quantity of the cart (the header badge). */
export const selectCartCount = (state: CartState) =>
  state.items.reduce((sum, item) => sum + item.quantite, 0);

export function cartTotals(items: readonly ShopItem[]) {
  return priceOrder(
    items.map((item) => ({ unitMillimes: toMillimes(item.prix_unitaire), quantite: item.quantite })),
  );
}
