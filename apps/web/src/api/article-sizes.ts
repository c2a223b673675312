import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '@vitrine/contracts';
import { apiGet } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** One size an article is sold in: its ArticleDetail row, its name and the pieces left. */
export interface ArticleSize {
  article_detail_id: number;
  taille: string;
  stock: number;
}

/** Under this many pieces left, the product page says how many (« Plus que 2 »). */
export const FEW_LEFT = 3;

/**
 * The sizes a shopper chooses from, in the shop's order (the API lists them by size position). An
 * article with a single variant (one size, « Taille unique ») or none offers no choice: it is sold as
 * an article without sizes, as before.
 */
export function sizesOf(details: readonly ArticleDetail[]): ArticleSize[] {
  const sized = details.flatMap((detail) =>
    detail.size ? [{ article_detail_id: detail.id, taille: detail.size.nom, stock: detail.stock }] : [],
  );
  return sized.length > 1 ? sized : [];
}

/** The article's sizes, read live: the stock changes with every order, so nothing is kept for long. */
export const getArticleSizes = async (articleId: number, signal?: AbortSignal) =>
  sizesOf(await apiGet<ArticleDetail[]>(`/ArticleDetail?article_id=${articleId}`, signal));

export const articleSizesQuery = (articleId: number) =>
  queryOptions({
    queryKey: catalogueKeys.articleSizes(articleId),
    queryFn: ({ signal }) => getArticleSizes(articleId, signal),
    staleTime: 0,
  });

export function useArticleSizes(articleId: number) {
  return useQuery({ ...articleSizesQuery(articleId), enabled: Number.isInteger(articleId) && articleId > 0 });
}
