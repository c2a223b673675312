import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import type { CatalogueReader } from '../db/catalogue-cache.js';

// A catalogue answer kept in memory is the same bytes for every shopper until the catalogue changes, yet
// Express would take it through a dozen middlewares (log, security headers, compression, cookies,
// anti-forgery, body checks, routing, validation, ETag hashing) on every request, and compress it again
// for every browser: many times what sending it costs. So an answer is kept ready to send: its ETag, and
// its bytes in every encoding the compression middleware could choose, compressed once when it is kept.
// One rule (`reply`) picks the variant by the request's Accept-Encoding as compression would, and answers
// a matching If-None-Match with a 304 as Express would; the route follows it through Express, and a GET
// of a URL the route has already answered from the cache is answered by the same rule before Express,
// with the same status, headers, bytes and request log line. Only a request Express could answer
// otherwise (one with a body to read or refuse) goes the long way.

/** The encodings the compression middleware chooses from, in its order of preference for ties. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;
const PREFERRED = ['br', 'gzip'];
type Encoding = (typeof ENCODINGS)[number];
/** negotiator's own signature: its published types lack the order of preference compression passes. */
interface EncodingNegotiator {
  encoding(available: readonly string[], preferred: readonly string[]): string | undefined;
}

/** compression's default threshold: a smaller body is never compressed, whatever the client accepts. */
const COMPRESSION_THRESHOLD = 1024;

// Done once per answer and catalogue change, off the event loop, but the first shopper after a change
// waits for it: on a listing's page (12 kB), brotli at 6 takes 2-5 ms for 2.6 kB, where 11 takes over
// 100 ms to save 7 % more (9 as slow, no smaller); gzip's densest level costs next to nothing.
const BROTLI_QUALITY = 6;
/** An answer's bytes compressed once to be kept, in each encoding compression could choose. */
export const compress: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  deflate: (body) => promisify(zlib.deflate)(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/**
 * A JSON answer ready to send again: its ETag and its bytes, and when it is to be kept, the same
 * compressed in each encoding compression could choose (none under its threshold), once.
 */
export class PreparedJson {
  readonly etag: string | undefined;
  readonly encoded: Readonly<Partial<Record<Encoding, Buffer>>> & { readonly identity: Buffer };

  private constructor(etag: string | undefined, encoded: PreparedJson['encoded']) {
    this.etag = etag;
    this.encoded = encoded;
  }

  /**
   * `etag`: the app's own ETag function (`app.get('etag fn')`), so the tag is the one Express makes.
   * `kept`: whether the answer will be sent again; one sent once is left to compression, which
   * compresses only the encoding its one client asks for.
   */
  static async prepare(text: string, etag: ((body: Buffer) => string) | undefined, kept: boolean) {
    const identity = Buffer.from(text, 'utf8');
    if (!kept || identity.length < COMPRESSION_THRESHOLD)
      return new PreparedJson(etag?.(identity), { identity });
    const [br, gzip, deflate] = await Promise.all([
      compress.br(identity),
      compress.gzip(identity),
      compress.deflate(identity),
    ]);
    return new PreparedJson(etag?.(identity), { identity, br, gzip, deflate });
  }
}

/**
 * Prepares the JSON text PostgreSQL wrote, with the ETag the app would give it, for `catalogue` to
 * keep: encoded in advance when the catalogue keeps answers (the cache), not when it reads every
 * answer afresh (`CATALOGUE_CACHE=false`).
 */
export function preparedJson(req: Request, text: string, catalogue: CatalogueReader): Promise<PreparedJson> {
  const etag = req.app.get('etag fn') as ((body: Buffer) => string) | undefined;
  return PreparedJson.prepare(text, etag, catalogue.peek !== undefined);
}

/** The encoding compression would choose among `available` for this request's Accept-Encoding. */
export function negotiatedEncoding(req: IncomingMessage, available: readonly string[]): string | undefined {
  return (new Negotiator(req) as unknown as EncodingNegotiator).encoding(available, PREFERRED);
}

interface Reply {
  status: 200 | 304;
  /** Set after the app's own headers, in this order. */
  headers: Array<[string, string]>;
  body: Buffer | undefined;
}

/**
 * How a prepared answer is sent for this request, by Express and before it alike: a 304 when the client
 * holds it already (If-None-Match, as Express's `req.fresh` judges it), else the variant compression would
 * have chosen for its Accept-Encoding (q-values and all), with the headers Express and compression set.
 */
function reply(req: IncomingMessage, answer: PreparedJson): Reply {
  const etag: Array<[string, string]> = answer.etag === undefined ? [] : [['ETag', answer.etag]];
  // compression names the header on every answer it could compress, whichever variant is sent.
  const vary: [string, string] = ['Vary', 'Accept-Encoding'];
  // Express judges freshness for GET and HEAD only: a POST's If-None-Match is answered in full.
  const conditional = req.method === 'GET' || req.method === 'HEAD';
  if (conditional && answer.etag !== undefined && fresh(req.headers, { etag: answer.etag })) {
    return { status: 304, headers: [...etag, vary], body: undefined };
  }
  const encoding = negotiatedEncoding(req, ENCODINGS) as Encoding | undefined;
  const encoded = (encoding && answer.encoded[encoding]) || answer.encoded.identity;
  return {
    status: 200,
    headers: [
      ['Content-Type', 'application/json; charset=utf-8'],
      ['Content-Length', String(encoded.length)],
      ...etag,
      vary,
      ...(encoded === answer.encoded.identity
        ? []
        : [['Content-Encoding', encoding as string] as [string, string]]),
    ],
    body: encoded,
  };
}

/**
 * Sends a prepared answer through Express, by the same rule as before it: compression finds a kept answer
 * encoded already (or too small, or not accepted) and leaves it; one read afresh it compresses as any
 * other. Its ETag is not hashed again.
 */
export function sendPrepared(req: Request, res: Response, answer: PreparedJson): void {
  const { status, headers, body } = reply(req, answer);
  for (const [name, value] of headers) res.setHeader(name, value);
  res.status(status).end(body);
}

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
   * Called by a route that has just sent the answer kept under `key` for this request: the next GET of
   * the same URL may be answered from it directly. Only GETs: a POST's key comes from its body.
   */
  remember(req: Request, key: string): void {
    if (req.method === 'GET' && this.catalogue.peek) this.keys.set(req.originalUrl, key);
  }

  /** Answers the request from the cache as Express would; false to let Express answer. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.url === undefined || hasBody(req)) return false;
    const key = this.keys.get(req.url);
    if (key === undefined) return false;
    const answer = this.catalogue.peek?.(key);
    if (!(answer instanceof PreparedJson)) return false;
    const started = Date.now();
    const { status, headers, body } = reply(req, answer);
    res.writeHead(status, [...(this.secure(req) ? this.secureHeaders : this.headers), ...headers.flat()]);
    res.end(body);
    this.log?.(req, status, Date.now() - started);
    return true;
  }
}

/** A body to read, which Express could refuse (its type, its size) before the route. */
function hasBody(req: IncomingMessage): boolean {
  const { 'transfer-encoding': chunked, 'content-length': length } = req.headers;
  return chunked !== undefined || (length !== undefined && length !== '0');
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
