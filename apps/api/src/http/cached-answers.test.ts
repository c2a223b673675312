import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createCatalogue } from '../../test/fixtures.js';
import { capturedLogger } from '../../test/log-lines.js';
import { CatalogueCache } from '../db/catalogue-cache.js';
import { CachedAnswers, headersOf } from './cached-answers.js';

// A catalogue answer already sent from the cache is sent again before Express: it must be exactly what
// Express would have sent (status, headers, bytes, log line), for every client (browsers ask for
// compression, and revalidate with If-None-Match), and anything Express would answer otherwise must
// still reach Express.

const { db, url } = await useTestDatabase('empty');
const {
  articles: [bague],
} = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires' },
  { nom: 'Bague Zénith', prixMillimes: 150_000, sub: 'solitaires' },
  { nom: 'Pendentif Lune', prixMillimes: 90_000, sub: 'pendentifs' },
]);
const cache = new CatalogueCache(url);
afterAll(() => cache.stop());
const { logger, lines } = capturedLogger();
const app = await createTestApp(db, { catalogue: cache, logger });
const behindProxy = await createTestApp(db, { catalogue: cache, logger, trustProxy: true });
const answered = vi.spyOn(CachedAnswers.prototype, 'answer');
const articlePath = `/api/Article/${bague?.id}`;
const listingPath = '/api/articlesPaginate?sortOrder=asc&pageSize=3';

/** Whether the last request was answered before Express. */
const lastAnsweredEarly = () => answered.mock.results.at(-1)?.value as boolean;
const requestLines = () => lines.filter((line) => line.msg === 'request completed');

interface Raw {
  status: number;
  /** Names and values as sent, in their order, Date aside. */
  headers: string[];
  body: Buffer;
}

/** A listening server per app: the bytes as they come on the wire, compressed or not. */
const servers = new Map<RequestListener, string>();
async function originOf(listener: RequestListener): Promise<string> {
  const known = servers.get(listener);
  if (known) return known;
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.set(listener, origin);
  return origin;
}

