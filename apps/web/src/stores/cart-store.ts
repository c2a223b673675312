import { type Article, priceOrder, toMillimes } from '@vitrine/contracts';
import { createShopItemList, type ShopItemList } from './persisted-list';
import { type ShopItem, toShopItem } from './shop-item';

export const CART_STORAGE_KEY = 'vitrine-panier';

interface CartActions {
  /** Adds `quantite` (default 1) of an article; an existing line grows instead of being duplicated. */
  add: (article: Article, quantite?: number) => void;
  /** Sets a line's quantity; 0 or less removes the line. */
  updateQuantity: (articleId: number, quantite: number) => void;
  /** Applies the articles fetched again (null: it no longer exists); see `refreshCartPrices`. */
  refresh: (fresh: ReadonlyMap<number, Article | null>) => void;
  /** The shopper has seen the new prices: the "was" prices are dropped. */
  acknowledgePrices: () => void;
}

type CartState = ShopItemList & CartActions;

export const useCartStore = createShopItemList<CartActions>(CART_STORAGE_KEY, (update) => ({
  add: (article, quantite = 1) =>
    update((items) => {
      const amount = Math.max(1, Math.trunc(quantite));
      if (!items.some((item) => item.article_id === article.id)) {
        return [...items, toShopItem(article, amount)];
      }
      return items.map((item) =>
        item.article_id === article.id ? toShopItem(article, item.quantite + amount) : item,
      );
    }),
  updateQuantity: (articleId, quantite) =>
    update((items) =>
      quantite <= 0
        ? items.filter((item) => item.article_id !== articleId)
        : items.map((item) =>
            item.article_id === articleId ? { ...item, quantite: Math.trunc(quantite) } : item,
          ),
    ),
  refresh: (fresh) =>
    update((items) =>
      items.map((item) => {
        const article = fresh.get(item.article_id);
        if (article === undefined) return item;
        if (article === null) return { ...item, unavailable: true };
        const line = toShopItem(article, item.quantite);
        const was = item.previous_prix_unitaire ?? item.prix_unitaire;
        return was === line.prix_unitaire ? line : { ...line, previous_prix_unitaire: was };
      }),
    ),
  acknowledgePrices: () => update((items) => items.map(({ previous_prix_unitaire: _seen, ...item }) => item)),
}));

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
