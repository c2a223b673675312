import type { OwnerArticle, OwnerArticleSizes, OwnerStock } from '@vitrine/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/kysely.js';

/** An article's columns as the console writes them (prix as exact DECIMAL text). */
export interface ArticleColumns {
  nom?: string;
  description?: string;
  prix?: string;
  promo?: number;
  sub_category_id?: number;
  sex_id?: number | null;
  collection_id?: number | null;
  visible?: boolean;
}

/** The references an article's fields name, to be checked before they are written. */
export interface ArticleReferences {
  sub_category_id?: number | undefined;
  sex_id?: number | null | undefined;
  collection_id?: number | null | undefined;
  color_ids?: readonly number[] | undefined;
  size_ids?: readonly number[] | undefined;
}

export type ReferenceField = 'sub_category_id' | 'sex_id' | 'collection_id' | 'color_ids' | 'size_ids';

/** The fields whose reference does not exist, in one statement. */
export async function unknownReferences(db: Kysely<DB>, refs: ArticleReferences): Promise<ReferenceField[]> {
  const count = (table: string, ids: readonly number[]) =>
    sql<number>`(SELECT count(*)::int FROM ${sql.table(table)} WHERE id = ANY(${[...ids]}::int[]))`;
  const wanted: Array<[ReferenceField, string, readonly number[]]> = [];
  if (refs.sub_category_id != null)
    wanted.push(['sub_category_id', 'sub_categories', [refs.sub_category_id]]);
  if (refs.sex_id != null) wanted.push(['sex_id', 'sexes', [refs.sex_id]]);
  if (refs.collection_id != null) wanted.push(['collection_id', 'collections', [refs.collection_id]]);
  if (refs.color_ids?.length) wanted.push(['color_ids', 'colors', [...new Set(refs.color_ids)]]);
  if (refs.size_ids?.length) wanted.push(['size_ids', 'sizes', [...new Set(refs.size_ids)]]);
  if (wanted.length === 0) return [];
  const { rows } = await sql<Record<ReferenceField, number>>`SELECT ${sql.join(
    wanted.map(([field, table, ids]) => sql`${count(table, ids)} AS ${sql.ref(field)}`),
  )}`.execute(db);
  const found = rows[0];
  return wanted.filter(([field, , ids]) => found?.[field] !== ids.length).map(([field]) => field);
}

export async function insertArticle(trx: Kysely<DB>, columns: Required<ArticleColumns>): Promise<number> {
  const { id } = await trx.insertInto('articles').values(columns).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes the columns given; false when there is no such article. */
export async function updateArticle(trx: Kysely<DB>, id: number, columns: ArticleColumns): Promise<boolean> {
  const changed = Object.keys(columns).length > 0;
  const row = await trx
    .updateTable('articles')
    .set(changed ? { ...columns, updated_at: sql`now()` } : { id })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The article's colours become `colorIds`: only the links that change are written. */
export async function setColors(trx: Kysely<DB>, id: number, colorIds: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('_ArticleColors')
    .where('A', '=', id)
    .$if(colorIds.length > 0, (q) => q.where('B', 'not in', [...colorIds]))
    .execute();
  if (colorIds.length === 0) return;
  await trx
    .insertInto('_ArticleColors')
    .values(colorIds.map((colorId) => ({ A: id, B: colorId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The article's variants become `sizes`: a size (and colour) already there keeps its row, and the order
 * lines that name it, with the new stock; a new one is added; one left out is removed (its past order
 * lines keep their names, and no longer point at it).
 */
export async function replaceSizes(trx: Kysely<DB>, id: number, sizes: OwnerArticleSizes): Promise<void> {
  const given = sizes.map((size) => ({
    size_id: size.size_id,
    color_id: size.color_id ?? null,
    stock: size.stock,
  }));
  await sql`
    WITH given AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(given)}::json) AS g(size_id int, color_id int, stock int)
    ),
    removed AS (
      DELETE FROM article_details d WHERE d.article_id = ${id} AND NOT EXISTS (
        SELECT 1 FROM given g WHERE g.size_id = d.size_id AND g.color_id IS NOT DISTINCT FROM d.color_id)
    ),
    updated AS (
      UPDATE article_details d SET stock = g.stock FROM given g
      WHERE d.article_id = ${id} AND g.size_id = d.size_id AND g.color_id IS NOT DISTINCT FROM d.color_id
        AND d.stock <> g.stock
    )
    INSERT INTO article_details (article_id, size_id, color_id, stock)
    SELECT ${id}, g.size_id, g.color_id, g.stock FROM given g
    WHERE NOT EXISTS (SELECT 1 FROM article_details d WHERE d.article_id = ${id}
      AND d.size_id = g.size_id AND d.color_id IS NOT DISTINCT FROM g.color_id)`.execute(trx);
}

/** The article's sizes, in the sizes' order. */
function sizesOf(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('article_details as d')
    .innerJoin('sizes as s', 's.id', 'd.size_id')
    .select(['d.size_id', 's.nom as taille', 'd.color_id', 'd.stock'])
    .where('d.article_id', '=', id)
    .orderBy('s.position')
    .orderBy('s.id')
    .orderBy('d.color_id');
}

export async function findSizes(db: Kysely<DB>, id: number): Promise<OwnerArticle['tailles']> {
  const rows = await sizesOf(db, id).execute();
  return rows.map((row) => ({ ...row, size_id: row.size_id as number }));
}

/** The article as the console's form edits it; undefined when there is none. */
export async function findOwnerArticle(db: Kysely<DB>, id: number): Promise<OwnerArticle | undefined> {
  const article = await db
    .selectFrom('articles as a')
    .select([
      'a.id',
      'a.nom',
      'a.description',
      sql<number>`a.prix::float8`.as('prix'),
      'a.promo',
      sql<number>`a.prix_final::float8`.as('prix_final'),
      'a.sub_category_id',
      'a.sex_id',
      'a.collection_id',
      sql<number[]>`ARRAY(SELECT "B" FROM "_ArticleColors" WHERE "A" = a.id ORDER BY "B")`.as('color_ids'),
      'a.visible',
      'a.image',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!article) return undefined;
  return { ...article, tailles: await findSizes(db, id) };
}

/** The sizes with `threshold` pieces or fewer, of the articles the shop shows: fewest first. */
export async function findLowStock(db: Kysely<DB>, threshold: number): Promise<OwnerStock['lignes']> {
  return db
    .selectFrom('article_details as d')
    .innerJoin('articles as a', 'a.id', 'd.article_id')
    .leftJoin('sizes as s', 's.id', 'd.size_id')
    .select(['d.article_id', 'a.nom', 'd.size_id', 's.nom as taille', 'd.stock'])
    .where('d.stock', '<=', threshold)
    .where('a.visible', '=', true)
    .orderBy('d.stock')
    .orderBy('a.nom')
    .orderBy('s.position')
    .orderBy('d.id')
    .limit(500)
    .execute();
}
