import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createCatalogue } from '../../test/fixtures.js';
import { capturedLogger } from '../../test/log-lines.js';
import { CatalogueCache } from '../db/catalogue-cache.js';
import { CachedAnswers, headersOf } from './cached-answers.js';

// A catalogue answer already sent from the cache is sent again before Express: it must be exactly what
// Express would have sent (status, headers, bytes, log line), and anything Express would answer
// otherwise must still reach Express.

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
const answered = vi.spyOn(CachedAnswers.prototype, 'answer');
const articlePath = `/api/Article/${bague?.id}`;
const listingPath = '/api/articlesPaginate?sortOrder=asc&pageSize=3';

const withoutDate = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};
/** Whether the last request was answered before Express. */
const lastAnsweredEarly = () => answered.mock.results.at(-1)?.value as boolean;
const requestLines = () => lines.filter((line) => line.msg === 'request completed');

describe('a cached catalogue answer sent again', () => {
  it('is the same status, headers, bytes and log line as Express sent', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    for (const path of [articlePath, listingPath]) {
      // supertest asks for gzip by default: as the bench (autocannon) does, nothing here.
      const express = await request(app).get(path).set('Accept-Encoding', 'identity').expect(200);
      expect(lastAnsweredEarly()).toBe(false);
      const early = await request(app).get(path).set('Accept-Encoding', 'identity').expect(200);
      expect(lastAnsweredEarly()).toBe(true);
      expect(early.text).toBe(express.text);
      expect(Object.keys(early.headers)).toEqual(Object.keys(express.headers));
      expect(withoutDate(early.headers)).toEqual(withoutDate(express.headers));
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

  it('says HTTPS as Express does: HSTS when a trusted proxy forwards https, not otherwise', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    const behindProxy = await createTestApp(db, { catalogue: cache, logger, trustProxy: true });
    for (const [server, hsts] of [
      [behindProxy, true],
      [app, false],
    ] as const) {
      const asked = () =>
        request(server).get(articlePath).set('Accept-Encoding', 'identity').set('X-Forwarded-Proto', 'https');
      const first = await asked().expect(200);
      const early = await asked().expect(200);
      expect(lastAnsweredEarly()).toBe(true);
      expect(first.headers['strict-transport-security'] !== undefined).toBe(hsts);
      expect(Object.keys(early.headers)).toEqual(Object.keys(first.headers));
      expect(withoutDate(early.headers)).toEqual(withoutDate(first.headers));
    }
  });

  it('leaves to Express a condition, a body, compression and HEAD', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    const plain = await request(app).get(listingPath).set('Accept-Encoding', 'identity').expect(200);
    expect(lastAnsweredEarly()).toBe(true);
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);

    await request(app).get(listingPath).set('If-None-Match', String(plain.headers.etag)).expect(304);
    expect(lastAnsweredEarly()).toBe(false);

    // supertest unzips what it reads.
    const gzipped = await request(app).get(listingPath).set('Accept-Encoding', 'gzip').expect(200);
    expect(lastAnsweredEarly()).toBe(false);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(plain.text);

    await request(app).get(listingPath).set('Content-Type', 'text/plain').send('x').expect(415);
    expect(lastAnsweredEarly()).toBe(false);
    const head = await request(app).head(listingPath).expect(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
    expect(lastAnsweredEarly()).toBe(false);
  });

  it('is not sent for the POST form of a listing, whose key is in its body', async () => {
    const response = await request(app).post('/api/articlesPaginate').send({ sortOrder: 'asc' }).expect(403);
    expect(response.body.message).toBeDefined();
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
