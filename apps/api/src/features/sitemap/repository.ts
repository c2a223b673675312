import { sql } from 'kysely';
import type { Db } from '../../db/prisma.js';

export interface CatalogueIds {
  categories: number[];
  articles: number[];
  /** Each article's last change as a W3C date (YYYY-MM-DD, UTC), in the order of `articles`. */
  articlesUpdated: string[];
  collections: number[];
}

// One statement and one row: each table read once, ids as arrays, so 100 000 articles cost one
// round trip and a few arrays rather than one object per row.
const CATALOGUE_IDS = sql<CatalogueIds>`SELECT
  coalesce((SELECT array_agg(id ORDER BY id) FROM categories), '{}') AS categories,
  coalesce(a.ids, '{}') AS articles,
  coalesce(a.updated, '{}') AS "articlesUpdated",
  coalesce((SELECT array_agg(id ORDER BY id) FROM collections), '{}') AS collections
FROM (
  SELECT array_agg(id ORDER BY id) AS ids,
    array_agg(to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') ORDER BY id) AS updated
  FROM articles WHERE visible
) a`;

export async function findCatalogueIds(db: Db): Promise<CatalogueIds> {
  const [row] = (await CATALOGUE_IDS.execute(db.kysely)).rows;
  if (!row) throw new Error('the sitemap statement returned no row');
  return row;
}
