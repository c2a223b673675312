import { type Article, promoPriceMillimes, toDinars, toMillimes } from '@vitrine/contracts';
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
}

export function toShopItem(article: Article, quantite = 1): ShopItem {
  return {
    article_id: article.id,
    nom: article.nom,
    quantite,
    prix_unitaire: toDinars(promoPriceMillimes(toMillimes(article.prix), article.promo)),
    images: articleImages(article),
    description: article.description,
    datas: article,
  };
}

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
    (item.unavailable === undefined || typeof item.unavailable === 'boolean')
  );
}
