import { type Article, type OrderTotals, priceOrder } from '@vitrine/contracts';
import { createShopItemList, type ShopItemList } from './persisted-list';
import { type ChosenSize, isLine, lineKey, type ShopItem, sizeOf, toShopItem } from './shop-item';

export const CART_STORAGE_KEY = 'vitrine-panier';

interface CartActions {
  /**
   * Adds `quantite` (default 1) of an article, in a size when it is sold in sizes; an existing line
   * (same article, same size) grows instead of being duplicated.
   */
  add: (article: Article, quantite?: number, size?: ChosenSize) => void;
  /** Sets a line's quantity (the line of `detailId`'s size, or the one without a size); 0 or less removes it. */
  updateQuantity: (articleId: number, quantite: number, detailId?: number) => void;
  /** Removes one line: the article in that size, or without a size. */
  removeLine: (articleId: number, detailId?: number) => void;
  /** Applies the articles fetched again (null: it no longer exists); see `refreshCartPrices`. */
  refresh: (fresh: ReadonlyMap<number, Article | null>) => void;
  /** The shopper has seen the new prices: the "was" prices are dropped. */
  acknowledgePrices: () => void;
}

type CartState = ShopItemList & CartActions;

export const useCartStore = createShopItemList<CartActions>(CART_STORAGE_KEY, (update) => ({
  add: (article, quantite = 1, size) =>
    update((items) => {
      const amount = Math.max(1, Math.trunc(quantite));
      const detailId = size?.article_detail_id;
      if (!items.some((item) => isLine(item, article.id, detailId))) {
        return [...items, toShopItem(article, amount, size)];
      }
      return items.map((item) =>
        isLine(item, article.id, detailId) ? toShopItem(article, item.quantite + amount, size) : item,
      );
    }),
  updateQuantity: (articleId, quantite, detailId) =>
    update((items) =>
      quantite <= 0
        ? items.filter((item) => !isLine(item, articleId, detailId))
        : items.map((item) =>
            isLine(item, articleId, detailId) ? { ...item, quantite: Math.trunc(quantite) } : item,
          ),
    ),
  removeLine: (articleId, detailId) =>
    update((items) => items.filter((item) => !isLine(item, articleId, detailId))),
  refresh: (fresh) =>
    update((items) =>
      items.map((item) => {
        const article = fresh.get(item.article_id);
        if (article === undefined) return item;
        if (article === null) return { ...item, unavailable: true };
        const line = toShopItem(article, item.quantite, sizeOf(item));
        const was = item.previous_prix_unitaire_millimes ?? item.prix_unitaire_millimes;
        return was === line.prix_unitaire_millimes ? line : { ...line, previous_prix_unitaire_millimes: was };
      }),
    ),
  acknowledgePrices: () =>
    update((items) => items.map(({ previous_prix_unitaire_millimes: _seen, ...item }) => item)),
}));

/** Total quantity of the cart (the header badge). */
export const selectCartCount = (state: CartState) =>
  state.items.reduce((sum, item) => sum + item.quantite, 0);

/** The lines that can be ordered: an article that no longer exists is shown but not sold. */
export const orderableItems = (items: readonly ShopItem[]) => items.filter((item) => !item.unavailable);

/**
 * The cart's totals with the shop's one pricing function, optionally with a promo code's percent. The
 * lines' millimes go in as they are kept; each priced line carries its line's `key`.
 */
export function cartTotals(items: readonly ShopItem[], reductionPercent = 0) {
  return priceOrder(
    orderableItems(items).map((item) => ({
      key: lineKey(item),
      unitMillimes: item.prix_unitaire_millimes,
      quantite: item.quantite,
    })),
    reductionPercent,
  );
}

export type CartTotals = OrderTotals<{ key: string; unitMillimes: number; quantite: number }>;

/** Each orderable line's total (millimes) by its `lineKey`; a line missing is not counted. */
export const lineTotals = (totals: CartTotals) =>
  new Map(totals.lines.map((line) => [line.key, line.totalMillimes]));
