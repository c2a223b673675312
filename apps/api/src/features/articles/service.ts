import {
  type Article,
  type ArticlesPage,
  type ArticlesPageQuery,
  BEST_SELLERS_COUNT,
  LATEST_ARTICLES_COUNT,
  MESSAGES,
  PRICE_RANGE_MAX_DT,
  SIMILAR_PRODUCTS_COUNT,
  totalPagesFor,
} from '@vitrine/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { toArticle } from './article-select.js';
import * as repository from './repository.js';

export async function getArticle(db: Db, id: number): Promise<Article> {
  const row = await repository.findArticle(db, id);
  if (!row) throw new AppError('not_found', MESSAGES.articleNotFound);
  return toArticle(row);
}

/** One page of the catalogue, filtered and sorted by the price shoppers pay. */
export async function listArticles(db: Db, query: ArticlesPageQuery): Promise<ArticlesPage> {
  const { rows, total, maxPrice } = await repository.findListingPage(db, query);
  return {
    articles: rows.map(toArticle),
    totalPages: totalPagesFor(total, query.pageSize),
    currentPage: query.page,
    total,
    maxPrice: total === 0 && maxPrice === 0 ? PRICE_RANGE_MAX_DT : maxPrice,
  };
}

export async function latestArticles(db: Db): Promise<Article[]> {
  return (await repository.findLatest(db, LATEST_ARTICLES_COUNT)).map(toArticle);
}

/** The most ordered articles; empty while nothing has been sold. */
export async function bestSellers(db: Db): Promise<Article[]> {
  const ids = await repository.findBestSellerIds(db, BEST_SELLERS_COUNT);
  return (await repository.findArticlesInOrder(db, ids)).map(toArticle);
}

export async function similarArticles(db: Db, id: number): Promise<Article[]> {
  const article = await repository.findArticle(db, id);
  if (!article) throw new AppError('not_found', MESSAGES.articleNotFound);
  const ids = await repository.findSimilarIds(db, article, SIMILAR_PRODUCTS_COUNT);
  return (await repository.findArticlesInOrder(db, ids)).map(toArticle);
}
