/**
 * How an article's pieces are counted, from its variants (its ArticleDetail rows, each with a stock):
 * - none: `unlimited`, the shop sells it without counting;
 * - one (« Taille unique »): `one-size`, an order takes its pieces from that variant, no size asked;
 * - several: `sizes`, the shopper chooses one, and an order takes its pieces from it.
 * The API applies it to every order line and the product page to what it offers.
 */
export type StockKeeping = 'unlimited' | 'one-size' | 'sizes';

export const stockKeeping = (variants: number): StockKeeping =>
  variants === 0 ? 'unlimited' : variants === 1 ? 'one-size' : 'sizes';
