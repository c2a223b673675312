import { type Article, ArticleSchema, promoPriceMillimes, toDinars, toMillimes } from '@vitrine/contracts';
import { z } from 'zod';
import { articleImages } from '@/lib/article-images';

/**
 * A cart or favourites line as the storefront keeps it in localStorage (spec section 3). It never
 * leaves the browser as such: the order payload sends article_id, quantite and prix_unitaire, and the
 * API recomputes every price.
 */
export const ShopItemSchema = z.object({
  article_id: z.number().int().positive(),
  nom: z.string(),
  quantite: z.number().int().min(1),
  /** Dinars, the promo price (prix minus promo percent). */
  prix_unitaire: z.number().nonnegative(),
  images: z.array(z.string()),
  description: z.string(),
  datas: ArticleSchema,
  /** The unit price before the last refresh changed it, until the shopper has seen the new one. */
  previous_prix_unitaire: z.number().nonnegative().optional(),
  /** The article no longer exists: the line stays, explained, out of the totals and the order. */
  unavailable: z.boolean().optional(),
});
export type ShopItem = z.infer<typeof ShopItemSchema>;

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

/** Keeps the valid lines of a persisted list (an older or hand-edited localStorage entry). */
export function validItems(value: unknown): ShopItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = ShopItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
