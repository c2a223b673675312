import { type Article, SHELL_MESSAGES, toMillimes } from '@vitrine/contracts';
import { articleImages } from '@/lib/article-images';

/**
 * A cart or favourites line as the storefront keeps it in localStorage (spec section 3). It never
 * leaves the browser as such: the order payload sends article_id, quantite and prix_unitaire (in
 * dinars, converted from the millimes kept here), and the API recomputes every price.
 */
export interface ShopItem {
  article_id: number;
  nom: string;
  quantite: number;
  /**
   * The price paid for one, in integer millimes: the API's `prix_final` (prix minus promo percent),
   * converted once when the article arrives. Dinars appear again only on screen and in the order.
   */
  prix_unitaire_millimes: number;
  images: string[];
  description: string;
  datas: Article;
  /** The unit price (millimes) before the last refresh changed it, until the shopper has seen the new one. */
  previous_prix_unitaire_millimes?: number;
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
    // The server computes prix_final with the shop's promo rule; the browser does not compute it again.
    prix_unitaire_millimes: toMillimes(article.prix_final),
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
  item.taille === undefined ? item.nom : SHELL_MESSAGES.lineWithSize(item.nom, item.taille);

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

const isMillimes = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
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
    isMillimes(item.prix_unitaire_millimes) &&
    Array.isArray(item.images) &&
    item.images.every(isText) &&
    isText(item.description) &&
    typeof article === 'object' &&
    article !== null &&
    article.id === item.article_id &&
    isText(article.image) &&
    isText((article.sub_category as { nom?: unknown } | undefined)?.nom) &&
    (item.previous_prix_unitaire_millimes === undefined ||
      isMillimes(item.previous_prix_unitaire_millimes)) &&
    (item.unavailable === undefined || typeof item.unavailable === 'boolean') &&
    // A size comes whole (its row and its name) or not at all.
    (item.article_detail_id === undefined
      ? item.taille === undefined
      : Number.isInteger(item.article_detail_id) && isText(item.taille))
  );
}

/** The version of the saved lists' shape: 2 since the lines keep their prices in millimes. */
export const SHOP_ITEMS_VERSION = 2;

/**
 * Brings a list saved by an older storefront to this shape. Version 1 (and before) kept the unit price
 * in dinars (`prix_unitaire`, `previous_prix_unitaire`); they become millimes with the contracts'
 * conversion, once. A line that cannot be read is left for `validItems` to drop.
 */
export function migrateShopItems(persisted: unknown, version: number): unknown {
  if (version >= SHOP_ITEMS_VERSION || typeof persisted !== 'object' || persisted === null) return persisted;
  const state = persisted as { items?: unknown };
  return Array.isArray(state.items) ? { ...state, items: state.items.map(dinarLineToMillimes) } : persisted;
}

const isDinars = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function dinarLineToMillimes(line: unknown): unknown {
  if (typeof line !== 'object' || line === null) return line;
  const { prix_unitaire, previous_prix_unitaire, ...rest } = line as Record<string, unknown>;
  if (!isDinars(prix_unitaire)) return line;
  if (previous_prix_unitaire !== undefined && !isDinars(previous_prix_unitaire)) return line;
  return {
    ...rest,
    prix_unitaire_millimes: toMillimes(prix_unitaire),
    ...(previous_prix_unitaire !== undefined && {
      previous_prix_unitaire_millimes: toMillimes(previous_prix_unitaire),
    }),
  };
}
