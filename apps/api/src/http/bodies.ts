import { MESSAGES } from '@vitrine/contracts';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../app-error.js';

// The API reads two kinds of body: JSON (every route that takes one, express.json) and multipart forms
// (the routes that read forms: formFields, the photo upload). Anything else would reach a handler
// unread, be answered as if the request had no body, and the connection closed under a client still
// sending it (EPIPE, no answer). So a body is refused with 415 unless something is there to read it.

const UNSUPPORTED = () => new AppError('unsupported_media_type', MESSAGES.unsupportedBodyType);

/**
 * 415 for a body that is neither JSON nor a multipart form; a multipart form is left to the route:
 * one that reads forms parses it (and sets req.body), any other one is refused with 415 as soon as it
 * looks at req.body. Mount before the body parsers; the error handler reads off the refused body.
 */
export const acceptedBodies: RequestHandler = (req, _res, next) => {
  if (!carriesBody(req) || req.is('application/json')) {
    next();
    return;
  }
  if (!req.is('multipart/form-data')) throw UNSUPPORTED();
  Object.defineProperty(req, 'body', {
    configurable: true,
    enumerable: true,
    get: () => {
      throw UNSUPPORTED();
    },
    // The form parser's `req.body = …`: from then on an ordinary property.
    set: (value: unknown) => {
      Object.defineProperty(req, 'body', { value, configurable: true, enumerable: true, writable: true });
    },
  });
  next();
};

/** A body of at least one byte (an empty POST, `Content-Length: 0`, has none to refuse). */
function carriesBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}
