import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, useTestDatabase } from '../../test/database.js';
import { CatalogueCache } from '../db/catalogue-cache.js';

// How the shop hands a page request to the storefront's renderer: which address it renders, and what
// it keeps. The renderer here is a stand-in built beside the scratch storefront, as `pnpm build` puts
// the real one (dist-server/entry-server.js): it writes the address it was given into the page, keeps
// only `?page=` as the storefront's listings keep their own parameters, and counts its renders.

const { db, url } = await useTestDatabase('empty');
const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-pages-'));
const webDir = path.join(scratch, 'web');
const renders = path.join(scratch, 'renders.log');
await mkdir(path.join(webDir, '.vite'), { recursive: true });
await mkdir(path.join(scratch, 'dist-server'), { recursive: true });
await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
await writeFile(path.join(webDir, '.vite/manifest.json'), '{}');
await writeFile(renders, '');
await writeFile(
  path.join(scratch, 'dist-server', 'entry-server.js'),
  `import { appendFileSync } from 'node:fs';
export const createRenderer = () => ({
  pageAddress: async (url) => {
    const address = new URL(url);
    const page = url.searchParams.get('page');
    address.search = page ? '?page=' + page : '';
    return address;
  },
  render: async ({ url }) => {
    appendFileSync(${JSON.stringify(renders)}, url.href + '\\n');
    return { status: 200, html: '<link rel="canonical" href="' + url.href + '">' };
  },
});
`,
);

const cache = new CatalogueCache(url);
afterAll(() => cache.stop());
const app = await createTestApp(db, { webDir });
const cached = await createTestApp(db, { webDir, pages: cache.pages });
const proxied = await createTestApp(db, { webDir, trustProxy: true });
const rendered = async () => (await readFile(renders, 'utf8')).split('\n').filter(Boolean);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

describe('the address a page is rendered at', () => {
  it.each([
    '//evil.example/SingleProduit/2',
    '///evil.example/SingleProduit/2',
    '/\\evil.example/SingleProduit/2',
  ])('is the public origin and the path as sent: %s names no other site', async (target) => {
    const response = await request(app).get(target).expect(200);
    const href = canonical(response.text) ?? '';
    expect(new URL(href).origin).toBe(TEST_PUBLIC_URL);
    expect(href).toBe(`${TEST_PUBLIC_URL}${new URL(`http://x${target}`).pathname}`);
  });

  it('never takes its host from Host or X-Forwarded-Host, trusted proxy or not', async () => {
    const direct = await request(app).get('/categories?page=2').set('Host', 'evil.example').expect(200);
    expect(canonical(direct.text)).toBe(`${TEST_PUBLIC_URL}/categories?page=2`);
    const behind = await request(proxied)
      .get('/categories')
      .set({ 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' })
      .expect(200);
    expect(canonical(behind.text)).toBe(`${TEST_PUBLIC_URL}/categories`);
  });
});

describe('rendered pages kept', () => {
  it('are rendered and kept under their canonical address: a parameter no page reads adds no copy', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    const before = (await rendered()).length;
    const first = await request(cached).get('/categories?page=3').expect(200);
    const kept = cache.bytes.pages;
    for (let n = 0; n < 20; n += 1) {
      const response = await request(cached).get(`/categories?r=${n}&page=3&utm_source=x${n}`).expect(200);
      expect(response.text).toBe(first.text);
      expect(response.headers.etag).toBe(first.headers.etag);
    }
    expect((await rendered()).slice(before)).toEqual([`${TEST_PUBLIC_URL}/categories?page=3`]);
    expect(cache.bytes.pages).toBe(kept);
  });
});
