import { type Article, MESSAGES, promoPriceMillimes, toDinars, toMillimes } from '@vitrine/contracts';
import { articleImages } from '@/lib/article-images';

/**
 * A cart or favourites line as the storefront keeps it in localStorage (spec section 3). It never
 * leaves the browser as such: the order payload sends article_id, quantite and prix_unitaire, and the
 * API recomputes every price.
 */
export interface ShopItem {
  article_id: number;
  nom: string;
  quantite: number;
  /** Dinars, the promo price (prix minus promo percent). */
  prix_unitaire: number;
  images: string[];
  description: string;
  datas: Article;
  /** The unit price before the last refresh changed it, until the shopper has seen the new one. */
  previous_prix_unitaire?: number;
  /** The article no longer exists: the line stays, explained, out of the totals and the order. */
  unavailable?: boolean;
  /** The size chosen (its ArticleDetail row), for an article sold in sizes: one line per size. */
  article_detail_id?: number;
  /** That size's name, as the line shows it (« 54 »). */
  taille?: string;
}

/** The size a line is for; absent for an article sold without sizes. */
export interface ChosenSize {
  article_detail_id: number;
  taille: string;
}

export function toShopItem(article: Article, quantite = 1, size?: ChosenSize): ShopItem {
  return {
    article_id: article.id,
    nom: article.nom,
    quantite,
    prix_unitaire: toDinars(promoPriceMillimes(toMillimes(article.prix), article.promo)),
    images: articleImages(article),
    description: article.description,
    datas: article,
    ...(size && { article_detail_id: size.article_detail_id, taille: size.taille }),
  };
}

/** The size a line was added in (kept when the line is rebuilt from a fresh article). */
export function sizeOf(item: ShopItem): ChosenSize | undefined {
  return item.article_detail_id !== undefined && item.taille !== undefined
    ? { article_detail_id: item.article_detail_id, taille: item.taille }
    : undefined;
}

/** A line's own key: the same article in two sizes is two lines. */
export const lineKey = (item: ShopItem) => `${item.article_id}/${item.article_detail_id ?? ''}`;

/** A line's name with its size, as the order line will be named (« Bague Aube — taille 54 »). */
export const lineName = (item: ShopItem) =>
  item.taille === undefined ? item.nom : MESSAGES.lineWithSize(item.nom, item.taille);

/** True when `item` is the line of this article in this size (or without a size). */
export const isLine = (item: ShopItem, articleId: number, detailId: number | undefined) =>
  item.article_id === articleId && item.article_detail_id === detailId;

/**
 * Keeps the lines of a persisted list that have the shape this storefront writes (an older or
 * hand-edited localStorage entry may not). A check by hand of the fields the pages read, rather than
 * zod, which every page would then load (docs/decisions/0007-responses-typed-not-parsed.md); prices
 * are re-read from the API on every visit of the cart.
 */
export function validItems(value: unknown): ShopItem[] {
  return Array.isArray(value) ? value.filter(isShopItem) : [];
}

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

function isShopItem(value: unknown): value is ShopItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<keyof ShopItem, unknown>;
  const article = item.datas as Partial<Record<keyof Article, unknown>> | null;
  return (
    Number.isInteger(item.article_id) &&
    isText(item.nom) &&
    Number.isInteger(item.quantite) &&
    (item.quantite as number) >= 1 &&
    isPrice(item.prix_unitaire) &&
    Array.isArray(item.images) &&
    item.images.every(isText) &&
    isText(item.description) &&
    typeof article === 'object' &&
    article !== null &&
    article.id === item.article_id &&
    isText(article.image) &&
    isText((article.sub_category as { nom?: unknown } | undefined)?.nom) &&
    (item.previous_prix_unitaire === undefined || isPrice(item.previous_prix_unitaire)) &&
    (item.unavailable === undefined || typeof item.unavailable === 'boolean') &&
    // A size comes whole (its row and its name) or not at all.
    (item.article_detail_id === undefined
      ? item.taille === undefined
      : Number.isInteger(item.article_detail_id) && isText(item.taille))
  );
}
