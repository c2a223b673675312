import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS, OWNER_UPLOAD, OwnerArticlePhotosSchema } from '@vitrine/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { startTestRunner } from '../../../test/jobs.js';
import { signedInOwner } from '../../../test/owner.js';
import { phonePhoto } from '../../../test/photos.js';
import { startTestS3 } from '../../../test/s3-server.js';
import type { PhotoStorage } from '../../storage/photo-storage.js';
import { encodePhoto } from './photo-encoding.js';
import { writePhotoFiles } from './photo-files.js';
import { photoTasks } from './service.js';

// The owner's photos with S3_* set: uploaded to a bucket (a local S3-compatible server), served
// from it at /storage/articles/… as the folder's files are, and removed from it; the demo drawings
// stay in the storage folder beside them.

const { db } = await useTestDatabase('empty');
const s3 = await startTestS3();
const storageDir = await mkdtemp(path.join(tmpdir(), 'vitrine-photos-s3-'));
afterAll(() => rm(storageDir, { recursive: true, force: true }));
await mkdir(path.join(storageDir, 'catalogue'), { recursive: true });
await writeFile(path.join(storageDir, 'catalogue', 'bague-800.webp'), 'RIFF-drawing');
const app = await createTestApp(db, { storageDir, photos: s3.storage });
const owner = await signedInOwner(app);
// The queue's runner deletes the files of removed photos, after the commit.
const jobs = await startTestRunner(db, photoTasks({ db, photos: s3.storage }));

const catalogue = await createCatalogue(db, [
  { nom: 'Bague Nuage', prixMillimes: 90_000, sub: 'solitaires', images: 0, createdDaysAgo: 1 },
]);
const articleId = catalogue.articles[0]?.id as number;

/** Reads an answer's body as bytes. */
const binary: Parameters<request.Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const variantsOf = (url: string) =>
  IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({ url: url.replace(/-800\.webp$/, `-${width}.${format}`), format })),
  );

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

describe('photos in an S3 bucket', () => {
  it('uploads to the bucket, serves every variant from it cached forever, then deletes them', async () => {
    const photo = await phonePhoto({ width: 1200, height: 900 });
    const uploaded = await owner
      .post(`/api/owner/articles/${articleId}/images`)
      .attach(OWNER_UPLOAD.field, photo, { filename: 'IMG_1.JPG', contentType: 'image/jpeg' });
    expect(uploaded.status, uploaded.text).toBe(201);
    const article = OwnerArticlePhotosSchema.parse(uploaded.body);
    const url = article.images[0]?.url as string;
    expect(url).toMatch(new RegExp(`^/storage/articles/${articleId}/[0-9a-f]{16}-800\\.webp$`));
    expect(article.image).toBe(url);

    // In the bucket, not in the folder (which holds only the drawing).
    expect(await filesUnder(storageDir)).toBe(1);
    const key = url.replace('/storage/', '');
    expect(await s3.storage.has(key)).toBe(true);

    for (const variant of variantsOf(url)) {
      const served = await request(app).get(variant.url).buffer(true).parse(binary);
      expect(served.status, variant.url).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${variant.format}`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(Number(served.headers['content-length'])).toBe((served.body as Buffer).length);
      expect((await sharp(served.body as Buffer).metadata()).format).toBe(
        variant.format === 'avif' ? 'heif' : 'webp',
      );
      // A browser that has it: 304, no body.
      const again = await request(app)
        .get(variant.url)
        .set('If-None-Match', served.headers.etag as string);
      expect(again.status).toBe(304);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const head = await request(app).head(url);
    expect([head.status, head.headers['content-type'], head.headers['content-length']]).toEqual([
      200,
      'image/webp',
      expect.stringMatching(/^[1-9]\d*$/),
    ]);

    const deleted = await owner.delete(`/api/owner/articles/${articleId}/images/${article.images[0]?.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.images).toEqual([]);
    await jobs.idle();
    for (const variant of variantsOf(url)) {
      expect(await s3.storage.has(variant.url.replace('/storage/', ''))).toBe(false);
      const gone = await request(app).get(variant.url);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ message: "La ressource demandée n'existe pas." });
      expect(gone.headers['cache-control']).toBe('no-store');
    }
  }, 60_000);

  it('refuses what the folder refuses: a missing file, a climb, a bad escape, a write', async () => {
    const missing = await request(app).get(`/storage/articles/${articleId}/0123456789abcdef-800.webp`);
    expect([missing.status, missing.body]).toEqual([404, { message: "La ressource demandée n'existe pas." }]);
    expect((await request(app).get('/storage/articles/1/notes.txt')).status).toBe(404);
    for (const climb of [
      '/storage/articles/..%2f..%2fpackage.json',
      '/storage/articles/1/..%2f..%2fx.webp',
    ]) {
      const refused = await request(app).get(climb);
      expect([refused.status, refused.body], climb).toEqual([403, { message: 'Accès refusé.' }]);
    }
    const badEscape = await request(app).get('/storage/articles/%ZZ.webp');
    expect(badEscape.status).toBe(400);
    const write = await request(app).put(`/storage/articles/${articleId}/x-800.webp`).send('x');
    expect([write.status, write.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('still serves the demo drawings from the storage folder', async () => {
    const drawing = await request(app).get('/storage/catalogue/bague-800.webp');
    expect(drawing.status).toBe(200);
    expect(drawing.headers['content-type']).toBe('image/webp');
    expect(drawing.headers['cache-control']).toContain('immutable');
  });

  it('takes back the objects of an upload that fails half-way', async () => {
    const photo = await encodePhoto(await phonePhoto({ width: 900, height: 900 }));
    let puts = 0;
    const failing: PhotoStorage = {
      description: 'a bucket that fails on the fourth write',
      put: async (name, bytes, type) => {
        puts += 1;
        if (puts === 4) throw new Error('connection reset');
        await s3.storage.put(name, bytes, type);
      },
      get: (name) => s3.storage.get(name),
      has: (name) => s3.storage.has(name),
      remove: (name) => s3.storage.remove(name),
    };
    await expect(writePhotoFiles(failing, articleId, [photo])).rejects.toThrow('connection reset');
    for (const { width, format } of photo.variants) {
      expect(await s3.storage.has(`articles/${articleId}/${photo.name}-${width}.${format}`)).toBe(false);
    }
  }, 30_000);
});
