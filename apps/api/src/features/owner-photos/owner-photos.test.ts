import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MESSAGES,
  OWNER_UPLOAD,
  OwnerArticleListSchema,
  OwnerArticlePhotosSchema,
  responsiveImage,
} from '@vitrine/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { startTestRunner } from '../../../test/jobs.js';
import { signedInOwner } from '../../../test/owner.js';
import { phonePhoto, pngBomb, truncated } from '../../../test/photos.js';
import { CatalogueCache } from '../../db/catalogue-cache.js';
import { FolderStorage } from '../../storage/folder-storage.js';
import { photoTasks } from './service.js';

// The owner's product photos through HTTP, on a real PostgreSQL and a real storage folder.

const { db, url } = await useTestDatabase('empty');
const storageDir = await mkdtemp(path.join(tmpdir(), 'vitrine-photos-'));
afterAll(() => rm(storageDir, { recursive: true, force: true }));
// The shop as it runs: catalogue answers cached until PostgreSQL announces a change.
const cache = new CatalogueCache(url);
afterAll(() => cache.stop());
const app = await createTestApp(db, { storageDir, catalogue: cache });
const owner = await signedInOwner(app);
// The queue's runner deletes the files of removed photos, after the commit.
const jobs = await startTestRunner(db, photoTasks({ db, photos: new FolderStorage(storageDir) }));

const catalogue = await createCatalogue(db, [
  { nom: 'Bague Jasmin', prixMillimes: 120_000, sub: 'solitaires', images: 0, createdDaysAgo: 5 },
  { nom: 'Collier Étoile du Sud', prixMillimes: 300_000, sub: 'pendentifs', images: 3, createdDaysAgo: 1 },
  { nom: 'Alliance Médina', prixMillimes: 89_900, sub: 'alliances', images: 1, createdDaysAgo: 3 },
  { nom: 'Bague Refus', prixMillimes: 50_000, sub: 'solitaires', images: 1, createdDaysAgo: 4 },
  { nom: 'Bague Ordre', prixMillimes: 60_000, sub: 'solitaires', images: 3, createdDaysAgo: 6 },
]);
const idOf = (nom: string) => catalogue.articles.find((article) => article.nom === nom)?.id as number;
const UNKNOWN_ARTICLE = 999_999;

let photo12mp: Buffer;
let smallJpeg: Buffer;
beforeAll(async () => {
  photo12mp = await phonePhoto({ width: 4000, height: 3000, orientation: 6 });
  smallJpeg = await phonePhoto({ width: 1200, height: 900 });
});

interface Upload {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
  field?: string;
}

function upload(articleId: number, files: Upload[], agent = owner) {
  return files.reduce(
    (req, file) =>
      req.attach(file.field ?? OWNER_UPLOAD.field, file.bytes, {
        filename: file.filename ?? 'photo.jpg',
        contentType: file.contentType ?? 'image/jpeg',
      }),
    agent.post(`/api/owner/articles/${articleId}/images`),
  );
}

/** Every file under the storage folder, relative to it. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** What the photo tables hold, to show that a refused request changed nothing. */
async function photoRows() {
  const images = await db.articleImage.findMany({ orderBy: { id: 'asc' } });
  const mains = await db.article.findMany({ select: { id: true, image: true }, orderBy: { id: 'asc' } });
  return { images, mains };
}

const variantFiles = (articleId: number, stem: string) =>
  ['400', '800', '1600'].flatMap((width) =>
    ['avif', 'webp'].map((format) => `articles/${articleId}/${stem}-${width}.${format}`),
  );

const stemOf = (storedUrl: string) => /\/([0-9a-f]{16})-800\.webp$/.exec(storedUrl)?.[1] as string;

describe('GET /api/owner/articles', () => {
  it('finds an article by a few letters of its name, accents and case aside', async () => {
    const response = await owner.get('/api/owner/articles').query({ q: 'ETOILE' });
    expect(response.status).toBe(200);
    const articles = OwnerArticleListSchema.parse(response.body);
    expect(articles.map((article) => article.nom)).toEqual(['Collier Étoile du Sud']);
    expect(articles[0]?.images.map((image) => image.position)).toEqual([0, 1, 2]);
    expect((await owner.get('/api/owner/articles?q=medina')).body.map((a: { nom: string }) => a.nom)).toEqual(
      ['Alliance Médina'],
    );
  });

  it('lists the latest articles first without a search, and takes % and _ as letters', async () => {
    const latest = OwnerArticleListSchema.parse((await owner.get('/api/owner/articles?q=')).body);
    expect(latest.map((article) => article.nom)).toEqual([
      'Collier Étoile du Sud',
      'Alliance Médina',
      'Bague Refus',
      'Bague Jasmin',
      'Bague Ordre',
    ]);
    expect((await owner.get('/api/owner/articles').query({ q: '%' })).body).toEqual([]);
    expect((await owner.get('/api/owner/articles').query({ q: 'B_gue' })).body).toEqual([]);
  });

  it('refuses a search it does not understand with a French 422', async () => {
    const response = await owner.get('/api/owner/articles').query({ q: 'x'.repeat(101) });
    expect(response.status).toBe(422);
    expect(response.body.errors.q).toEqual([MESSAGES.tooLong('Recherche', 100)]);
    expect((await owner.get('/api/owner/articles?q=a&q=b')).status).toBe(422);
    const nul = await owner.get('/api/owner/articles?q=bague%00');
    expect([nul.status, nul.body.errors?.q]).toEqual([422, [MESSAGES.controlCharacters('Recherche')]]);
    expect((await owner.get('/api/owner/articles?page=2')).status).toBe(422);
  });
});

