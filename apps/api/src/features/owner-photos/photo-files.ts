import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, variantUrl } from '@vitrine/contracts';
import { PHOTOS_FOLDER, type PhotoStorage } from '../../storage/photo-storage.js';
import type { EncodedPhoto } from './photo-encoding.js';

// An article's photos are stored as articles/<article id>/<hash>-<width>.<format> (in the storage
// folder or the bucket) and served at /storage/articles/…; the URL stored is the 800 px WebP, the
// shape the storefront's responsiveImage turns into a srcset.

const STORED_URL = /^\/storage\/articles\/(\d+)\/([0-9a-f]{16})-800\.webp$/;

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The URL stored in the database for a photo of an article. */
export function photoUrl(articleId: number, photo: Pick<EncodedPhoto, 'name'>): string {
  return variantUrl(`/storage/${PHOTOS_FOLDER}/${articleId}/${photo.name}`);
}

const variantName = (articleId: number, stem: string, width: number, format: ImageFormat) =>
  `${PHOTOS_FOLDER}/${articleId}/${stem}-${width}.${format}`;

/**
 * Stores every variant of the photos (a photo's variants side by side). Returns the names this call
 * created (a photo uploaded twice already has its files); on failure removes them itself and rethrows.
 */
export async function writePhotoFiles(
  storage: PhotoStorage,
  articleId: number,
  photos: readonly EncodedPhoto[],
): Promise<string[]> {
  const created: string[] = [];
  try {
    for (const photo of photos) {
      const results = await Promise.allSettled(
        photo.variants.map(async ({ width, format, data }) => {
          const name = variantName(articleId, photo.name, width, format);
          const isNew = !(await storage.has(name));
          await storage.put(name, data, CONTENT_TYPES[format]);
          if (isNew) created.push(name);
        }),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    return created;
  } catch (error) {
    await removeCreated(storage, created);
    throw error;
  }
}

/** Undoes writePhotoFiles. */
export async function removeCreated(storage: PhotoStorage, created: readonly string[]): Promise<void> {
  await Promise.all(created.map((name) => storage.remove(name)));
}

/**
 * Removes every variant of a stored photo URL. URLs the uploads did not make (the demo drawings, an
 * image linked by hand) are left alone.
 */
export async function removePhotoFiles(storage: PhotoStorage, url: string): Promise<void> {
  const match = STORED_URL.exec(url);
  if (!match) return;
  const [, articleId, stem] = match as unknown as [string, string, string];
  await Promise.all(
    IMAGE_WIDTHS.flatMap((width) =>
      IMAGE_FORMATS.map((format) => storage.remove(variantName(Number(articleId), stem, width, format))),
    ),
  );
}
