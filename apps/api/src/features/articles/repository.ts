import type { Article, ArticlesPage, ArticlesPageQuery } from '@vitrine/contracts';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/prisma.js';
import { articleConditions, filtersJoin } from './article-filters.js';
import {
  type ArticleExpressions,
  articleStatement,
  articlesJson,
  asJsonText,
  type JsonText,
  listingStatement,
  queryJson,
  queryJsonRow,
  SHOWN_IN_SHOP,
} from './article-json.js';

export function findArticle(db: Db, id: number): Promise<JsonText<Article> | undefined> {
  return queryJson(articleStatement(db.kysely, id));
}

/** Articles in the order of `ids` (ids that no longer exist are skipped). */
export function findArticlesInOrder(db: Db, ids: number[]): Promise<JsonText<Article[]>> {
  return queryJsonRow(db.kysely.selectNoFrom(articlesInOrder(db, sql`${ids}::int[]`).as('body')));
}

/** The JSON array of the articles listed, in the list's order. */
function articlesInOrder(db: Db, list: RawBuilder<number[]>) {
  return asJsonText(
    articlesJson(db.kysely, (eb) => eb('a.id', '=', eb.fn.any(list)), sql`array_position(${list}, a.id)`),
  );
}

/** One page of the listing with its counts and the price slider's bound: one statement. */
export function findListingPage(db: Db, query: ArticlesPageQuery): Promise<JsonText<ArticlesPage>> {
  const { page, pageSize, sortOrder, ...filters } = query;
  return queryJsonRow(
    listingStatement(db.kysely, articleConditions(filters), sortOrder, page, pageSize, filtersJoin(filters)),
  );
}

export function findLatest(db: Db, take: number): Promise<JsonText<Article[]>> {
  const latest = articlesJson(db.kysely, (eb) => eb.lit(true), 'recent', take);
  return queryJsonRow(db.kysely.selectNoFrom(asJsonText(latest).as('body')));
}

/** The most ordered articles, by quantity sold (then id): counted once, and read, in one statement. */
export function findBestSellers(db: Db, take: number): Promise<JsonText<Article[]>> {
  const sold = db.kysely
    .selectFrom('commande_items')
    .select('article_id')
    .groupBy('article_id')
    .orderBy((eb) => eb.fn.sum('quantite'), 'desc')
    .orderBy('article_id')
    .limit(take);
  return queryJsonRow(
    db.kysely
      // Materialized: inlined, the ranking would be computed once for each of the list's two uses.
      .with(
        (cte) => cte('best').materialized(),
        (qb) => qb.selectNoFrom(sql<number[]>`array(${sold})`.as('ids')),
      )
      .selectFrom('best')
      .select(articlesInOrder(db, sql`best.ids`).as('body')),
  );
}

/**
 * Same sub-category first, then the rest of the category, closest price first; never the article
 * itself. Each side of the price is read from the (sub_category_id, prix_final) index. Undefined when
 * the article does not exist.
 */
export async function findSimilarIds(db: Db, id: number, take: number): Promise<number[] | undefined> {
  const article = await db.kysely
    .selectFrom('articles as a')
    .innerJoin('sub_categories as s', 's.id', 'a.sub_category_id')
    .select(['a.prix_final', 'a.sub_category_id', 's.category_id'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!article) return undefined;
  const price = sql<string>`${article.prix_final}::numeric`;
  const nearest = async (scope: (eb: ArticleExpressions) => Expression<SqlBool>) => {
    const others = db.kysely
      .selectFrom('articles as a')
      .where(SHOWN_IN_SHOP)
      .where(scope)
      .where('a.id', '<>', id);
    const above = others
      .select(['a.id', sql<string>`a.prix_final - ${price}`.as('distance')])
      .where('a.prix_final', '>=', price)
      .orderBy('a.prix_final')
      .orderBy('a.id')
      .limit(take);
    const below = others
      .select(['a.id', sql<string>`${price} - a.prix_final`.as('distance')])
      .where('a.prix_final', '<', price)
      .orderBy('a.prix_final', 'desc')
      .orderBy('a.id')
      .limit(take);
    const rows = await db.kysely
      .selectFrom(sql<{ id: number; distance: string }>`(${above} UNION ALL ${below})`.as('near'))
      .select('near.id')
      .orderBy('near.distance')
      .orderBy('near.id')
      .limit(take)
      .execute();
    return rows.map((row) => row.id);
  };
  const sameSub = await nearest((eb) => eb('a.sub_category_id', '=', article.sub_category_id));
  if (sameSub.length >= take) return sameSub;
  const restOfCategory = await nearest((eb) =>
    eb(
      'a.sub_category_id',
      'in',
      eb
        .selectFrom('sub_categories')
        .select('id')
        .where('category_id', '=', article.category_id)
        .where('id', '<>', article.sub_category_id),
    ),
  );
  return [...sameSub, ...restOfCategory].slice(0, take);
}
