import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../test/database.js';
import { capturedLogger } from '../test/log-lines.js';

// The request log is for a person reading what the shop did: the pages and API calls, not every file a
// page pulls in.
const { db } = await useTestDatabase('empty');
const { logger, lines } = capturedLogger();
const app = await createTestApp(db, { logger });
// Whatever the answer: here the storefront is not built, and its pages answer 503.
const REQUEST_LINES = new Set(['request completed', 'request errored']);
const loggedUrls = () =>
  lines
    .filter((line) => REQUEST_LINES.has(String(line.msg)))
    .map((line) => (line.req as { url: string }).url);

describe('the request log', () => {
  it('has a line for each page and API request, none for the files pages load or the probes', async () => {
    for (const url of [
      '/',
      '/SingleProduit/3',
      '/recherche?q=bague.or',
      '/api/openapi.json',
      '/api/health/live',
      '/assets/index-3fa9c2d1.js',
      '/storage/catalogue/bague-jasmin-800.webp',
      '/robots.txt',
    ]) {
      await request(app).get(url);
    }
    expect(loggedUrls()).toEqual(['/', '/SingleProduit/3', '/recherche?q=bague.or', '/api/openapi.json']);
  });
});
