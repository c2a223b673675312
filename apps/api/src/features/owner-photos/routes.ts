import { MESSAGES, OWNER_UPLOAD } from '@vitrine/contracts';
import { type RequestHandler, Router } from 'express';
import multer from 'multer';
import { AppError } from '../../app-error.js';
import { mount } from '../../http/mount.js';
import {
  addPhotos,
  articlePhotos,
  listArticles,
  type PhotoDeps,
  removePhoto,
  reorderPhotos,
  uploadRefused,
} from './service.js';

const MEGABYTE = 1024 * 1024;

/** The owner's photo routes, mounted inside /api/owner behind its session guard. */
export function ownerPhotoRoutes(deps: PhotoDeps): Router {
  const router = Router();
  mount(router, 'listOwnerArticles', async ({ query: { q } }, _req, res) => {
    res.json(await listArticles(deps.db, q));
  });
  mount(router, 'getArticlePhotos', async ({ params }, _req, res) => {
    res.json(await articlePhotos(deps.db, params.id));
  });
  mount(
    router,
    'addArticlePhotos',
    async ({ params }, req, res) => {
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      const article = await addPhotos(
        deps,
        params.id,
        files.map((file) => ({ name: file.originalname, bytes: file.buffer })),
      );
      res.status(201).json(article);
    },
    { before: [receivePhotos] },
  );
  mount(router, 'reorderArticlePhotos', async ({ params, body: { ids } }, _req, res) => {
    res.json(await reorderPhotos(deps.db, params.id, ids));
  });
  mount(router, 'removeArticlePhoto', async ({ params }, _req, res) => {
    res.json(await removePhoto(deps, params.id, params.imageId));
  });
  return router;
}

// Held in memory (at most maxFiles × maxBytes, behind the owner's session): the bytes are re-encoded,
// never stored as sent. One field, files only.
const parsePhotos = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: OWNER_UPLOAD.maxBytes,
    files: OWNER_UPLOAD.maxFiles,
    fields: 0,
    parts: OWNER_UPLOAD.maxFiles + 1,
    fieldNameSize: 100,
    headerPairs: 20,
  },
}).array(OWNER_UPLOAD.field, OWNER_UPLOAD.maxFiles);

const receivePhotos: RequestHandler = (req, res, next) => {
  parsePhotos(req, res, (error?: unknown) => next(error === undefined ? undefined : uploadError(error)));
};

function uploadError(error: unknown): AppError {
  switch ((error as { code?: unknown }).code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError('too_large', MESSAGES.uploadTooLarge(OWNER_UPLOAD.maxBytes / MEGABYTE));
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_PART_COUNT':
      return uploadRefused(MESSAGES.uploadTooMany(OWNER_UPLOAD.maxFiles));
    default:
      // Another field, a file under another name, a body that is not readable multipart.
      return new AppError('bad_request', MESSAGES.invalidMultipart);
  }
}
