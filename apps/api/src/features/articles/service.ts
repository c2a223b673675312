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
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../http/errors.js';
import * as repository from './repository.js';

export async function getArticle(db: Db, id: number): Promise<Article> {
  const article = await repository.findArticle(db, id);
  if (!article) throw new AppError('not_found', MESSAGES.articleNotFound);
  return article;
}

/** One page of the catalogue, filtered and sorted by the price shoppers pay. */
export async function listArticles(db: Db, query: ArticlesPageQuery): Promise<ArticlesPage> {
  const { articles, total, max_price } = await repository.findListingPage(db, query);
  return {
    articles,
    totalPages: totalPagesFor(total, query.pageSize),
    currentPage: query.page,
    total,
    maxPrice: max_price ?? PRICE_RANGE_MAX_DT,
  };
}

export async function latestArticles(db: Db): Promise<Article[]> {
  return repository.findLatest(db, LATEST_ARTICLES_COUNT);
}

/** The most ordered articles; empty while nothing has been sold. */
export async function bestSellers(db: Db): Promise<Article[]> {
  const ids = await repository.findBestSellerIds(db, BEST_SELLERS_COUNT);
  return repository.findArticlesInOrder(db, ids);
}

export async function similarArticles(db: Db, id: number): Promise<Article[]> {
  const article = await repository.findArticle(db, id);
  if (!article) throw new AppError('not_found', MESSAGES.articleNotFound);
  const ids = await repository.findSimilarIds(db, article, SIMILAR_PRODUCTS_COUNT);
  return repository.findArticlesInOrder(db, ids);
}