describe('POST /api/owner/articles/:id/images', () => {
  it('accepts a 12-megapixel phone photo: six variants on disk, upright, without EXIF, and the product shows it', async () => {
    const id = idOf('Bague Jasmin');
    const productPath = `/api/Article/${id}`;
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    // Read once so that the cache holds the product without the photo.
    expect((await request(app).get(productPath).expect(200)).body.images).toEqual([]);

    const response = await upload(id, [{ bytes: photo12mp, filename: 'IMG_2041.JPG' }]);
    expect(response.status, response.text).toBe(201);
    const article = OwnerArticlePhotosSchema.parse(response.body);
    const storedUrl = article.images[0]?.url as string;
    expect(storedUrl).toMatch(new RegExp(`^/storage/articles/${id}/[0-9a-f]{16}-800\\.webp$`));
    expect(article).toMatchObject({ id, nom: 'Bague Jasmin', image: storedUrl });
    expect(article.images).toHaveLength(1);

    expect(await storedFiles()).toEqual(variantFiles(id, stemOf(storedUrl)).sort());
    // Every URL of the storefront's srcset is served, decodes, is portrait and carries no EXIF.
    const [avif, webp] = responsiveImage(storedUrl).sources;
    for (const [source, type] of [
      [avif, 'image/avif'],
      [webp, 'image/webp'],
    ] as const) {
      expect(source?.type).toBe(type);
      for (const candidate of source?.srcSet.split(', ') ?? []) {
        const [fileUrl, width] = candidate.split(' ') as [string, string];
        const served = await request(app).get(fileUrl).buffer(true).parse(binary);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        const meta = await sharp(served.body as Buffer).metadata();
        expect({
          width: meta.width,
          portrait: (meta.height ?? 0) > (meta.width ?? 0),
          exif: meta.exif,
        }).toEqual({
          width: Number.parseInt(width, 10),
          portrait: true,
          exif: undefined,
        });
      }
    }

    // The catalogue's NOTIFY: the cached product page shows the photo within 30 s.
    await vi.waitFor(
      async () => {
        const product = (await request(app).get(productPath).expect(200)).body;
        expect(product.image).toBe(storedUrl);
        expect(product.images).toEqual([{ id: article.images[0]?.id, url: storedUrl }]);
      },
      { timeout: 30_000, interval: 50 },
    );
  }, 60_000);

  it('adds several photos after the existing ones, in the order sent; the main photo stays', async () => {
    const id = idOf('Alliance Médina');
    const before = await owner.get(`/api/owner/articles/${id}/images`).expect(200);
    const png = await phonePhoto({ width: 800, height: 800, format: 'png' });
    const response = await upload(id, [
      { bytes: smallJpeg, filename: 'a.jpg' },
      { bytes: png, filename: 'b.png', contentType: 'image/png' },
    ]);
    expect(response.status, response.text).toBe(201);
    const article = OwnerArticlePhotosSchema.parse(response.body);
    expect(article.image).toBe(before.body.image);
    expect(article.images.map((image) => image.position)).toEqual([0, 1, 2]);
    expect(article.images[0]).toEqual(before.body.images[0]);
    expect(article.images.slice(1).every((image) => image.url.startsWith(`/storage/articles/${id}/`))).toBe(
      true,
    );
  }, 30_000);

  const refusals: Array<{ label: string; files: () => Upload[]; status: number; message: string }> = [
    {
      label: 'a text file named .jpg',
      files: () => [{ bytes: Buffer.from('Ceci est une liste de courses.\n'), filename: 'photo.jpg' }],
      status: 422,
      message: MESSAGES.uploadNotImage,
    },
    {
      label: 'a JPEG cut in half',
      files: () => [{ bytes: truncated(smallJpeg), filename: 'coupee.jpg' }],
      status: 422,
      message: MESSAGES.uploadUnreadable,
    },
    {
      label: 'a 400-megapixel PNG of a few kilobytes',
      files: () => [{ bytes: pngBomb(), filename: 'bombe.png', contentType: 'image/png' }],
      status: 422,
      message: MESSAGES.uploadTooManyPixels(OWNER_UPLOAD.maxMegapixels),
    },
    {
      label: 'a strip of 1 × 50 000 000 pixels, within the megapixels',
      files: () => [
        { bytes: pngBomb({ width: 1, height: 50_000_000 }), filename: 'bande.png', contentType: 'image/png' },
      ],
      status: 422,
      message: MESSAGES.uploadBadShape(OWNER_UPLOAD.maxSide, OWNER_UPLOAD.maxAspect),
    },
    {
      label: 'a good photo sent with a bad one (the good one is not kept either)',
      files: () => [
        { bytes: smallJpeg, filename: 'bonne.jpg' },
        { bytes: truncated(smallJpeg), filename: 'coupee.jpg' },
      ],
      status: 422,
      message: MESSAGES.uploadUnreadable,
    },
    {
      label: 'no file at all',
      files: () => [],
      status: 422,
      message: MESSAGES.uploadRequired,
    },
    {
      label: `${OWNER_UPLOAD.maxFiles + 1} photos at once`,
      files: () => Array.from({ length: OWNER_UPLOAD.maxFiles + 1 }, () => ({ bytes: smallJpeg })),
      status: 422,
      message: MESSAGES.uploadTooMany(OWNER_UPLOAD.maxFiles),
    },
    {
      label: 'a file over 15 MB',
      files: () => [{ bytes: Buffer.concat([smallJpeg, Buffer.alloc(OWNER_UPLOAD.maxBytes)]) }],
      status: 413,
      message: MESSAGES.uploadTooLarge(15),
    },
    {
      label: 'a photo under another field name',
      files: () => [{ bytes: smallJpeg, field: 'photo' }],
      status: 400,
      message: MESSAGES.invalidMultipart,
    },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.label} with a French ${refusal.status}; no row, no file`, async () => {
      const id = idOf('Bague Refus');
      const rows = await photoRows();
      const files = await storedFiles();
      const response = await upload(id, refusal.files());
      expect(response.status, response.text).toBe(refusal.status);
      expect(response.body.message).toBe(refusal.message);
      expect(await photoRows()).toEqual(rows);
      expect(await storedFiles()).toEqual(files);
    }, 30_000);
  }

  it('names the refused file', async () => {
    const response = await upload(idOf('Bague Refus'), [
      { bytes: Buffer.from('texte'), filename: 'courses.jpg' },
    ]);
    expect(response.body).toEqual({
      message: MESSAGES.uploadNotImage,
      errors: { images: [MESSAGES.uploadNotImage] },
      file: 'courses.jpg',
    });
  });

  it('answers 404 for an article that does not exist, and writes nothing', async () => {
    const files = await storedFiles();
    const response = await upload(UNKNOWN_ARTICLE, [{ bytes: smallJpeg }]);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(MESSAGES.articleNotFound);
    expect(await storedFiles()).toEqual(files);
    expect((await owner.post('/api/owner/articles/abc/images')).status).toBe(422);
  });
});

describe('PUT /api/owner/articles/:id/images', () => {
  it('puts the photos in the new order; the first becomes the main photo', async () => {
    const id = idOf('Bague Ordre');
    const before = OwnerArticlePhotosSchema.parse((await owner.get(`/api/owner/articles/${id}/images`)).body);
    const reversed = before.images.map((image) => image.id).reverse();
    const response = await owner.put(`/api/owner/articles/${id}/images`).send({ ids: reversed });
    expect(response.status).toBe(200);
    const article = OwnerArticlePhotosSchema.parse(response.body);
    expect(article.images.map((image) => image.id)).toEqual(reversed);
    expect(article.images.map((image) => image.position)).toEqual([0, 1, 2]);
    expect(article.image).toBe(before.images[2]?.url);
    const product = (await request(app).get(`/api/Article/${id}`).expect(200)).body;
    expect(product.image).toBe(before.images[2]?.url);
  });

  it('refuses an order that leaves out, repeats or borrows a photo (422), and changes nothing', async () => {
    const id = idOf('Bague Ordre');
    const ids = (await owner.get(`/api/owner/articles/${id}/images`)).body.images.map(
      (i: { id: number }) => i.id,
    );
    const foreign = (await owner.get(`/api/owner/articles/${idOf('Collier Étoile du Sud')}/images`)).body
      .images[0].id;
    const rows = await photoRows();
    for (const wrong of [ids.slice(1), [ids[0], ...ids], [...ids.slice(1), foreign], [], 'tout']) {
      const response = await owner.put(`/api/owner/articles/${id}/images`).send({ ids: wrong });
      expect(response.status, JSON.stringify(wrong)).toBe(422);
      expect(response.body.errors).toEqual({ ids: [MESSAGES.photoOrderInvalid] });
    }
    expect((await owner.put(`/api/owner/articles/${id}/images`).send({ ids, extra: 1 })).status).toBe(422);
    expect(await photoRows()).toEqual(rows);
    const missing = await owner.put(`/api/owner/articles/${UNKNOWN_ARTICLE}/images`).send({ ids });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.articleNotFound);
  });
});

describe('DELETE /api/owner/articles/:id/images/:imageId', () => {
  it('moves the main photo to the next one, then to none; files go when no photo uses them', async () => {
    const id = idOf('Collier Étoile du Sud');
    const uploaded = OwnerArticlePhotosSchema.parse(
      (await upload(id, [{ bytes: smallJpeg }, { bytes: smallJpeg }]).expect(201)).body,
    );
    const [first, second, third, copy, sameCopy] = uploaded.images;
    const stem = stemOf(copy?.url as string);
    expect(sameCopy?.url).toBe(copy?.url);

    let response = await owner.delete(`/api/owner/articles/${id}/images/${first?.id}`);
    expect(response.status).toBe(200);
    expect(OwnerArticlePhotosSchema.parse(response.body)).toMatchObject({
      image: second?.url,
      images: [second, third, copy, sameCopy].map((image) => ({ id: image?.id, url: image?.url })),
    });

    // The same photo uploaded twice: its files stay while the other copy uses them.
    await owner.delete(`/api/owner/articles/${id}/images/${copy?.id}`).expect(200);
    await jobs.idle();
    expect(await storedFiles()).toEqual(expect.arrayContaining(variantFiles(id, stem)));
    await owner.delete(`/api/owner/articles/${id}/images/${sameCopy?.id}`).expect(200);
    await jobs.idle();
    expect((await storedFiles()).filter((file) => file.startsWith(`articles/${id}/${stem}`))).toEqual([]);

    await owner.delete(`/api/owner/articles/${id}/images/${second?.id}`).expect(200);
    response = await owner.delete(`/api/owner/articles/${id}/images/${third?.id}`);
    expect(response.body).toEqual({ id, nom: 'Collier Étoile du Sud', image: '', images: [] });
    expect((await request(app).get(`/api/Article/${id}`).expect(200)).body.image).toBe('');
  }, 30_000);

  it('answers 404 for a photo of another article, an unknown photo or an unknown article', async () => {
    const photoOfOther = (await owner.get(`/api/owner/articles/${idOf('Bague Ordre')}/images`)).body.images[0]
      .id;
    const rows = await photoRows();
    const ofOther = await owner.delete(`/api/owner/articles/${idOf('Bague Refus')}/images/${photoOfOther}`);
    expect([ofOther.status, ofOther.body.message]).toEqual([404, MESSAGES.photoNotFound]);
    const unknown = await owner.delete(`/api/owner/articles/${idOf('Bague Refus')}/images/999999`);
    expect([unknown.status, unknown.body.message]).toEqual([404, MESSAGES.photoNotFound]);
    const noArticle = await owner.delete(`/api/owner/articles/${UNKNOWN_ARTICLE}/images/${photoOfOther}`);
    expect([noArticle.status, noArticle.body.message]).toEqual([404, MESSAGES.articleNotFound]);
    expect(await photoRows()).toEqual(rows);
  });
});

describe('without a session', () => {
  it('answers 401 on every photo route and reads or writes nothing', async () => {
    const id = idOf('Bague Ordre');
    const anonymous = request.agent(app);
    const first = await anonymous.get('/api/health');
    const token = ((first.headers['set-cookie'] as unknown as string[]) ?? [])
      .map((line) => /^XSRF-TOKEN=([^;]+)/.exec(line)?.[1])
      .find(Boolean) as string;
    anonymous.set('X-XSRF-TOKEN', decodeURIComponent(token));
    const rows = await photoRows();
    const files = await storedFiles();
    const answers = [
      await anonymous.get('/api/owner/articles?q=bague'),
      await anonymous.get(`/api/owner/articles/${id}/images`),
      await upload(id, [{ bytes: smallJpeg }], anonymous),
      await anonymous.put(`/api/owner/articles/${id}/images`).send({ ids: [1] }),
      await anonymous.delete(`/api/owner/articles/${id}/images/1`),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual(
      answers.map(() => [401, MESSAGES.ownerSignInRequired]),
    );
    expect(await photoRows()).toEqual(rows);
    expect(await storedFiles()).toEqual(files);
  });
});

/** Reads an answer's body as bytes (supertest parses only text and JSON by itself). */
const binary: Parameters<request.Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
