import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { CatalogueCache, UNCACHED } from '../../db/catalogue-cache.js';
import { errorHandler } from '../../http/errors.js';
import { sitemapRoutes } from './routes.js';
import { escapeXml } from './service.js';

// The sitemap and robots.txt through HTTP, on a real PostgreSQL, read through the catalogue cache as
// the shop runs.

const { db, url } = await useTestDatabase('empty');
const cache = new CatalogueCache(url);
afterAll(() => cache.stop());
const app = await createTestApp(db, { catalogue: cache });
const proxied = await createTestApp(db, { trustProxy: true });

const catalogue = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires' },
  { nom: 'Collier Lune', prixMillimes: 89_900, sub: 'pendentifs', collection: 'Médina' },
  { nom: 'Alliance Simple', prixMillimes: 30_000, sub: 'alliances' },
]);
const [aube] = catalogue.articles;
await db.$executeRaw`UPDATE articles SET updated_at = '2026-03-04T23:30:00Z' WHERE id = ${aube?.id}`;

const ORIGIN = TEST_PUBLIC_URL;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

async function sitemap(host = 'www.vitrine.test') {
  const response = await request(app).get('/sitemap.xml').set('Host', host).expect(200);
  return response;
}

describe('GET /sitemap.xml', () => {
  it('lists the fixed pages, every category, product and collection, as absolute URLs', async () => {
    const response = await sitemap();
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const { bagues, colliers } = catalogue.categories;
    expect(locs(response.text)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/categories`,
      `${ORIGIN}/collections`,
      `${ORIGIN}/event`,
      `${ORIGIN}/Contact`,
      `${ORIGIN}/conditions`,
      `${ORIGIN}/categories?nom=${bagues.id}`,
      `${ORIGIN}/categories?nom=${colliers.id}`,
      ...catalogue.articles.map((article) => `${ORIGIN}/SingleProduit/${article.id}`),
      ...Object.values(catalogue.collections).map(
        (collection) => `${ORIGIN}/SingleCollection/${collection.id}`,
      ),
    ]);
  });

  it('gives each product its last change as a W3C date (UTC), and only products have one', async () => {
    const { text } = await sitemap();
    expect(text).toContain(
      `<url><loc>${ORIGIN}/SingleProduit/${aube?.id}</loc><lastmod>2026-03-04</lastmod></url>`,
    );
    expect(text.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(catalogue.articles.length);
    expect(text).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
  });

  it('escapes what XML reserves: nothing but entities follows an &', async () => {
    expect(escapeXml(`/categories?nom=1&page=2 <"'>`)).toBe(
      '/categories?nom=1&amp;page=2 &lt;&quot;&apos;&gt;',
    );
    const { text } = await sitemap();
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it.each(['$`', "$'", '$&', '$$', '//evil.example'])(
    'names the public origin whatever Host holds (here %s), proxied or not',
    async (odd) => {
      const plain = locs((await sitemap()).text);
      const host = `shop${odd.repeat(20)}.example`;
      const direct = await request(app).get('/sitemap.xml').set('Host', host).expect(200);
      expect(locs(direct.text)).toEqual(plain);
      const forwarded = { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': host };
      const behind = await request(proxied).get('/sitemap.xml').set(forwarded).expect(200);
      expect(locs(behind.text)).toEqual(plain);
      const robots = await request(proxied).get('/robots.txt').set(forwarded).expect(200);
      expect(robots.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    },
  );

  it('answers 304 to a crawler that sends back its ETag', async () => {
    const first = await sitemap();
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    await request(app)
      .get('/sitemap.xml')
      .set('Host', 'www.vitrine.test')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });

  it('lists a product created after it was first read (the cached copy is forgotten)', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    const before = await sitemap();
    const created = await db.article.create({
      data: { nom: 'Bague Nouvelle', prix: '50.000', sub_category_id: catalogue.subs.solitaires.id },
    });
    const path = `${ORIGIN}/SingleProduit/${created.id}`;
    expect(locs(before.text)).not.toContain(path);
    await vi.waitFor(async () => expect(locs((await sitemap()).text)).toContain(path), {
      timeout: 10_000,
      interval: 20,
    });
    const after = await sitemap();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await db.article.delete({ where: { id: created.id } });
  });

  it('names no numbered file while one file holds every URL', async () => {
    await request(app).get('/sitemap-1.xml').expect(404);
  });
});

describe('more URLs than one file may hold', () => {
  // The protocol's limit is 50 000 URLs a file: 3 here, to split a small catalogue.
  const split = express()
    .use(sitemapRoutes(db, UNCACHED, { publicUrl: ORIGIN, urlLimit: 3 }))
    .use(errorHandler);

  it('answers an index of files of at most that many URLs, which together list every URL', async () => {
    const all = locs((await sitemap()).text);
    const index = await request(split).get('/sitemap.xml').set('Host', 'www.vitrine.test').expect(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.text);
    expect(files).toEqual(
      Array.from({ length: Math.ceil(all.length / 3) }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`),
    );
    const listed = [];
    for (const file of files) {
      const response = await request(split)
        .get(new URL(file as string).pathname)
        .set('Host', 'www.vitrine.test')
        .expect(200);
      expect(response.text).toContain('<urlset');
      const urls = locs(response.text);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...urls);
    }
    expect(listed).toEqual(all);
  });

  it('has no file before the first or after the last', async () => {
    const count = locs((await request(split).get('/sitemap.xml').expect(200)).text).length;
    for (const name of ['0', String(count + 1), '01', 'x']) {
      const response = await request(split).get(`/sitemap-${name}.xml`).expect(404);
      expect(response.body.message).toBeTruthy();
    }
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the owner console and names the sitemap by its absolute URL', async () => {
    const response = await request(app).get('/robots.txt').set('Host', 'www.vitrine.test').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe(
      `User-agent: *\nAllow: /\nDisallow: /gestion\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});
