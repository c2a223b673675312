import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@vitrine/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawArticleImage } from './illustrations/article-image.js';
import { drawHeroImage } from './illustrations/moods.js';
import { canvasFor, DEMO_IMAGE_KINDS } from './image-kinds.js';
import { planImage, renderImage, renderImages, variantFiles } from './render.js';

const ring = planImage(
  'article',
  'bague-test-1',
  drawArticleImage(
    { art: { kind: 'ring', style: 'solitaire' }, metal: 'gold', stone: 'ruby', seed: 'test' },
    0,
    canvasFor('article'),
  ),
);
const hero = planImage('hero', 'site-test', drawHeroImage('sahara', canvasFor('hero')));

let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'vitrine-seed-render-'));
});

afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

describe('renderImages', () => {
  it('writes every width of IMAGE_WIDTHS in AVIF and WebP, at the kind’s aspect ratio', async () => {
    const summary = await renderImages(storageDir, [ring, hero], 2);
    expect(summary).toMatchObject({ rendered: 2, reused: 0 });

    for (const image of [ring, hero]) {
      const { aspect } = DEMO_IMAGE_KINDS[image.kind];
      const files = variantFiles(storageDir, image);
      expect(files).toHaveLength(IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
      for (const { file, width, format } of files) {
        const metadata = await sharp(file).metadata();
        expect(metadata.width, file).toBe(width);
        expect(metadata.height, file).toBe(Math.round((width * aspect.height) / aspect.width));
        // sharp reports AVIF as HEIF with the AV1 codec.
        expect(format === 'avif' ? [metadata.format, metadata.compression] : [metadata.format], file).toEqual(
          format === 'avif' ? ['heif', 'av1'] : ['webp'],
        );
      }
    }
  });

  it('stores the default-width WebP as the URL, served from the kind’s folder', () => {
    expect(ring.url).toBe(`/storage/catalogue/${ring.name}-800.webp`);
    expect(hero.url).toBe(`/storage/site/${hero.name}-800.webp`);
    const webp800 = variantFiles(storageDir, ring).find((f) => f.width === 800 && f.format === 'webp');
    expect(webp800?.file).toBe(path.join(storageDir, 'catalogue', `${ring.name}-800.webp`));
  });

  it('reuses files already on disk instead of rendering them again', async () => {
    const before = await Promise.all(variantFiles(storageDir, ring).map((f) => stat(f.file)));
    const summary = await renderImages(storageDir, [ring, hero], 2);
    expect(summary).toMatchObject({ rendered: 0, reused: 2 });
    const after = await Promise.all(variantFiles(storageDir, ring).map((f) => stat(f.file)));
    expect(after.map((s) => s.mtimeMs)).toEqual(before.map((s) => s.mtimeMs));
  });

  it('renders again when a variant is missing, and leaves no partial files behind', async () => {
    const [first] = variantFiles(storageDir, ring);
    await rm(first?.file as string);
    expect(await renderImage(storageDir, ring)).toBe('rendered');
    const names = await readdir(path.join(storageDir, 'catalogue'));
    expect(names.filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(names).toContain(path.basename(first?.file as string));
  });
});
