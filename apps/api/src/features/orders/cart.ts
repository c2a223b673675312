import {
  formatDT,
  MAX_LINE_QUANTITY,
  MAX_ORDER_MILLIMES,
  MESSAGES,
  type OrderCommand,
  type PricedLineInput,
  priceOrder,
  promoPriceMillimes,
  stockKeeping,
} from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { CartArticles } from './repository.js';

export interface CartLine extends PricedLineInput {
  article_id: number;
  /** The variant whose pieces the order takes: the size chosen, or a one-size article's only variant. */
  article_detail_id: number | null;
  nom: string;
  /** The size chosen, for an article sold in sizes: the order line is named with it. */
  taille: string | null;
}

// The old storefront computes `prix - prix * promo / 100` in floating point, which can land one
// millime away from the exact rounded price: such a price is the same price, not a changed one.
const TOLERANCE_MILLIMES = 1;

/**
 * The cart priced from the articles and variants the order read (article price minus its promo),
 * checked against what the shopper saw: an unknown article is a 422; a changed unit price or shipping is a 422 saying the price changed.
 * A line for an article sold in sizes must name its size (variant): without one it is a 422 naming the
 * article, since no stock could be taken for it (a cart from before sizes, a collection added whole).
 * A line for a one-size article takes its only variant, named or not (`stockKeeping`).
 * Lines naming the same article and variant become one line, whose quantity must stay within the
 * per-article limit (a variant named alone and with its article is the same line).
 */
export function priceLines(command: OrderCommand, { articles, details }: CartArticles): CartLine[] {
  const { items } = command;
  const articleById = new Map(articles.map((article) => [article.id, article]));
  const detailById = new Map(details.map((detail) => [detail.id, detail]));

  const unknown: Record<string, string[]> = {};
  const changed: Record<string, string[]> = {};
  const tooMany: Record<string, string[]> = {};
  const sizeless: Record<string, string[]> = {};
  const sizelessNames = new Set<string>();
  const lineByArticle = new Map<string, CartLine>();
  items.forEach((item, index) => {
    let articleId = item.article_id;
    const detail = item.article_detail_id === undefined ? undefined : detailById.get(item.article_detail_id);
    if (item.article_detail_id !== undefined) {
      if (!detail) {
        unknown[`items.${index}.article_detail_id`] = [MESSAGES.variantNotFound];
        return;
      }
      if (articleId !== undefined && articleId !== detail.article_id) {
        unknown[`items.${index}.article_detail_id`] = [MESSAGES.variantMismatch];
        return;
      }
      articleId = detail.article_id;
    }
    const article = articleId === undefined ? undefined : articleById.get(articleId);
    if (!article) {
      unknown[`items.${index}.article_id`] = [MESSAGES.articleNotFound];
      return;
    }
    const keeping = stockKeeping(article.variants);
    if (!detail && keeping === 'sizes') {
      sizeless[`items.${index}.article_detail_id`] = [MESSAGES.sizeToChoose(article.nom)];
      sizelessNames.add(article.nom);
      return;
    }
    // A one-size article's line is the same line whether it names the variant or not.
    const detailId = keeping === 'one-size' ? article.first_variant : (detail?.id ?? null);
    const unitMillimes = promoPriceMillimes(article.prix, article.promo);
    if (item.prix_unitaire !== undefined && differs(item.prix_unitaire, unitMillimes)) {
      changed[`items.${index}.prix_unitaire`] = [
        MESSAGES.unitPriceChanged(article.nom, formatDT(unitMillimes)),
      ];
    }
    const key = `${article.id}/${detailId ?? ''}`;
    const same = lineByArticle.get(key);
    if (same) {
      same.quantite += item.quantite;
      if (same.quantite > MAX_LINE_QUANTITY) {
        tooMany[`items.${index}.quantite`] = [MESSAGES.quantityTooLargeInTotal(MAX_LINE_QUANTITY)];
      }
      return;
    }
    lineByArticle.set(key, {
      article_id: article.id,
      article_detail_id: detailId,
      nom: article.nom,
      taille: keeping === 'sizes' ? (detail?.taille ?? null) : null,
      unitMillimes,
      quantite: item.quantite,
    });
  });
  if (Object.keys(unknown).length) {
    throw new AppError('invalid_data', MESSAGES.validationFailed, { errors: unknown });
  }
  if (sizelessNames.size) {
    throw new AppError('invalid_data', MESSAGES.sizesToChoose([...sizelessNames]), { errors: sizeless });
  }
  if (Object.keys(tooMany).length) {
    throw new AppError('invalid_data', MESSAGES.validationFailed, { errors: tooMany });
  }
  const lines = [...lineByArticle.values()];

  // Shipping depends on the subtotal only, not on the promo code: it can be checked before the order.
  const { subtotalMillimes, shippingMillimes } = priceOrder(lines);
  if (command.shipping_charge !== undefined && differs(command.shipping_charge, shippingMillimes)) {
    changed.shipping_charge = [MESSAGES.shippingChanged(formatDT(shippingMillimes))];
  }
  if (Object.keys(changed).length) {
    throw new AppError('invalid_data', MESSAGES.pricesChanged, { errors: changed });
  }
  if (subtotalMillimes + shippingMillimes > MAX_ORDER_MILLIMES) {
    throw new AppError('invalid_data', MESSAGES.orderTooLarge, {
      errors: { items: [MESSAGES.orderTooLarge] },
    });
  }
  return lines;
}

function differs(browserDinars: number, serverMillimes: number): boolean {
  return Math.abs(browserDinars * 1000 - serverMillimes) > TOLERANCE_MILLIMES;
}
