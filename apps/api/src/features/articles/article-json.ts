import type { Article } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';

// An Article answer is built by PostgreSQL in the statement that finds the article: its images,
// colours, sub-category, category, sex and collection come with it, in one round trip, as the JSON the
// API sends (field names of the specification; numeric → float8 prints 28.335 and 120 as JavaScript
// does; timestamps as toISOString()). The alias of the articles table must be `a`.
export const ARTICLE_JSON = Prisma.sql`json_build_object(
  'id', a.id, 'nom', a.nom, 'description', a.description, 'prix', a.prix::float8, 'promo', a.promo,
  'prix_final', a.prix_final::float8, 'image', a.image, 'collection_id', a.collection_id,
  'created_at', to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'images', coalesce((SELECT json_agg(json_build_object('id', i.id, 'url', i.url) ORDER BY i.position, i.id)
                      FROM article_images i WHERE i.article_id = a.id), '[]'),
  'colors', coalesce((SELECT json_agg(json_build_object('id', c.id, 'nom', c.nom, 'code_hexadecimal', c.code_hexadecimal) ORDER BY c.id)
                      FROM "_ArticleColors" ac JOIN colors c ON c.id = ac."B" WHERE ac."A" = a.id), '[]'),
  'sub_category', (SELECT json_build_object('id', s.id, 'nom', s.nom, 'description', s.description,
                                            'categories', json_build_object('id', k.id, 'nom', k.nom))
                   FROM sub_categories s JOIN categories k ON k.id = s.category_id WHERE s.id = a.sub_category_id),
  'sex', (SELECT json_build_object('id', x.id, 'type', x.type) FROM sexes x WHERE x.id = a.sex_id),
  'collection', (SELECT json_build_object('id', l.id, 'nom', l.nom, 'image', l.image)
                 FROM collections l WHERE l.id = a.collection_id))`;

/** Articles matching `where`, in the given order, at most `limit`: one statement. */
export async function findArticlesWhere(
  db: Db,
  where: Prisma.Sql,
  order: Prisma.Sql,
  limit?: number,
): Promise<Article[]> {
  const [row] = await db.$queryRaw<Array<{ articles: Article[] }>>`
    SELECT coalesce(json_agg(${ARTICLE_JSON} ORDER BY ${order}), '[]') AS articles
    FROM (SELECT * FROM articles a WHERE ${where} ORDER BY ${order} LIMIT ${limit ?? null}) a`;
  return row?.articles ?? [];
}
