// The bench's yardstick: the listing and the detail answered by bare node:http + pg with the shop's own
// SQL statements (article-json.ts), written to the socket as the text PostgreSQL returns. No framework,
// no ORM at run time (Prisma.sql only assembles the text), no validation, no cache: it trusts its input,
// so it must never face the internet. The two differ in everything but SQL; baseline.test.ts proves their
// JSON equal.
import http from 'node:http';
import { MESSAGES, PAGE_SIZE } from '@vitrine/contracts';
import pg from 'pg';
import {
  ARTICLE_JSON,
  LISTING_ORDER,
  type ListingSort,
  listingStatement,
} from '../../src/features/articles/article-json.js';
import { Prisma } from '../../src/generated/prisma/client.js';

const NOT_FOUND = JSON.stringify({ message: MESSAGES.articleNotFound });

type Query = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The listing's statement for a query as it comes, unchecked. */
export function baselineListing(query: Query): Prisma.Sql {
  const pageSize = present(query.pageSize) ? Number(query.pageSize) : PAGE_SIZE;
  const page = Number(present(query.page) ? query.page : present(query.currentPage) ? query.currentPage : 1);
  const named = present(query.sortOrder) && query.sortOrder !== 'tous' ? String(query.sortOrder) : 'asc';
  const sort: ListingSort = Object.hasOwn(LISTING_ORDER, named) ? (named as ListingSort) : 'asc';
  const id = (key: string) => (present(query[key]) ? Number(query[key]) : 0);
  const conditions: Prisma.Sql[] = [];
  if (id('category_id'))
    conditions.push(
      Prisma.sql`a.sub_category_id IN (SELECT id FROM sub_categories WHERE category_id = ${id('category_id')})`,
    );
  if (id('sub_category_id')) conditions.push(Prisma.sql`a.sub_category_id = ${id('sub_category_id')}`);
  if (id('collection_id')) conditions.push(Prisma.sql`a.collection_id = ${id('collection_id')}`);
  if (id('sex_id')) conditions.push(Prisma.sql`a.sex_id = ${id('sex_id')}`);
  if (id('color_id'))
    conditions.push(Prisma.sql`a.id IN (SELECT "A" FROM "_ArticleColors" WHERE "B" = ${id('color_id')})`);
  if (id('size_id'))
    conditions.push(
      Prisma.sql`a.id IN (SELECT article_id FROM article_details WHERE size_id = ${id('size_id')})`,
    );
  if (present(query.minValue))
    conditions.push(Prisma.sql`a.prix_final >= ${String(query.minValue)}::numeric`);
  if (present(query.maxValue))
    conditions.push(Prisma.sql`a.prix_final <= ${String(query.maxValue)}::numeric`);
  const where = conditions.length ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
  return listingStatement(where, sort, page, pageSize, Boolean(id('color_id') || id('size_id')));
}

const DETAIL = Prisma.sql`SELECT ${ARTICLE_JSON}::text AS body FROM articles a WHERE a.id = $1`.text;

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
    const { text, values } = baselineListing(query);
    const { rows } = await pool.query<{ body: string }>(text, values);
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
