import { OWNER_ARTICLES_LIMIT, type OwnerArticlePhotos } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

const PHOTOS_JSON = Prisma.sql`coalesce((
  SELECT json_agg(json_build_object('id', i.id, 'url', i.url, 'position', i.position) ORDER BY i.position, i.id)
  FROM article_images i WHERE i.article_id = a.id), '[]')`;

/** Articles whose name holds `q` (accents and case aside), latest first, with their photos. */
export function findArticlesWithPhotos(db: Db, q: string | undefined): Promise<OwnerArticlePhotos[]> {
  const matching = q
    ? Prisma.sql`unaccent(a.nom) ILIKE unaccent(${`%${q.replace(/[\\%_]/g, '\\$&')}%`}::text)`
    : Prisma.sql`TRUE`;
  return db.$queryRaw<OwnerArticlePhotos[]>`
    SELECT a.id, a.nom, a.image, ${PHOTOS_JSON} AS images FROM articles a
    WHERE ${matching} ORDER BY a.created_at DESC, a.id DESC LIMIT ${OWNER_ARTICLES_LIMIT}`;
}

/** One article with its photos in order; undefined when it does not exist. */
export async function findArticlePhotos(db: Db | Tx, id: number): Promise<OwnerArticlePhotos | undefined> {
  const [row] = await db.$queryRaw<OwnerArticlePhotos[]>`
    SELECT a.id, a.nom, a.image, ${PHOTOS_JSON} AS images FROM articles a WHERE a.id = ${id}`;
  return row;
}

export async function articleExists(db: Db, id: number): Promise<boolean> {
  return (await db.article.count({ where: { id } })) > 0;
}

/**
 * Locks the article for the rest of the transaction (its photos change one request at a time); false
 * when it does not exist. NO KEY UPDATE: orders that reference the article are not held up.
 */
export async function lockArticle(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM articles WHERE id = ${id} FOR NO KEY UPDATE`;
  return rows.length > 0;
}

/** Appends photos after the article's last one, in the given order. */
export async function appendPhotos(tx: Tx, articleId: number, urls: readonly string[]): Promise<void> {
  const last = await tx.articleImage.aggregate({
    where: { article_id: articleId },
    _max: { position: true },
  });
  const start = (last._max.position ?? -1) + 1;
  await tx.articleImage.createMany({
    data: urls.map((url, index) => ({ article_id: articleId, url, position: start + index })),
  });
}

/** Gives each photo its index in `ids` as its position. */
export async function setPhotoPositions(tx: Tx, articleId: number, ids: readonly number[]): Promise<void> {
  await tx.$executeRaw`
    UPDATE article_images i SET position = o.position - 1
    FROM unnest(${ids}::int[]) WITH ORDINALITY AS o(id, position)
    WHERE i.id = o.id AND i.article_id = ${articleId} AND i.position <> o.position - 1`;
}

/** Removes one photo of the article; its URL, or undefined when the article has no such photo. */
export async function deletePhoto(tx: Tx, articleId: number, imageId: number): Promise<string | undefined> {
  const rows = await tx.$queryRaw<Array<{ url: string }>>`
    DELETE FROM article_images WHERE id = ${imageId} AND article_id = ${articleId} RETURNING url`;
  return rows[0]?.url;
}

/** Whether any article still shows this URL, as a photo or as its main image. */
export async function isUrlInUse(tx: Tx, url: string): Promise<boolean> {
  const images = await tx.articleImage.count({ where: { url } });
  return images > 0 || (await tx.article.count({ where: { image: url } })) > 0;
}

/** The main image is the first photo ('' without any); updated only when it changes. */
export async function syncMainImage(tx: Tx, articleId: number): Promise<void> {
  const first = await tx.articleImage.findFirst({
    where: { article_id: articleId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { url: true },
  });
  const image = first?.url ?? '';
  await tx.article.updateMany({ where: { id: articleId, NOT: { image } }, data: { image } });
}