async function raw(
  listener: RequestListener,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<Raw> {
  const origin = await originOf(listener);
  return new Promise((resolve, reject) => {
    http
      .request(`${origin}${path}`, { method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const sent: string[] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const [name, value] = response.rawHeaders.slice(i, i + 2) as [string, string];
            if (name.toLowerCase() !== 'date') sent.push(name, value);
          }
          resolve({ status: response.statusCode ?? 0, headers: sent, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      })
      .on('error', reject)
      .end(body);
  });
}

const header = (answer: Raw, name: string) => {
  const index = answer.headers.findIndex((sent, i) => i % 2 === 0 && sent.toLowerCase() === name);
  return index === -1 ? undefined : answer.headers[index + 1];
};

/** The JSON text of an answer, decoded once as its Content-Encoding says. */
function decoded(answer: Raw): string {
  const decode = {
    br: zlib.brotliDecompressSync,
    gzip: zlib.gunzipSync,
    deflate: zlib.inflateSync,
  }[header(answer, 'content-encoding') ?? ''];
  return (decode ? decode(answer.body) : answer.body).toString('utf8');
}

/** The same request answered by Express (the early answer declined once), then before Express. */
async function bothWays(listener: RequestListener, path: string, headers: Record<string, string>) {
  answered.mockReturnValueOnce(false);
  const byExpress = await raw(listener, path, headers);
  const early = await raw(listener, path, headers);
  expect(lastAnsweredEarly()).toBe(true);
  return { byExpress, early };
}

const BROWSER = 'gzip, deflate, br, zstd';
/** Accept-Encoding → the encoding compression would choose for a body over its threshold. */
const ENCODINGS: Array<[string | undefined, string | undefined]> = [
  [undefined, undefined],
  ['identity', undefined],
  ['gzip', 'gzip'],
  ['br', 'br'],
  ['deflate', 'deflate'],
  [BROWSER, 'br'],
  ['gzip;q=1, br;q=0.5', 'gzip'],
  ['br;q=0, gzip;q=0.2, deflate;q=0.1', 'gzip'],
  ['*', 'br'],
  ['zstd', undefined],
];

describe('a cached catalogue answer sent again', () => {
  it('is the same status, headers, bytes and log line as Express sent', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    for (const path of [articlePath, listingPath]) {
      const first = await raw(app, path, { 'accept-encoding': BROWSER });
      expect(lastAnsweredEarly()).toBe(false);
      const early = await raw(app, path, { 'accept-encoding': BROWSER });
      expect(lastAnsweredEarly()).toBe(true);
      expect(early).toEqual(first);
      const [byExpress, byCache] = requestLines().slice(-2);
      expect(Object.keys(byCache ?? {})).toEqual(Object.keys(byExpress ?? {}));
      expect(byCache).toMatchObject({
        level: 30,
        req: { method: 'GET', url: path },
        res: { statusCode: 200 },
      });
      const idOf = (line?: Record<string, unknown>) => (line?.req as { id?: number } | undefined)?.id ?? 0;
      expect(idOf(byCache)).toBeGreaterThan(idOf(byExpress));
    }
  });

  it('is the encoding each Accept-Encoding asks for, compressed once, as Express sends it', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    for (const path of [articlePath, listingPath]) {
      const plain = await raw(app, path, {});
      const text = plain.body.toString('utf8');
      // Under compression's threshold nothing is compressed, whatever the client accepts.
      const compressed = plain.body.length >= 1024;
      if (path === listingPath) expect(compressed).toBe(true);
      for (const [accepted, encoding] of ENCODINGS) {
        const headers: Record<string, string> = accepted === undefined ? {} : { 'accept-encoding': accepted };
        const { byExpress, early } = await bothWays(app, path, headers);
        expect(early).toEqual(byExpress);
        expect(early.status).toBe(200);
        expect(header(early, 'content-encoding')).toBe(compressed ? encoding : undefined);
        expect(header(early, 'vary')).toBe('Accept-Encoding');
        expect(Number(header(early, 'content-length'))).toBe(early.body.length);
        expect(decoded(early)).toBe(text);
      }
    }
  });

  it('answers a matching If-None-Match with a 304, weak or strong, as Express does', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    const etag = header(await raw(app, listingPath, { 'accept-encoding': BROWSER }), 'etag') as string;
    expect(etag).toMatch(/^W\//);
    const cases: Array<[string, number]> = [
      [etag, 304],
      [etag.slice(2), 304],
      [`"other", ${etag}`, 304],
      ['*', 304],
      ['"other"', 200],
    ];
    for (const [condition, status] of cases) {
      const { byExpress, early } = await bothWays(app, listingPath, {
        'accept-encoding': BROWSER,
        'if-none-match': condition,
      });
      expect(early).toEqual(byExpress);
      expect(early.status).toBe(status);
      if (status === 304) expect(early.body.length).toBe(0);
    }
    // A client that asks not to be answered from its own cache gets the answer in full.
    const { early } = await bothWays(app, listingPath, {
      'if-none-match': etag,
      'cache-control': 'no-cache',
    });
    expect(early.status).toBe(200);
  });

  it('says HTTPS as Express does: HSTS when a trusted proxy forwards https, not otherwise', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    for (const [listener, hsts] of [
      [behindProxy, true],
      [app, false],
    ] as const) {
      for (const encoding of ['identity', 'gzip', BROWSER]) {
        const asked = { 'accept-encoding': encoding, 'x-forwarded-proto': 'https' };
        await raw(listener, articlePath, asked);
        const { byExpress, early } = await bothWays(listener, listingPath, asked);
        expect(early).toEqual(byExpress);
        expect(header(early, 'strict-transport-security') !== undefined).toBe(hsts);
        const etag = header(early, 'etag') as string;
        const revalidated = await bothWays(listener, listingPath, { ...asked, 'if-none-match': etag });
        expect(revalidated.early).toEqual(revalidated.byExpress);
        expect(revalidated.early.status).toBe(304);
      }
    }
  });

  it('is sent for the POST form of a listing through Express, already compressed, in full', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    const viaGet = await raw(app, listingPath, { 'accept-encoding': BROWSER });
    const { cookie, token } = await visitor(app);
    const write = { cookie, 'x-xsrf-token': token };
    const body = JSON.stringify({ sortOrder: 'asc', pageSize: 3 });
    for (const extra of [{}, { 'if-none-match': header(viaGet, 'etag') as string }] as Array<
      Record<string, string>
    >) {
      const headers = { ...write, ...extra, 'content-type': 'application/json', 'accept-encoding': BROWSER };
      const posted = await raw(app, '/api/articlesPaginate', headers, 'POST', body);
      expect(lastAnsweredEarly()).toBe(false);
      // Express judges no freshness for a POST: the answer in full, the GET's very bytes.
      expect(posted.status).toBe(200);
      expect(header(posted, 'content-encoding')).toBe('br');
      expect(posted.body.equals(viaGet.body)).toBe(true);
      expect(decoded(posted)).toBe(decoded(viaGet));
    }
  });

  it('is left to compression when it is read afresh each time, without a cache', async () => {
    const uncached = await createTestApp(db, { logger });
    for (const [accepted, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const sent = await raw(uncached, listingPath, { 'accept-encoding': accepted });
      expect(lastAnsweredEarly()).toBe(false);
      expect(header(sent, 'content-encoding')).toBe(encoding);
      expect(JSON.parse(decoded(sent))).toMatchObject({ total: 3 });
    }
  });

  it('leaves to Express a body, and HEAD', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    const plain = await request(app).get(listingPath).set('Accept-Encoding', 'identity').expect(200);
    expect(lastAnsweredEarly()).toBe(true);
    await request(app).get(listingPath).set('Content-Type', 'text/plain').send('x').expect(415);
    expect(lastAnsweredEarly()).toBe(false);
    const head = await request(app).head(listingPath).set('Accept-Encoding', 'identity').expect(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
    expect(head.headers['content-length']).toBe(plain.headers['content-length']);
    expect(lastAnsweredEarly()).toBe(false);
  });
});

describe('security headers computed once', () => {
  it('are those helmet sets on an answer, in its order', async () => {
    const options = { xFrameOptions: { action: 'deny' as const }, strictTransportSecurity: false };
    const viaHelmet = await request(
      express()
        .disable('x-powered-by')
        .use(helmet(options))
        .get('/', (_req, res) => res.end()),
    ).get('/');
    const computed = headersOf(helmet(options));
    const names = computed.map(([name]) => name.toLowerCase());
    const sent = Object.keys(viaHelmet.headers).filter((name) => names.includes(name));
    expect(sent).toEqual(names);
    for (const [name, value] of computed) expect(viaHelmet.headers[name.toLowerCase()]).toBe(value);
  });
});
