import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { CatalogueCache } from '../db/catalogue-cache.js';

// A scratch storefront as `pnpm build` lays it out: index.html linking one style sheet, and a stand-in
// renderer that keeps the template's head, as the real one does (apps/web/src/entry-server.tsx).

const { db, url } = await useTestDatabase('empty');
const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-styles-'));
const webDir = path.join(scratch, 'web');
const LINK = '<link rel="stylesheet" crossorigin href="/assets/style-abc123.css">';
/** Long, as the real sheet is, and with a character past U+00FF. */
const CSS = `body{font-family:Jost,sans-serif}.prix::after{content:"\u202fDT"}${'.carte{margin:0}'.repeat(2_000)}`;
await mkdir(path.join(webDir, 'assets'), { recursive: true });
await mkdir(path.join(webDir, '.vite'), { recursive: true });
await writeFile(path.join(webDir, '.vite/manifest.json'), '{}');
await mkdir(path.join(scratch, 'dist-server'), { recursive: true });
await writeFile(
  path.join(webDir, 'index.html'),
  `<!doctype html><html><head>${LINK}</head><body></body></html>`,
);
await writeFile(path.join(webDir, 'assets/style-abc123.css'), CSS);
await writeFile(
  path.join(scratch, 'dist-server', 'entry-server.js'),
  `export const createRenderer = ({ template }) => ({
  pageAddress: async (url) => new URL(url),
  render: async ({ url }) => ({ status: 200, html: template.replace('<body>', '<body><h1>' + url.pathname + '</h1>') }),
});
`,
);

const cache = new CatalogueCache(url);
afterAll(() => cache.stop());
const app = await createTestApp(db, { webDir, pages: cache.pages });
const styleSources = (csp: string) => /(?:^|;)style-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the storefront’s style sheet', () => {
  it('comes inside each rendered page, and the page’s policy allows that one element', async () => {
    const response = await request(app).get('/SingleProduit/7').expect(200);
    expect(response.text).toContain(`<head><style>${CSS}</style></head>`);
    expect(response.text).not.toContain('<link rel="stylesheet"');
    expect(styleSources(response.headers['content-security-policy'] ?? '')).toEqual(["'self'", sha256(CSS)]);
  });

  it('stays linked from the owner console’s page, which is served as built', async () => {
    const response = await request(app).get('/gestion/commandes').expect(200);
    expect(response.text).toContain(LINK);
    expect(response.text).not.toContain('<style>');
    await request(app).get('/assets/style-abc123.css').expect(200, CSS);
  });

  it('comes with a kept page every time, compressed as a browser takes it, the cache keeping its text once', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    const page = `<!doctype html><html><head><style>${CSS}</style></head><body><h1>/categories</h1></body></html>`;
    for (const encoding of ['br', 'gzip', 'identity', 'br', 'gzip']) {
      // supertest decodes what it receives.
      const answer = await request(app).get('/categories').set('Accept-Encoding', encoding).expect(200);
      expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(answer.text).toBe(page);
    }
    expect(cache.bytes.pages).toBeGreaterThan(0);
    expect(cache.bytes.pages).toBeLessThan(CSS.length);
  });
});
