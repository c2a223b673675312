import { type DraftRequest, PhoneSchema } from '@vitrine/contracts';
import { orderableItems } from '@/stores/cart-store';
import type { ShopItem } from '@/stores/shop-item';

/**
 * The draft the checkout keeps for the shop: only once the phone typed is a valid one and the cart has
 * something to order; undefined otherwise (nothing is sent).
 */
export function draftOf(
  typed: { telephone?: string | undefined; prenom?: string | undefined },
  items: readonly ShopItem[],
): DraftRequest | undefined {
  const phone = PhoneSchema.safeParse(typed.telephone ?? '');
  const lines = orderableItems(items);
  if (!phone.success || lines.length === 0) return undefined;
  const prenom = typed.prenom?.trim();
  return {
    telephone: phone.data,
    ...(prenom ? { prenom } : {}),
    articles: lines.map((item) => ({
      id: item.article_id,
      quantite: item.quantite,
      ...(item.article_detail_id !== undefined && { article_detail_id: item.article_detail_id }),
    })),
  };
}
