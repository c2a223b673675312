import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createCatalogue } from '../../test/fixtures.js';

// A storefront page carries what it shows first: the API answer it would ask for first, and its lead
// picture preloaded in the width the page will pick (the same `sizes`) and its best format.

const { db } = await useTestDatabase('empty');
const {
  articles: [bague],
} = await createCatalogue(db, [{ nom: 'Bague </script><b>Aube', prixMillimes: 120_000, sub: 'solitaires' }]);
await db.siteImage.createMany({
  data: [
    { nom: 'Vitrine', url: '/storage/site/hero-0-800.webp', position: 0 },
    { nom: 'Bagues', url: '/storage/site/banner-3-800.webp', position: 3 },
  ],
});
const webDir = await mkdtemp(path.join(tmpdir(), 'vitrine-web-'));
await mkdir(webDir, { recursive: true });
await writeFile(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"></div></body></html>',
);
const app = await createTestApp(db, { webDir });

/** The answer embedded for `apiPath`, read back as a browser reads the script's text. */
function embedded(html: string, apiPath: string): unknown {
  const match = new RegExp(`<script type="application/json" data-api="${apiPath}">(.*?)</script>`, 's').exec(
    html,
  );
  return match ? JSON.parse(match[1] as string) : undefined;
}

describe('the first paint of a storefront page', () => {
  it('home: the site images as /api/GestionSiteWeb answers them, the hero preloaded in AVIF', async () => {
    const page = await request(app).get('/').expect(200).expect('Content-Type', /html/);
    const api = await request(app).get('/api/GestionSiteWeb').expect(200);
    expect(embedded(page.text, '/GestionSiteWeb')).toEqual(api.body);
    expect(page.text).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/storage/site/hero-0-400.avif 400w, /storage/site/hero-0-800.avif 800w, /storage/site/hero-0-1600.avif 1600w" imagesizes="100vw" fetchpriority="high">',
    );
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('product page: its article as /api/Article/:id answers it, no text of it able to end the script', async () => {
    const page = await request(app).get(`/SingleProduit/${bague?.id}`).expect(200);
    const api = await request(app).get(`/api/Article/${bague?.id}`).expect(200);
    expect(embedded(page.text, `/Article/${bague?.id}`)).toEqual(api.body);
    expect(page.text.match(/<\/script>/g)).toHaveLength(1);
    expect(page.text).toContain('imagesizes="(min-width: 992px) 50vw, 100vw"');
    expect(page.text).toContain('/storage/test/0-1-1600.avif 1600w');
  });

  it('serves the page plain when there is nothing to add: unknown article, other pages', async () => {
    for (const pagePath of ['/SingleProduit/999999', '/SingleProduit/abc', '/Panier', '/categories']) {
      const page = await request(app).get(pagePath).expect(200);
      expect(page.text).not.toContain('data-api');
      expect(page.text).not.toContain('rel="preload"');
    }
  });
});
