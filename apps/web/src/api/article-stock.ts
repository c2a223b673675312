import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ArticleDetail, MESSAGES, stockKeeping } from '@vitrine/contracts';
import { call } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** One variant an article is sold in: its ArticleDetail row, its size's name and the pieces left. */
export interface ArticleSize {
  article_detail_id: number;
  taille: string;
  stock: number;
}

/** What a product page offers of an article, by the contracts' `stockKeeping`. */
export interface ArticleStock {
  /** The sizes a shopper chooses from, in the shop's order; empty for an article sold without a choice. */
  sizes: ArticleSize[];
  /** A one-size article's only variant: its pieces are what can be ordered, no size asked. */
  oneSize: ArticleSize | null;
}

/** An article without any variant: sold without counting. */
export const UNLIMITED: ArticleStock = { sizes: [], oneSize: null };

/** Under this many pieces left, the product page says how many (« Plus que 2 »). */
export const FEW_LEFT = 3;

/**
 * An article's variants as the product page offers them (the API lists them by size position): several
 * are sizes to choose from, a single one (« Taille unique ») is the article's stock, none is no limit.
 */
export function stockOf(details: readonly ArticleDetail[]): ArticleStock {
  const variants = details.map((detail) => ({
    article_detail_id: detail.id,
    taille: detail.size?.nom ?? MESSAGES.oneSize,
    stock: detail.stock,
  }));
  switch (stockKeeping(variants.length)) {
    case 'sizes':
      return { sizes: variants, oneSize: null };
    case 'one-size':
      return { sizes: [], oneSize: variants[0] ?? null };
    default:
      return UNLIMITED;
  }
}

/** True when nothing of the article can be ordered any more. */
export const isSoldOut = ({ sizes, oneSize }: ArticleStock) =>
  oneSize ? oneSize.stock <= 0 : sizes.length > 0 && sizes.every((size) => size.stock <= 0);

/** The article's stock, read live: it changes with every order, so nothing is kept for long. */
export const getArticleStock = async (articleId: number, signal?: AbortSignal) =>
  stockOf(await call('listArticleDetails', { query: { article_id: articleId } }, { signal }));

export const articleStockQuery = (articleId: number) =>
  queryOptions({
    queryKey: catalogueKeys.articleStock(articleId),
    queryFn: ({ signal }) => getArticleStock(articleId, signal),
    staleTime: 0,
  });

export function useArticleStock(articleId: number) {
  return useQuery({ ...articleStockQuery(articleId), enabled: Number.isInteger(articleId) && articleId > 0 });
}
