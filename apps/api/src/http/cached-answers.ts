import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { CatalogueReader } from '../db/catalogue-cache.js';

// A catalogue answer kept in memory is the same bytes for every shopper until the catalogue changes, yet
// Express would take it through a dozen middlewares (log, security headers, compression, cookies,
// anti-forgery, body checks, routing, validation, ETag hashing) on every request: ten times what sending
// it costs. So an answer is kept ready to send (bytes and ETag, computed once), and a plain GET of a URL
// the route has already answered from the cache is answered before Express, with the very status,
// headers and bytes Express would have sent, and the same request log line. Anything that could make
// Express answer differently (a condition, a body, compression) goes the long way.

/** A JSON answer ready to send again: its bytes and its ETag, computed once when it is kept. */
export class PreparedJson {
  readonly body: Buffer;
  readonly etag: string | undefined;

  /** `etag`: the app's own ETag function (`app.get('etag fn')`), so the tag is the one Express makes. */
  constructor(text: string, etag?: (body: Buffer) => string) {
    this.body = Buffer.from(text, 'utf8');
    this.etag = etag?.(this.body);
  }
}

/** Prepares the JSON text PostgreSQL wrote, with the ETag the app would give it. */
export function preparedJson(req: Request, text: string): PreparedJson {
  return new PreparedJson(text, req.app.get('etag fn') as ((body: Buffer) => string) | undefined);
}

/** Sends a prepared answer through Express: its ETag is not hashed again, the rest is as for any text. */
export function sendPrepared(res: Response, answer: PreparedJson): void {
  res.type('application/json');
  // In the order Express sets them (Content-Length, then ETag), which it keeps when it sets them again.
  res.setHeader('Content-Length', answer.body.length);
  if (answer.etag !== undefined) res.setHeader('ETag', answer.etag);
  res.send(answer.body);
}

/** compression's default threshold: a smaller body is never compressed, whatever the client accepts. */
const COMPRESSION_THRESHOLD = 1024;
/** The URLs remembered (a URL is a few dozen bytes): as many as the catalogue cache keeps answers. */
const MAX_URLS = 2_000;

type Headers = ReadonlyArray<readonly [string, string]>;

export interface CachedAnswersOptions {
  catalogue: CatalogueReader;
  /** Every header the app's middlewares set on an API answer before the route (security, Cache-Control). */
  headers: Headers;
  /** The same over HTTPS (HSTS among them). */
  secureHeaders: Headers;
  /** Whether Express would see the request as HTTPS (`req.secure`: see requestIsSecure). */
  secure: (req: IncomingMessage) => boolean;
  /** Writes the request log line, as the request logger would have (`undefined`: not logged). */
  log?: (req: IncomingMessage, statusCode: number, responseTimeMs: number) => void;
}

export class CachedAnswers {
  /** URL of a GET already answered from the cache → the cache key its route read. */
  private readonly keys = new LRUCache<string, string>({ max: MAX_URLS });
  private readonly catalogue: CatalogueReader;
  private readonly headers: string[];
  private readonly secureHeaders: string[];
  private readonly secure: (req: IncomingMessage) => boolean;
  private readonly log: CachedAnswersOptions['log'];

  constructor({ catalogue, headers, secureHeaders, secure, log }: CachedAnswersOptions) {
    this.catalogue = catalogue;
    this.headers = headers.flat();
    this.secureHeaders = secureHeaders.flat();
    this.secure = secure;
    this.log = log;
  }

  /**
   * Called by a route that has just sent the answer kept under `key` for this request: the next plain GET
   * of the same URL may be answered from it directly. Only GETs: a POST's key comes from its body.
   */
  remember(req: Request, key: string): void {
    if (req.method === 'GET' && this.catalogue.peek) this.keys.set(req.originalUrl, key);
  }

  /** Answers the request from the cache if Express would send exactly that; false to let Express answer. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const key = this.keys.get(req.url);
    if (key === undefined) return false;
    const answer = this.catalogue.peek?.(key);
    if (!(answer instanceof PreparedJson) || !plain(req, answer.body.length)) return false;
    const started = Date.now();
    const headers = [
      ...(this.secure(req) ? this.secureHeaders : this.headers),
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(answer.body.length),
    ];
    if (answer.etag !== undefined) headers.push('ETag', answer.etag);
    // compression names the header on every answer it could compress, compressed or not.
    headers.push('Vary', 'Accept-Encoding');
    res.writeHead(200, headers).end(answer.body);
    this.log?.(req, 200, Date.now() - started);
    return true;
  }
}

/**
 * A request Express would answer with the kept bytes as they are: no condition to check (ETag, date),
 * no body to read or refuse, and nothing compression would compress.
 */
function plain(req: IncomingMessage, bytes: number): boolean {
  const headers = req.headers;
  if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return false;
  if (headers['transfer-encoding'] !== undefined) return false;
  if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return false;
  const encoding = headers['accept-encoding'];
  return (
    bytes < COMPRESSION_THRESHOLD || encoding === undefined || encoding === '' || encoding === 'identity'
  );
}

/**
 * Express's `req.secure`: HTTPS on the socket, or in X-Forwarded-Proto from a proxy the app trusts
 * (`trust`: the app's `trust proxy fn`).
 */
export function requestIsSecure(
  req: IncomingMessage,
  trust: (address: string | undefined, hop: number) => boolean,
): boolean {
  const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress, 0)) return own === 'https';
  const header = req.headers['x-forwarded-proto'];
  const forwarded = (Array.isArray(header) ? header[0] : header) || own;
  const comma = forwarded.indexOf(',');
  return (comma === -1 ? forwarded : forwarded.substring(0, comma)).trim() === 'https';
}

/**
 * The headers a middleware such as helmet sets on every answer, computed once by running it on a blank
 * response: it is then enough to set them, in the same order (see securityHeaders).
 */
export function headersOf(middleware: RequestHandler): Array<[string, string]> {
  const headers = new Map<string, [string, string]>();
  let called = false;
  const res = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), [name, String(value)]);
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase())?.[1];
    },
  };
  middleware({ method: 'GET', headers: {} } as Request, res as unknown as Response, () => {
    called = true;
  });
  if (!called) throw new Error('the middleware did not pass the request on at once');
  return [...headers.values()];
}

/** Sets headers computed once (headersOf) on every answer. */
export function fixedHeaders(headers: ReadonlyArray<readonly [string, string]>): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
