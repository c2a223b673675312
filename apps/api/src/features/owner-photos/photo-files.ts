import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS, variantUrl } from '@vitrine/contracts';
import type { EncodedPhoto } from './photo-encoding.js';

// An article's photos live in /storage/articles/<article id>/<hash>-<width>.<format>; the URL stored
// is the 800 px WebP, the shape the storefront's responsiveImage turns into a srcset.

const FOLDER = 'articles';
const STORED_URL = /^\/storage\/articles\/(\d+)\/([0-9a-f]{16})-800\.webp$/;

/** The URL stored in the database for a photo of an article. */
export function photoUrl(articleId: number, photo: Pick<EncodedPhoto, 'name'>): string {
  return variantUrl(`/storage/${FOLDER}/${articleId}/${photo.name}`);
}

function articleFolder(storageDir: string, articleId: number): string {
  return path.join(storageDir, FOLDER, String(articleId));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes every variant of the photos, each under a temporary name then renamed, so a reader never
 * sees half a file. Returns the files this call created (a photo uploaded twice already has its files);
 * on failure removes them itself and rethrows.
 */
export async function writePhotoFiles(
  storageDir: string,
  articleId: number,
  photos: readonly EncodedPhoto[],
): Promise<string[]> {
  const folder = articleFolder(storageDir, articleId);
  const created: string[] = [];
  try {
    if (!(await exists(folder))) {
      await mkdir(folder, { recursive: true });
      created.push(folder);
    }
    for (const photo of photos) {
      for (const { width, format, data } of photo.variants) {
        const file = path.join(folder, `${photo.name}-${width}.${format}`);
        const isNew = !(await exists(file));
        const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
        try {
          await writeFile(partial, data);
          await rename(partial, file);
        } finally {
          await rm(partial, { force: true });
        }
        if (isNew) created.push(file);
      }
    }
    return created;
  } catch (error) {
    await removeCreated(created);
    throw error;
  }
}

/** Undoes writePhotoFiles: its files, then its folder (last, once empty). */
export async function removeCreated(created: readonly string[]): Promise<void> {
  for (const file of [...created].reverse()) await rm(file, { recursive: true, force: true });
}

/**
 * Removes every variant of a stored photo URL. URLs the uploads did not make (the demo drawings, an
 * image linked by hand) are left alone.
 */
export async function removePhotoFiles(storageDir: string, url: string): Promise<void> {
  const match = STORED_URL.exec(url);
  if (!match) return;
  const [, articleId, name] = match;
  const folder = articleFolder(storageDir, Number(articleId));
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) {
      await rm(path.join(folder, `${name}-${width}.${format}`), { force: true });
    }
  }
}
