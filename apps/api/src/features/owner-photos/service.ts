import { MESSAGES, OWNER_UPLOAD, type OwnerArticlePhotos } from '@vitrine/contracts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { AppError } from '../../app-error.js';
import type { DB } from '../../db/kysely.js';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import { enqueue, type TaskList } from '../../jobs/queue.js';
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
  /** Where a failed clean-up is said. */
  logger?: Logger;
}

export interface UploadedFile {
  /** The name on the owner's device, to say which photo was refused. */
  name: string;
  bytes: Buffer;
}

// Files and rows are never written together: an upload's files are stored before the transaction that
// records them (a failed one takes them back), a removed photo's files are deleted by a job its
// transaction enqueues, so only after the commit and retried when the storage fails.

/** The queue's task that deletes a photo's files once no article shows it. */
export const DELETE_PHOTO_FILES_TASK = 'delete-photo-files';

/** The photo tasks, registered by the composition root. */
export function photoTasks({ db, photos: storage }: PhotoDeps): TaskList {
  return {
    [DELETE_PHOTO_FILES_TASK]: async (payload) => {
      const { url } = payload as { url: string };
      // An upload of the same photo since: its files are in use again.
      if (!(await isUrlInUse(db.kysely, url))) await removePhotoFiles(storage, url);
    },
  };
}

const deletePhotoFilesLater = (db: Kysely<DB>, urls: readonly string[]) =>
  enqueue(
    db,
    DELETE_PHOTO_FILES_TASK,
    urls.map((url) => ({ url })),
  );

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
  return findArticlesWithPhotos(db.kysely, q);
}

export async function articlePhotos(db: Db, articleId: number): Promise<OwnerArticlePhotos> {
  const article = await findArticlePhotos(db.kysely, articleId);
  if (!article) throw articleNotFound();
  return article;
}

/**
 * Adds photos after the article's last ones. Every file is checked and encoded before anything is
 * written; then the files, then the rows in one transaction. Any failure leaves no row, and the files
 * it wrote are taken back (by a job when the storage refuses at once).
 */
export async function addPhotos(
  { db, photos: storage, logger }: PhotoDeps,
  articleId: number,
  files: readonly UploadedFile[],
): Promise<OwnerArticlePhotos> {
  if (files.length === 0) throw uploadRefused(MESSAGES.uploadRequired);
  if (!(await articleExists(db.kysely, articleId))) throw articleNotFound();
  const photos: EncodedPhoto[] = [];
  for (const file of files) {
    photos.push(
      await encodePhoto(file.bytes).catch((error: unknown) => {
        if (error instanceof PhotoRefusal) throw uploadRefused(REFUSAL_MESSAGES[error.reason], file.name);
        throw error;
      }),
    );
  }
  const urls = photos.map((photo) => photoUrl(articleId, photo));
  const created = await writePhotoFiles(storage, articleId, photos);
  try {
    return await withTransaction(db.kysely, async (trx) => {
      if (!(await lockArticle(trx, articleId))) throw articleNotFound();
      await appendPhotos(trx, articleId, urls);
      await syncMainImage(trx, articleId);
      return (await findArticlePhotos(trx, articleId)) as OwnerArticlePhotos;
    });
  } catch (error) {
    await removeCreated(storage, created).catch(async (removeError: unknown) => {
      logger?.warn({ err: removeError, urls }, 'Photos: files of a failed upload not removed, queued');
      await deletePhotoFilesLater(db.kysely, urls).catch((queueError: unknown) =>
        logger?.error({ err: queueError, urls }, 'Photos: files of a failed upload left in the storage'),
      );
    });
    throw error;
  }
}

/** Puts the photos in the order of `ids` (all of the article's, each once); the first is the main one. */
export async function reorderPhotos(db: Db, articleId: number, ids: readonly number[]) {
  return withTransaction(db.kysely, async (trx) => {
    if (!(await lockArticle(trx, articleId))) throw articleNotFound();
    const current = (await findArticlePhotos(trx, articleId))?.images.map((image) => image.id) ?? [];
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
    await setPhotoPositions(trx, articleId, ids);
    await syncMainImage(trx, articleId);
    return (await findArticlePhotos(trx, articleId)) as OwnerArticlePhotos;
  });
}

/**
 * Removes a photo; the next one becomes the main photo ('' when none is left). Its files go once no
 * article shows it any more, by a job that runs after the commit.
 */
export async function removePhoto({ db }: PhotoDeps, articleId: number, imageId: number) {
  return withTransaction(db.kysely, async (trx) => {
    if (!(await lockArticle(trx, articleId))) throw articleNotFound();
    const url = await deletePhoto(trx, articleId, imageId);
    if (url === undefined) throw new AppError('not_found', MESSAGES.photoNotFound);
    await syncMainImage(trx, articleId);
    if (!(await isUrlInUse(trx, url))) await deletePhotoFilesLater(trx, [url]);
    return (await findArticlePhotos(trx, articleId)) as OwnerArticlePhotos;
  });
}
