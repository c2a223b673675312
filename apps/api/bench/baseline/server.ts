// The bench's yardstick: the listing and the detail answered by bare node:http + pg with the shop's own
// SQL statements (article-json.ts), written to the socket as the text PostgreSQL returns. No framework,
// no ORM at run time (Kysely only assembles the text), no validation, no cache: it trusts its input,
// so it must never face the internet. The two differ in everything but SQL; baseline.test.ts proves their
// JSON equal.
import http from 'node:http';
import { type ArticleFilters, MESSAGES, PAGE_SIZE } from '@vitrine/contracts';
import {
  type CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import pg from 'pg';
import type { DB } from '../../src/db/kysely.js';
import { articleConditions, filtersJoin } from '../../src/features/articles/article-filters.js';
import {
  articleStatement,
  LISTING_ORDER,
  type ListingSort,
  listingStatement,
} from '../../src/features/articles/article-json.js';

const NOT_FOUND = JSON.stringify({ message: MESSAGES.articleNotFound });
const FILTER_IDS = [
  'category_id',
  'sub_category_id',
  'collection_id',
  'sex_id',
  'color_id',
  'size_id',
] as const;

type Query = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';
/** Builds statements without running them: the baseline sends their text over its own pool. */
const sqlBuilder = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The listing's statement for a query as it comes, unchecked. */
export function baselineListing(query: Query): CompiledQuery {
  const pageSize = present(query.pageSize) ? Number(query.pageSize) : PAGE_SIZE;
  const page = Number(present(query.page) ? query.page : present(query.currentPage) ? query.currentPage : 1);
  const named = present(query.sortOrder) && query.sortOrder !== 'tous' ? String(query.sortOrder) : 'asc';
  const sort: ListingSort = Object.hasOwn(LISTING_ORDER, named) ? (named as ListingSort) : 'asc';
  const filters: ArticleFilters = {};
  for (const key of FILTER_IDS) if (present(query[key])) filters[key] = Number(query[key]);
  if (present(query.minValue)) filters.minValue = Number(query.minValue);
  if (present(query.maxValue)) filters.maxValue = Number(query.maxValue);
  return listingStatement(
    sqlBuilder,
    articleConditions(filters),
    sort,
    page,
    pageSize,
    filtersJoin(filters),
  ).compile();
}

const DETAIL = articleStatement(sqlBuilder, 0).compile().sql;

export function createBaselineServer(databaseUrl: string, poolSize = 10): http.Server {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const send = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  };
  // A hand-written server would join a few strings per request; Kysely's building and compiling cost
  // more (a few tenths of a millisecond), so each query's statement is compiled once.
  const statements = new Map<string, CompiledQuery>();
  const listing = async (res: http.ServerResponse, query: Query) => {
    const key = JSON.stringify(query);
    const statement = statements.get(key) ?? baselineListing(query);
    statements.set(key, statement);
    const { sql, parameters } = statement;
    const { rows } = await pool.query<{ body: string }>(sql, [...parameters]);
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
        .then(({ rows }) => (rows[0]?.body ? send(res, 200, rows[0].body) : send(res, 404, NOT_FOUND)))
        .catch(fail);
    } else {
      send(res, 404, '{}');
    }
  });
  server.on('close', () => void pool.end());
  return server;
}
