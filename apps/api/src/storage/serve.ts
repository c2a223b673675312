import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import { isStorageName } from './names.js';
import type { PhotoStorage } from './photo-storage.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An error the error middleware answers with its 4xx status, as it does send's. */
const refusal = (status: number, message: string, base: Error = new Error(message)) =>
  Object.assign(base, { status, statusCode: status, expose: true });

/**
 * GET and HEAD of the files a storage holds under `folder`, mounted at /storage/<folder>: cached
 * forever (names carry a content hash), with the storage's ETag and a 304 when the client has it.
 * Refuses as send does: 400 for a bad escape, 403 for `..`, 404 for anything not there.
 */
export function serveFromStorage(storage: PhotoStorage, folder: string): RequestHandler {
  return async (req, res) => {
    let relative: string;
    try {
      relative = decodeURIComponent(req.path.slice(1));
    } catch (error) {
      throw refusal(400, 'bad escape', error instanceof URIError ? error : new URIError(String(error)));
    }
    if (relative.split(/[/\\]/).includes('..')) throw refusal(403, 'path climbs out of storage');
    const name = `${folder}/${relative}`;
    const file = isStorageName(name) ? await storage.get(name) : null;
    if (!file) throw refusal(404, 'not found');

    res.set('Cache-Control', IMMUTABLE);
    res.type(file.contentType);
    if (file.etag) res.set('ETag', file.etag);
    if (file.lastModified) res.set('Last-Modified', file.lastModified.toUTCString());
    if (req.fresh || req.method === 'HEAD') {
      file.body.destroy();
      if (req.fresh) res.status(304);
      else res.set('Content-Length', String(file.size));
      res.end();
      return;
    }
    res.set('Content-Length', String(file.size));
    // A storage failing mid-file: the error middleware, seeing the answer started, drops the connection.
    await pipeline(file.body, res);
  };
}
