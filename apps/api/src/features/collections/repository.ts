import type { CollectionDetail, CollectionsPageQuery } from '@vitrine/contracts';
import { sql } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Db } from '../../db/prisma.js';
import { articleConditions, exactDinars } from '../articles/article-filters.js';
import {
  articlesJson,
  asJsonText,
  type JsonText,
  queryJson,
  SHOWN_IN_SHOP,
} from '../articles/article-json.js';

export function findCollections(db: Db) {
  return db.kysely
    .selectFrom('collections')
    .select(['id', 'nom', 'image', 'description'])
    .orderBy('nom')
    .orderBy('id')
    .execute();
}

/**
 * A collection with its articles (cheapest first) and the price of buying one of each, summed by
 * PostgreSQL: the whole CollectionDetail as JSON text; undefined when there is no such collection.
 */
export function findCollectionDetail(db: Db, id: number): Promise<JsonText<CollectionDetail> | undefined> {
  return queryJson(
    db.kysely
      .selectFrom('collections as c')
      .where('c.id', '=', id)
      .select((eb) => {
        const articles = articlesJson(db.kysely, (a) => a('a.collection_id', '=', eb.ref('c.id')), 'asc');
        const total = eb
          .selectFrom('articles as a')
          .select(sql<number>`coalesce(sum(a.prix_final), 0)::float8`.as('total'))
          .whereRef('a.collection_id', '=', 'c.id')
          .where(SHOWN_IN_SHOP);
        return asJsonText(
          jsonBuildObject({
            collection: jsonBuildObject({
              id: eb.ref('c.id'),
              nom: eb.ref('c.nom'),
              image: eb.ref('c.image'),
              description: eb.ref('c.description'),
              articles,
            }),
            total_price: total.$asScalar().$notNull(),
          }),
        ).as('body');
      }),
  );
}

/**
 * One page of collections with their total price, article count and up to two images (their cheapest
 * articles first, for the cards' hover swap), filtered by their articles and name; each row also
 * holds how many collections the filters keep.
 */
export function findCollectionPage(db: Db, query: CollectionsPageQuery) {
  const { category_id, sex_id, size_id, color_id, collection_id, collection_name } = query;
  const byArticles = Boolean(category_id || sex_id || size_id || color_id);
  const totals = db.kysely
    .selectFrom('collections as c')
    .leftJoin('articles as a', (join) => join.onRef('a.collection_id', '=', 'c.id').on(SHOWN_IN_SHOP))
    .select((eb) => [
      'c.id',
      'c.nom',
      'c.image',
      'c.description',
      sql<string>`coalesce(sum(a.prix_final), 0)::numeric(12,3)`.as('total_price'),
      eb.fn.count<string>('a.id').as('articles_count'),
    ])
    .$if(Boolean(collection_id), (q) => q.where('c.id', '=', collection_id ?? 0))
    .$if(Boolean(collection_name), (q) => {
      const pattern = `%${(collection_name ?? '').replace(/[\\%_]/g, '\\$&')}%`;
      return q.where(sql<boolean>`unaccent(c.nom) ILIKE unaccent(${pattern}::text)`);
    })
    .$if(byArticles, (q) =>
      q.where((eb) =>
        eb(
          'c.id',
          'in',
          eb
            .selectFrom('articles as a')
            .select('a.collection_id')
            .where(articleConditions({ category_id, sex_id, size_id, color_id })),
        ),
      ),
    )
    .groupBy('c.id');
  const [key, direction] =
    query.sortOrder === 'desc'
      ? (['total_price', 'desc'] as const)
      : query.sortOrder === 'asc'
        ? (['total_price', 'asc'] as const)
        : (['nom', 'asc'] as const);
  return db.kysely
    .with('totals', () => totals)
    .selectFrom('totals')
    .select((eb) => [
      'totals.id',
      'totals.nom',
      'totals.image',
      'totals.description',
      eb.cast<number>('totals.total_price', 'float8').as('total_price'),
      eb.cast<number>('totals.articles_count', 'integer').as('articles_count'),
      sql<string[]>`array(${eb
        .selectFrom('articles as a')
        .select('a.image')
        .whereRef('a.collection_id', '=', 'totals.id')
        .where(SHOWN_IN_SHOP)
        .where('a.image', '<>', '')
        .orderBy('a.prix_final')
        .orderBy('a.id')
        .limit(2)})`.as('preview_images'),
      sql<number>`count(*) OVER ()::int`.as('total'),
    ])
    .$if(query.total_price_min != null, (q) =>
      q.where('totals.total_price', '>=', exactDinars(query.total_price_min ?? 0)),
    )
    .$if(query.total_price_max != null, (q) =>
      q.where('totals.total_price', '<=', exactDinars(query.total_price_max ?? 0)),
    )
    .orderBy(`totals.${key}`, direction)
    .orderBy('totals.id', direction)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .execute();
}
