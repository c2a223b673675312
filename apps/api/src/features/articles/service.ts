import {
  type Article,
  type ArticlesPage,
  type ArticlesPageQuery,
  BEST_SELLERS_COUNT,
  LATEST_ARTICLES_COUNT,
  MESSAGES,
  SIMILAR_PRODUCTS_COUNT,
} from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import type { JsonText } from './article-json.js';
import * as repository from './repository.js';

// Each answer is the JSON text PostgreSQL wrote (see article-json.ts), typed by the contracts' type it
// holds; the API's tests parse it with the contracts' schemas.

export async function getArticle(db: Db, id: number): Promise<JsonText<Article>> {
  const article = await repository.findArticle(db, id);
  if (!article) throw new AppError('not_found', MESSAGES.articleNotFound);
  return article;
}

/** One page of the catalogue, filtered and sorted by the price shoppers pay. */
export function listArticles(db: Db, query: ArticlesPageQuery): Promise<JsonText<ArticlesPage>> {
  return repository.findListingPage(db, query);
}

export function latestArticles(db: Db): Promise<JsonText<Article[]>> {
  return repository.findLatest(db, LATEST_ARTICLES_COUNT);
}

/** The most ordered articles; empty while nothing has been sold. */
export function bestSellers(db: Db): Promise<JsonText<Article[]>> {
  return repository.findBestSellers(db, BEST_SELLERS_COUNT);
}

export async function similarArticles(db: Db, id: number): Promise<JsonText<Article[]>> {
  const ids = await repository.findSimilarIds(db, id, SIMILAR_PRODUCTS_COUNT);
  if (!ids) throw new AppError('not_found', MESSAGES.articleNotFound);
  return repository.findArticlesInOrder(db, ids);
}
