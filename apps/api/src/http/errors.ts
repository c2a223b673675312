import { ERROR_STATUS, MESSAGES } from '@vitrine/contracts';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { AppError } from '../app-error.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_S = 5;

export const apiNotFound: RequestHandler = () => {
  throw new AppError('not_found', MESSAGES.routeNotFound);
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The single error middleware: AppError by its kind; the database being away → 503 with Retry-After;
 * any 4xx raised by Express or its middlewares (body-parser, send, the router) keeps its status with a
 * French message; everything else is a 500 that says nothing of its cause.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    // Part of the answer is already on its way (a file cut short): the connection cannot be reused.
    req.log?.warn({ reason: reasonOf(error) }, 'error after the response started');
    res.destroy();
    return;
  }
  const answer = answerFor(error, req);
  afterBody(req, res, () => {
    // A file that failed to be sent (412, 416 …) has already described itself: the error is not it.
    for (const header of FILE_HEADERS) res.removeHeader(header);
    if (answer.status !== 416) res.removeHeader('Content-Range');
    res.set('Cache-Control', 'no-store');
    if (answer.status === 503) res.set('Retry-After', String(RETRY_AFTER_S));
    res.status(answer.status).json(answer.body);
  });
};

/**
 * Bytes of a refused request's body read off before answering, so that the connection can be kept:
 * more than any JSON or form the API reads. Past it (a refused upload, a hostile body) reading on
 * would cost more than a new connection.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Runs `send` once the rest of the request's body has been read and dropped, as body-parser does
 * before its own 4xx: a client still sending when it is refused early (no owner session, fields
 * refused before a form is read) would otherwise see the connection closed under it (EPIPE) instead
 * of the answer. A body past DRAIN_LIMIT_BYTES is not waited for: the answer goes at once with
 * `Connection: close`, and the server closes the connection gracefully (http/server.ts). Node's
 * request timeout bounds the wait.
 */
function afterBody(req: Request, res: Response, send: () => void): void {
  if (req.complete) {
    send();
    return;
  }
  let sent = false;
  const once = () => {
    if (sent) return;
    sent = true;
    req.off('data', count);
    send();
  };
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > DRAIN_LIMIT_BYTES) tooMuch();
  };
  const tooMuch = () => {
    res.set('Connection', 'close');
    once();
  };
  if (Number(req.headers['content-length']) > DRAIN_LIMIT_BYTES) {
    tooMuch();
    return;
  }
  req.once('end', once);
  req.once('close', once);
  req.on('data', count);
  req.resume();
}

const FILE_HEADERS = ['Content-Type', 'Content-Disposition', 'ETag', 'Last-Modified', 'Accept-Ranges'];

function answerFor(error: unknown, req: Request): Answer {
  if (error instanceof AppError) {
    return { status: ERROR_STATUS[error.kind], body: { message: error.message, ...error.body } };
  }
  if (isDatabaseUnavailable(error)) {
    // One line, no stack: an outage fails every request the same way.
    req.log?.warn({ reason: reasonOf(error) }, 'database unavailable');
    return { status: 503, body: { message: MESSAGES.databaseUnavailable } };
  }
  const status = clientErrorStatus(error);
  if (status !== undefined) {
    // The client's mistake, not ours: no stack, and below the default level so it cannot flood the log.
    req.log?.debug({ status, reason: reasonOf(error) }, 'request refused');
    return { status, body: { message: clientErrorMessage(error, status) } };
  }
  req.log?.error({ err: error }, 'unhandled error');
  return { status: 500, body: { message: MESSAGES.internalError } };
}

/** The 4xx status of an http-errors error (body-parser, send, router), if it is one. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && Number.isInteger(code) && code >= 400 && code <= 499 ? code : undefined;
}

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: MESSAGES.badRequest,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  408: MESSAGES.requestTimeout,
  412: MESSAGES.preconditionFailed,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedEncoding,
  416: MESSAGES.rangeNotSatisfiable,
};

function clientErrorMessage(error: unknown, status: number): string {
  // The router's "Failed to decode param" and send's decoding failure are URIErrors.
  if (error instanceof URIError) return MESSAGES.badUrlEncoding;
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.parse.failed') return MESSAGES.invalidJson;
  // zlib's codes (Z_DATA_ERROR, Z_BUF_ERROR): a compressed body that does not decompress.
  if (String((error as { code?: unknown }).code).startsWith('Z_')) return MESSAGES.unreadableBody;
  return MESSAGE_BY_STATUS[status] ?? MESSAGES.badRequest;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
