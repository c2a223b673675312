import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/database.js';
import { createPrisma } from '../db/prisma.js';
import type { ImagesStatus } from './health.js';

// Storage answers need no database: an unreachable one proves it.
const db = createPrisma('postgresql://nobody:secret@127.0.0.1:1/none');
const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-storage-'));
const storageDir = path.join(scratch, 'storage');
await mkdir(path.join(storageDir, 'catalogue'), { recursive: true });

let status: ImagesStatus = 'rendering';
// The demo package draws one placeholder per folder; the API serves whichever it is given.
const placeholders = {
  catalogue: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"/>',
  collections: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 750"/>',
};
const app = await createTestApp(db, { storageDir, demoImages: { status: () => status, placeholders } });

const DRAWN = '/storage/catalogue/bague-jasmin-or-rose-1-3fa9c2d1-800.webp';
const NOT_YET = '/storage/catalogue/collier-lune-argent-2-0b1c2d3e-400.avif';

/** supertest buffers image/* bodies; the placeholder is text all the same. */
const text = (response: request.Response) =>
  Buffer.isBuffer(response.body) ? response.body.toString('utf8') : String(response.text);

describe('demo images while they are being drawn', () => {
  it("answers a drawing not yet on disk with its folder's placeholder, never cached", async () => {
    status = 'rendering';
    const response = await request(app).get(NOT_YET);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(text(response)).toBe(placeholders.catalogue);
    const collection = await request(app).get('/storage/collections/collection-medina-a9c19520-1600.webp');
    expect(text(collection)).toBe(placeholders.collections);
  });

  it('serves the real drawing, cached immutably, once it exists', async () => {
    status = 'rendering';
    await writeFile(path.join(storageDir, DRAWN.replace('/storage/', '')), 'RIFF-webp');
    const response = await request(app).get(DRAWN);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps a 404 for any other missing file, and for every missing file once drawing is over', async () => {
    status = 'rendering';
    expect((await request(app).get('/storage/catalogue/photo-du-patron.webp')).status).toBe(404);
    expect((await request(app).get('/storage/ailleurs/bague-3fa9c2d1-800.webp')).status).toBe(404);
    expect((await request(app).get('/storage/catalogue/bague-3fa9c2d1-800.png')).status).toBe(404);
    status = 'ready';
    const missing = await request(app).get(NOT_YET);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "La ressource demandée n'existe pas." });
    status = 'failed';
    expect((await request(app).get(NOT_YET)).status).toBe(404);
  });
});
