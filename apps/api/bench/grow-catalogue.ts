import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

interface Source {
  id: number;
  nom: string;
  description: string;
  prix: string;
  image: string;
  sub_category_id: number;
  sex_id: number | null;
  collection_id: number | null;
  created_at: Date;
  images: Array<{ url: string; position: number }>;
  colors: number[];
  details: Array<{ size_id: number | null; color_id: number | null; stock: number }>;
}

/**
 * Copies the demo articles (with their images, colours and variants) until the catalogue holds
 * `target` articles, with prices spread 15–480 DT, so queries meet a realistic distribution. Rows are
 * generated here and streamed with COPY (one statement per table): 100 000 articles take seconds.
 */
export async function growCatalogue(databaseUrl: string, target: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('LOCK TABLE articles IN EXCLUSIVE MODE');
    const { rows: sources } = await client.query<Source>(`
      SELECT a.id, a.nom, a.description, a.prix::text AS prix, a.image, a.sub_category_id, a.sex_id,
             a.collection_id, a.created_at,
             coalesce((SELECT json_agg(json_build_object('url', i.url, 'position', i.position) ORDER BY i.position, i.id)
                       FROM article_images i WHERE i.article_id = a.id), '[]') AS images,
             coalesce((SELECT json_agg(ac."B") FROM "_ArticleColors" ac WHERE ac."A" = a.id), '[]') AS colors,
             coalesce((SELECT json_agg(json_build_object('size_id', d.size_id, 'color_id', d.color_id, 'stock', d.stock))
                       FROM article_details d WHERE d.article_id = a.id), '[]') AS details
      FROM articles a ORDER BY a.id`);
    const missing = target - sources.length;
    if (missing <= 0 || sources.length === 0) {
      await client.query('ROLLBACK');
      return;
    }
    const { rows } = await client.query<{ next: number }>(
      'SELECT coalesce(max(id), 0) + 1 AS next FROM articles',
    );
    const firstId = rows[0]?.next ?? 1;
    const copies = function* () {
      for (let n = 1; n <= missing; n++) {
        yield { id: firstId + n - 1, n, source: sources[n % sources.length] as Source };
      }
    };

    await copy(
      client,
      'articles (id, nom, description, prix, promo, image, sub_category_id, sex_id, collection_id, created_at)',
      function* () {
        for (const { id, n, source } of copies()) {
          const prix = (15 + ((n * 7919) % 465_000) / 1000).toFixed(3);
          const promo = n % 3 === 0 ? ((n % 4) + 1) * 5 : 0;
          const createdAt = new Date(source.created_at.getTime() - n * 60_000).toISOString();
          yield [
            id,
            `${source.nom} #${n}`,
            source.description,
            prix,
            promo,
            source.image,
            source.sub_category_id,
            source.sex_id,
            n % 10 === 0 ? source.collection_id : null,
            createdAt,
          ];
        }
      },
    );
    await copy(client, 'article_images (article_id, url, position)', function* () {
      for (const { id, source } of copies())
        for (const image of source.images) yield [id, image.url, image.position];
    });
    await copy(client, '"_ArticleColors" ("A", "B")', function* () {
      for (const { id, source } of copies()) for (const color of source.colors) yield [id, color];
    });
    await copy(client, 'article_details (article_id, size_id, color_id, stock)', function* () {
      for (const { id, source } of copies())
        for (const detail of source.details) yield [id, detail.size_id, detail.color_id, detail.stock];
    });
    await client.query(
      `SELECT setval(pg_get_serial_sequence('articles', 'id'), (SELECT max(id) FROM articles))`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

type Cell = string | number | null;

/** COPY … FROM STDIN in text format, the rows sent in chunks of a thousand lines. */
async function copy(client: pg.Client, table: string, rows: () => Generator<Cell[]>): Promise<void> {
  const lines = function* () {
    let chunk = '';
    let count = 0;
    for (const row of rows()) {
      chunk += `${row.map(cell).join('\t')}\n`;
      if (++count % 1000 === 0) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  };
  await pipeline(Readable.from(lines()), client.query(copyFrom(`COPY ${table} FROM STDIN`)));
}

function cell(value: Cell): string {
  if (value === null) return '\\N';
  return String(value).replace(
    /[\\\t\n\r]/g,
    (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c,
  );
}
