import { readFile } from 'node:fs/promises';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestAppWithFiles, SHELL } from '../../test/app-with-files.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createPrisma } from '../db/prisma.js';

const { db } = await useTestDatabase('empty');
const { app, storageDir, webDir } = await createTestAppWithFiles(db);

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const response = await request(app).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', images: 'ready' });
  });

  it('reports 503 when the database cannot be reached', async () => {
    const unreachable = createPrisma('postgresql://nobody:secret@127.0.0.1:1/none');
    const response = await request(await createTestApp(unreachable)).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'degraded', database: 'down', images: 'ready' });
  });
});

describe('one origin', () => {
  it('answers an unknown API path with a French 404 in JSON', async () => {
    const response = await request(app).get('/api/Nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Cette adresse de l'API n'existe pas." });
  });

  it('serves storage images with immutable caching, and 404 for a missing one', async () => {
    const image = await request(app).get('/storage/catalogue/bague-800.webp');
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await request(app).get('/storage/catalogue/absente-800.webp')).status).toBe(404);
  });

  it('serves the storefront with a history fallback and caches hashed assets forever', async () => {
    const deep = await request(app).get('/SingleProduit/12');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<title>Vitrine</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await request(app).get('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends a built script as the build compressed it, by the browser’s Accept-Encoding', async () => {
    const server = app.listen(0);
    const { port } = server.address() as AddressInfo;
    // The bytes as sent, undecoded (supertest would decode them).
    const fetchRaw = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) =>
          get(
            `http://127.0.0.1:${port}/assets/shell-def456.js`,
            { headers: { 'Accept-Encoding': acceptEncoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          ).on('error', reject),
      );
    try {
      const built = (extension: string) =>
        readFile(path.join(webDir, 'assets', `shell-def456.js${extension}`));
      const browser = await fetchRaw('gzip, deflate, br, zstd');
      expect(browser.headers['content-encoding']).toBe('br');
      expect(browser.body.equals(await built('.br'))).toBe(true);
      const gzipOnly = await fetchRaw('gzip');
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      expect(gzipOnly.body.equals(await built('.gz'))).toBe(true);
      const neither = await fetchRaw('identity');
      expect(neither.headers['content-encoding']).toBeUndefined();
      expect(neither.body.equals(SHELL)).toBe(true);
      for (const answer of [browser, gzipOnly, neither]) {
        expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(answer.headers['cache-control']).toContain('immutable');
        expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      }
    } finally {
      server.close();
    }
  });

  it('refuses an address that does not decode with the shop’s French 400', async () => {
    for (const address of ['/assets/%E0%A4%A.js', '/SingleProduit/%E0%A4%A']) {
      const response = await request(app).get(address);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: "L'adresse demandée contient un encodage invalide." });
    }
  });

  it("tells search engines to leave the owner console's pages out, and only those", async () => {
    for (const page of ['/gestion', '/gestion/commandes/VT-2026-000001']) {
      const response = await request(app).get(page);
      expect(response.status).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    for (const page of ['/', '/gestionnaire-de-bijoux']) {
      expect((await request(app).get(page)).headers['x-robots-tag']).toBeUndefined();
    }
  });

  it('sends security headers on every response', async () => {
    const response = await request(app).get('/');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    // The contact page's OpenStreetMap view, and no other frame.
    expect(policy).toMatch(/(^|;)frame-src https:\/\/www\.openstreetmap\.org(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('forbids framing the same way in both headers', async () => {
    for (const path of ['/', '/api/health', '/storage/catalogue/bague-800.webp']) {
      const response = await request(app).get(path);
      expect(response.headers['content-security-policy'], path).toMatch(/(^|;)frame-ancestors 'none'(;|$)/);
      expect(response.headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('sends HSTS only over HTTPS, as told by a trusted proxy', async () => {
    expect((await request(app).get('/')).headers['strict-transport-security']).toBeUndefined();
    const untrusted = await request(app).get('/').set('X-Forwarded-Proto', 'https');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp(db, { storageDir, webDir, trustProxy: true });
    const overHttps = await request(proxied).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await request(proxied).get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });
});
