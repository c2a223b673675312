import { MESSAGES, OWNER_UPLOAD, type OwnerArticlePhotos } from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import type { PhotoStorage } from '../../storage/photo-storage.js';
import { type EncodedPhoto, encodePhoto, PhotoRefusal, type PhotoRefusalReason } from './photo-encoding.js';
import { photoUrl, removeCreated, removePhotoFiles, writePhotoFiles } from './photo-files.js';
import {
  appendPhotos,
  articleExists,
  deletePhoto,
  findArticlePhotos,
  findArticlesWithPhotos,
  isUrlInUse,
  lockArticle,
  setPhotoPositions,
  syncMainImage,
} from './repository.js';

export interface PhotoDeps {
  db: Db;
  /** Where the photos' files go: the storage folder, or a bucket (served at /storage/articles). */
  photos: PhotoStorage;
}

export interface UploadedFile {
  /** The name on the owner's device, to say which photo was refused. */
  name: string;
  bytes: Buffer;
}

// Storing a few photos' files happens inside the transaction (the article stays locked meanwhile).
const TRANSACTION_OPTIONS = { timeout: 30_000, maxWait: 10_000 };

const REFUSAL_MESSAGES: Record<PhotoRefusalReason, string> = {
  not_image: MESSAGES.uploadNotImage,
  unreadable: MESSAGES.uploadUnreadable,
  too_many_pixels: MESSAGES.uploadTooManyPixels(OWNER_UPLOAD.maxMegapixels),
  bad_shape: MESSAGES.uploadBadShape(OWNER_UPLOAD.maxSide, OWNER_UPLOAD.maxAspect),
};

/** A 422 about the `images` field, naming the file when there is one. */
export function uploadRefused(message: string, file?: string): AppError {
  return new AppError('invalid_data', message, {
    errors: { [OWNER_UPLOAD.field]: [message] },
    ...(file === undefined ? {} : { file: file.slice(0, 200) }),
  });
}

const articleNotFound = () => new AppError('not_found', MESSAGES.articleNotFound);

/** Articles to choose from in the console: `q` in their name, or the latest ones. */
export function listArticles(db: Db, q: string | undefined): Promise<OwnerArticlePhotos[]> {
  return findArticlesWithPhotos(db, q);
}

export async function articlePhotos(db: Db, articleId: number): Promise<OwnerArticlePhotos> {
  const article = await findArticlePhotos(db, articleId);
  if (!article) throw articleNotFound();
  return article;
}

/**
 * Adds photos after the article's last ones. Every file is checked and encoded before anything is
 * written; then the files, then the rows in one transaction. Any failure leaves no row and no file.
 */
export async function addPhotos(
  { db, photos: storage }: PhotoDeps,
  articleId: number,
  files: readonly UploadedFile[],
): Promise<OwnerArticlePhotos> {
  if (files.length === 0) throw uploadRefused(MESSAGES.uploadRequired);
  if (!(await articleExists(db, articleId))) throw articleNotFound();
  const photos: EncodedPhoto[] = [];
  for (const file of files) {
    photos.push(
      await encodePhoto(file.bytes).catch((error: unknown) => {
        if (error instanceof PhotoRefusal) throw uploadRefused(REFUSAL_MESSAGES[error.reason], file.name);
        throw error;
      }),
    );
  }
  let created: string[] = [];
  try {
    return await db.$transaction(async (tx) => {
      if (!(await lockArticle(tx, articleId))) throw articleNotFound();
      created = await writePhotoFiles(storage, articleId, photos);
      await appendPhotos(
        tx,
        articleId,
        photos.map((photo) => photoUrl(articleId, photo)),
      );
      await syncMainImage(tx, articleId);
      return (await findArticlePhotos(tx, articleId)) as OwnerArticlePhotos;
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    await removeCreated(storage, created);
    throw error;
  }
}

/** Puts the photos in the order of `ids` (all of the article's, each once); the first is the main one. */
export async function reorderPhotos(db: Db, articleId: number, ids: readonly number[]) {
  return db.$transaction(async (tx) => {
    if (!(await lockArticle(tx, articleId))) throw articleNotFound();
    const current = (await findArticlePhotos(tx, articleId))?.images.map((image) => image.id) ?? [];
    const sameSet =
      new Set(ids).size === ids.length &&
      ids.length === current.length &&
      current.every((id) => ids.includes(id));
    // The same answer as the contract's own refusals of `ids`.
    if (!sameSet) {
      throw AppError.invalid({
        message: MESSAGES.validationFailed,
        errors: { ids: [MESSAGES.photoOrderInvalid] },
      });
    }
    await setPhotoPositions(tx, articleId, ids);
    await syncMainImage(tx, articleId);
    return (await findArticlePhotos(tx, articleId)) as OwnerArticlePhotos;
  });
}

/**
 * Removes a photo; the next one becomes the main photo ('' when none is left). Its files go once no
 * article shows it any more.
 */
export async function removePhoto({ db, photos: storage }: PhotoDeps, articleId: number, imageId: number) {
  return db.$transaction(async (tx) => {
    if (!(await lockArticle(tx, articleId))) throw articleNotFound();
    const url = await deletePhoto(tx, articleId, imageId);
    if (url === undefined) throw new AppError('not_found', MESSAGES.photoNotFound);
    await syncMainImage(tx, articleId);
    // Still under the article's lock: an upload of the same photo cannot slip in between.
    if (!(await isUrlInUse(tx, url))) await removePhotoFiles(storage, url);
    return (await findArticlePhotos(tx, articleId)) as OwnerArticlePhotos;
  }, TRANSACTION_OPTIONS);
}
