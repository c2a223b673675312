import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createBaselineServer } from './server.js';

// The bench quotes the shop against this baseline: the ratio only means something if both send the
// same answer, byte for byte (both send the JSON text PostgreSQL writes).
const { db, url } = await useTestDatabase('demo');
const app = await createTestApp(db);
const shopper = await visitor(app);
const baseline = createBaselineServer(url, 2);
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => baseline.close(() => resolve())));

const total = await db.article.count();
const category = await db.category.findFirstOrThrow({ orderBy: { id: 'asc' } });
const color = await db.color.findFirstOrThrow({ orderBy: { id: 'asc' } });
const collection = await db.collection.findFirstOrThrow({ orderBy: { id: 'asc' } });
const size = await db.size.findFirstOrThrow({ orderBy: { id: 'asc' } });
const sex = await db.sex.findFirstOrThrow({ orderBy: { id: 'asc' } });

const listings: Array<Record<string, string | number | null>> = [
  {},
  { page: 1, pageSize: 12, sortOrder: 'asc' },
  { category_id: category.id, color_id: color.id, sortOrder: 'desc', page: 2, pageSize: 4 },
  { sortOrder: 'recent', page: 3 },
  { collection_id: collection.id, sex_id: sex.id, sortOrder: 'desc' },
  { size_id: size.id, minValue: 50, maxValue: 300.5, currentPage: 2, pageSize: 5 },
  { page: Math.ceil(total / 12) },
  { page: Math.ceil(total / 12) + 3 },
  { minValue: 999_999 },
];

describe('the bench baseline', () => {
  it('has a catalogue where the listings above return articles', () => {
    expect(total).toBeGreaterThan(24);
  });

  it.each(listings)('answers POST /api/articlesPaginate %j with the shop’s JSON', async (body) => {
    const ours = await shopper.post('/api/articlesPaginate').send(body);
    const theirs = await fetch(`${origin}/api/articlesPaginate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(ours.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(await theirs.text()).toBe(ours.text);
  });

  it.each(listings)('answers GET /api/articlesPaginate %j with the shop’s JSON', async (query) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [
        key,
        value === null ? '' : String(value),
      ]),
    ).toString();
    const ours = await request(app).get(`/api/articlesPaginate?${search}`);
    const theirs = await fetch(`${origin}/api/articlesPaginate?${search}`);
    expect(ours.status).toBe(200);
    expect(await theirs.text()).toBe(ours.text);
  });

  it('pages through something: the filtered page and the last page hold articles, the page beyond none', async () => {
    const last = await fetch(`${origin}/api/articlesPaginate?page=${Math.ceil(total / 12)}`);
    expect(((await last.json()) as { articles: unknown[] }).articles.length).toBeGreaterThan(0);
    const beyond = await fetch(`${origin}/api/articlesPaginate?page=${Math.ceil(total / 12) + 3}`);
    expect(((await beyond.json()) as { articles: unknown[] }).articles).toEqual([]);
  });

  it('answers GET /api/Article/:id with the shop’s JSON, and the same 404', async () => {
    const articles = await db.article.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 5 });
    for (const { id } of articles) {
      const ours = await request(app).get(`/api/Article/${id}`);
      const theirs = await fetch(`${origin}/api/Article/${id}`);
      expect(ours.status).toBe(200);
      expect(await theirs.text()).toBe(ours.text);
    }
    const missing = await fetch(`${origin}/api/Article/999999`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe((await request(app).get('/api/Article/999999')).text);
  });
});
