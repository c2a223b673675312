import { OWNER_ARTICLES_LIMIT, type OwnerArticlePhotos } from '@vitrine/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/kysely.js';

/** An article's photos in order, as JSON, for the article `a` of the enclosing query. */
const PHOTOS_JSON = sql<OwnerArticlePhotos['images']>`coalesce((
  SELECT json_agg(json_build_object('id', i.id, 'url', i.url, 'position', i.position) ORDER BY i.position, i.id)
  FROM article_images i WHERE i.article_id = a.id), '[]')`;

const articlesWithPhotos = (db: Kysely<DB>) =>
  db.selectFrom('articles as a').select(['a.id', 'a.nom', 'a.image', PHOTOS_JSON.as('images')]);

/** Articles whose name holds `q` (accents and case aside), latest first, with their photos. */
export function findArticlesWithPhotos(db: Kysely<DB>, q: string | undefined): Promise<OwnerArticlePhotos[]> {
  const matching: Expression<SqlBool> = q
    ? sql`unaccent(a.nom) ILIKE unaccent(${`%${q.replace(/[\\%_]/g, '\\$&')}%`}::text)`
    : sql`TRUE`;
  return articlesWithPhotos(db)
    .where(matching)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(OWNER_ARTICLES_LIMIT)
    .execute();
}

/** One article with its photos in order; undefined when it does not exist. */
export function findArticlePhotos(db: Kysely<DB>, id: number): Promise<OwnerArticlePhotos | undefined> {
  return articlesWithPhotos(db).where('a.id', '=', id).executeTakeFirst();
}

export async function articleExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (await db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * Locks the article for the rest of the transaction (its photos change one request at a time); false
 * when it does not exist. NO KEY UPDATE: orders that reference the article are not held up.
 */
export async function lockArticle(trx: Kysely<DB>, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('articles')
    .select('id')
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Appends photos after the article's last one, in the given order. */
export async function appendPhotos(
  trx: Kysely<DB>,
  articleId: number,
  urls: readonly string[],
): Promise<void> {
  const last = await trx
    .selectFrom('article_images')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  const start = (last?.position ?? -1) + 1;
  await trx
    .insertInto('article_images')
    .values(urls.map((url, index) => ({ article_id: articleId, url, position: start + index })))
    .execute();
}

/** Gives each photo its index in `ids` as its position. */
export async function setPhotoPositions(
  trx: Kysely<DB>,
  articleId: number,
  ids: readonly number[],
): Promise<void> {
  await sql`
    UPDATE article_images i SET position = o.position - 1
    FROM unnest(${ids}::int[]) WITH ORDINALITY AS o(id, position)
    WHERE i.id = o.id AND i.article_id = ${articleId} AND i.position <> o.position - 1`.execute(trx);
}

/** Removes one photo of the article; its URL, or undefined when the article has no such photo. */
export async function deletePhoto(
  trx: Kysely<DB>,
  articleId: number,
  imageId: number,
): Promise<string | undefined> {
  const row = await trx
    .deleteFrom('article_images')
    .where('id', '=', imageId)
    .where('article_id', '=', articleId)
    .returning('url')
    .executeTakeFirst();
  return row?.url;
}

/** Whether any article still shows this URL, as a photo or as its main image. */
export async function isUrlInUse(db: Kysely<DB>, url: string): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`
    SELECT EXISTS (SELECT 1 FROM article_images WHERE url = ${url})
        OR EXISTS (SELECT 1 FROM articles WHERE image = ${url}) AS used`.execute(db);
  return rows[0]?.used ?? false;
}

/** The main image is the first photo ('' without any); updated only when it changes. */
export async function syncMainImage(trx: Kysely<DB>, articleId: number): Promise<void> {
  await sql`
    UPDATE articles SET image = coalesce((
      SELECT url FROM article_images WHERE article_id = ${articleId} ORDER BY position, id LIMIT 1), '')
    WHERE id = ${articleId} AND image IS DISTINCT FROM coalesce((
      SELECT url FROM article_images WHERE article_id = ${articleId} ORDER BY position, id LIMIT 1), '')`.execute(
    trx,
  );
}
