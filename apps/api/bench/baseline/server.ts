// The bench's yardstick: the listing and the detail answered by bare node:http + pg, one SQL statement
// per request that builds the whole JSON in PostgreSQL (json_build_object / json_agg), written to the
// socket as the text PostgreSQL returns. No framework, no ORM at run time, no validation, no cache: it
// trusts its input, so it must never face the internet. baseline.test.ts proves its JSON equals the shop's.
import http from 'node:http';
import { MESSAGES, PAGE_SIZE, PRICE_RANGE_MAX_DT } from '@vitrine/contracts';
import pg from 'pg';
import { ARTICLE_JSON as ARTICLE_JSON_SQL } from '../../src/features/articles/article-json.js';

const NOT_FOUND = JSON.stringify({ message: MESSAGES.articleNotFound });

// The article's JSON is the shop's own SQL text (article-json.ts): the two differ in everything but SQL.
const ARTICLE_JSON = ARTICLE_JSON_SQL.sql;

const ORDER: Record<string, string> = {
  asc: 'a.prix_final ASC, a.id ASC',
  desc: 'a.prix_final DESC, a.id DESC',
  recent: 'a.created_at DESC, a.id DESC',
};

type Query = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The listing's single statement and its parameters. */
export function listingStatement(query: Query): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const pageSize = present(query.pageSize) ? Number(query.pageSize) : PAGE_SIZE;
  const page = Number(present(query.page) ? query.page : present(query.currentPage) ? query.currentPage : 1);
  const sort =
    ORDER[present(query.sortOrder) && query.sortOrder !== 'tous' ? String(query.sortOrder) : 'asc'];
  const conditions: string[] = [];
  const id = (key: string) => (present(query[key]) ? Number(query[key]) : 0);
  if (id('category_id'))
    conditions.push(
      `a.sub_category_id IN (SELECT id FROM sub_categories WHERE category_id = ${param(id('category_id'))})`,
    );
  if (id('sub_category_id')) conditions.push(`a.sub_category_id = ${param(id('sub_category_id'))}`);
  if (id('collection_id')) conditions.push(`a.collection_id = ${param(id('collection_id'))}`);
  if (id('sex_id')) conditions.push(`a.sex_id = ${param(id('sex_id'))}`);
  if (id('color_id'))
    conditions.push(`a.id IN (SELECT "A" FROM "_ArticleColors" WHERE "B" = ${param(id('color_id'))})`);
  if (id('size_id'))
    conditions.push(
      `a.id IN (SELECT article_id FROM article_details WHERE size_id = ${param(id('size_id'))})`,
    );
  if (present(query.minValue)) conditions.push(`a.prix_final >= ${param(String(query.minValue))}::numeric`);
  if (present(query.maxValue)) conditions.push(`a.prix_final <= ${param(String(query.maxValue))}::numeric`);
  const where = conditions.length ? conditions.join(' AND ') : 'TRUE';
  const limit = param(pageSize);
  const offset = param((page - 1) * pageSize);
  const current = param(page);
  const text = `
    WITH page AS (SELECT a.* FROM articles a WHERE ${where} ORDER BY ${sort} LIMIT ${limit} OFFSET ${offset})
    SELECT json_build_object(
      'articles', coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY ${sort}) FROM page a), '[]'),
      'totalPages', greatest(1, ceil(t.total / ${limit}::numeric))::int,
      'currentPage', ${current}::int,
      'total', t.total,
      'maxPrice', CASE WHEN t.total = 0 AND m.max IS NULL THEN ${PRICE_RANGE_MAX_DT} ELSE coalesce(m.max, 0)::float8 END
    )::text AS body
    FROM (SELECT count(*)::int AS total FROM articles a WHERE ${where}) t,
         (SELECT max(prix_final) AS max FROM articles) m`;
  return { text, values };
}

const DETAIL = `SELECT ${ARTICLE_JSON}::text AS body FROM articles a WHERE a.id = $1`;

export function createBaselineServer(databaseUrl: string, poolSize = 10): http.Server {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const send = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  };
  const listing = async (res: http.ServerResponse, query: Query) => {
    const { rows } = await pool.query<{ body: string }>(listingStatement(query));
    send(res, 200, rows[0]?.body ?? '{}');
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://baseline');
    const fail = (error: unknown) => {
      console.error(error);
      send(res, 500, '{}');
    };
    if (url.pathname === '/api/articlesPaginate' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
        listing(res, body).catch(fail);
      });
    } else if (url.pathname === '/api/articlesPaginate' && req.method === 'GET') {
      listing(res, Object.fromEntries(url.searchParams)).catch(fail);
    } else if (url.pathname.startsWith('/api/Article/') && req.method === 'GET') {
      pool
        .query<{ body: string }>(DETAIL, [Number(url.pathname.slice('/api/Article/'.length))])
        .then(({ rows }) => (rows[0] ? send(res, 200, rows[0].body) : send(res, 404, NOT_FOUND)))
        .catch(fail);
    } else {
      send(res, 404, '{}');
    }
  });
  server.on('close', () => void pool.end());
  return server;
}
