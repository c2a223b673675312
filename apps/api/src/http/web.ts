import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { IMAGE_FORMATS, IMAGE_WIDTHS, MESSAGES } from '@vitrine/contracts';
import express, { type RequestHandler, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { AppError } from '../app-error.js';
import { type CatalogueReader, UNCACHED } from '../db/catalogue-cache.js';
import { FolderStorage } from '../storage/folder-storage.js';
import { PHOTOS_FOLDER, type PhotoStorage } from '../storage/photo-storage.js';
import { serveFromStorage } from '../storage/serve.js';
import { compress, negotiatedEncoding } from './cached-answers.js';
import type { ImagesStatus } from './health.js';
import { type InlineStyleSheet, withInlineStyleSheet } from './inline-style-sheet.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The storefront's server renderer, as its build exports it (apps/web/src/entry-server.tsx). */
interface Renderer {
  pageAddress: (url: URL) => Promise<URL>;
  render: (request: {
    url: URL;
    fetchApi: (path: string, init?: RequestInit) => Promise<Response>;
  }) => Promise<{ status: number; location: string } | { status: number; html: string }>;
}
type CreateRenderer = (build: { template: string; manifest: unknown }) => Renderer;

/** The demo drawings being drawn in the background, if any (see main.ts). */
export interface DemoImages {
  /** Reported by /api/health. */
  status: () => ImagesStatus;
  /** The storage folders of the drawings, each with the SVG answered for a drawing not yet there. */
  placeholders: Readonly<Record<string, string>>;
}

/** A variant of a drawing in those folders: `/<folder>/<stem>-<hash>-<width>.<format>`. */
function drawingPath(folders: readonly string[]): RegExp {
  return new RegExp(
    `^/(${folders.join('|')})/[a-z0-9-]+-[0-9a-f]{8}-(${IMAGE_WIDTHS.join('|')})\\.(${IMAGE_FORMATS.join('|')})$`,
  );
}

/**
 * While the demo drawings are still being rendered (the first minutes of a first start), a drawing
 * not yet on disk is answered with its folder's placeholder instead of a 404: never cached, so the real
 * drawing shows as soon as it exists. Any other missing file stays a 404.
 */
function placeholderWhileRendering(storageDir: string, demo: DemoImages): RequestHandler {
  const placeholders = new Map(Object.entries(demo.placeholders));
  const pattern = drawingPath([...placeholders.keys()]);
  return (req, res, next) => {
    const match = pattern.exec(req.path);
    const placeholder = match && placeholders.get(match[1] as string);
    if (
      demo.status() !== 'rendering' ||
      !placeholder ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      // The pattern admits no `..`, so the path stays inside the storage folder.
      existsSync(path.join(storageDir, req.path))
    ) {
      next();
      return;
    }
    res.status(200).type('image/svg+xml').set('Cache-Control', 'no-store').send(placeholder);
  };
}

/** Files are only read: any other method is a 405 in French (serve-static would answer it empty). */
const readOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    next();
    return;
  }
  res.set('Allow', 'GET, HEAD');
  throw new AppError('method_not_allowed', MESSAGES.methodNotAllowed);
};

/**
 * Images under /storage never change under one name (their names carry a content hash). Nothing falls
 * through: a missing file is a 404, and send's other refusals (403 for `..`, 400 for a bad escape,
 * 412, 416) reach the error middleware with their status.
 *
 * The folder holds the demo drawings; the owner's photos (/storage/articles/…) are read from `photos`
 * when it is anything but that same folder (a bucket), with the same caching, ETag and refusals.
 */
export function storageRoutes(storageDir: string, demoImages?: DemoImages, photos?: PhotoStorage): Router {
  const router = Router();
  const inStorageFolder = photos instanceof FolderStorage && photos.root === path.resolve(storageDir);
  if (photos && !inStorageFolder) {
    router.use(`/storage/${PHOTOS_FOLDER}`, readOnly, serveFromStorage(photos, PHOTOS_FOLDER));
  }
  router.use(
    '/storage',
    readOnly,
    ...(demoImages ? [placeholderWhileRendering(storageDir, demoImages)] : []),
    express.static(storageDir, { index: false, immutable: true, maxAge: '365d', fallthrough: false }),
  );
  return router;
}

/** The owner console's pages (`/gestion`, `/gestion/…`). */
export const isOwnerConsole = (pathname: string) => /^\/gestion(\/|$)/i.test(pathname);

/**
 * A rendered page as kept: its status, its HTML (or where it redirects), the HTML's ETag, and when it is
 * kept for the next visitors, the page as sent (its style sheet inside) compressed once, as browsers
 * take it. Compressed per request, a page with its sheet (150 kB) cost more than rendering it again.
 */
type PageAnswer =
  | { status: number; location: string }
  | { status: number; html: string; etag: string; compressed?: Record<PageEncoding, Buffer> };
type PageEncoding = (typeof PAGE_ENCODINGS)[number];
const PAGE_ENCODINGS = ['br', 'gzip'] as const;

async function compressPage(page: string): Promise<Record<PageEncoding, Buffer>> {
  const body = Buffer.from(page, 'utf8');
  const [br, gzip] = await Promise.all([compress.br(body), compress.gzip(body)]);
  return { br, gzip };
}

/**
 * A page's address: the shop's public origin, then the request's path and query as sent. Never its
 * Host, nor a `//host` path read as one (its canonical and preview links would name that site).
 */
export const pageUrl = (publicUrl: string, target: string): URL =>
  new URL(`${publicUrl}${target.startsWith('/') ? '' : '/'}${target}`);

const loopbackHost = (address: string) => (address.includes(':') ? `[${address}]` : address);

/**
 * The built storefront: hashed assets cached forever; every storefront page rendered on the server
 * (its first screen, head and state, see the storefront's entry-server.tsx), kept with the catalogue's
 * answers and forgotten with them; the owner's console, which only its owner reads, as the plain
 * index.html its script fills.
 */
export function webRoutes(
  webDir: string,
  {
    publicUrl,
    pages = UNCACHED,
    styleSheet,
    log,
  }: {
    publicUrl: string;
    pages?: CatalogueReader;
    /** The style sheet sent inside each rendered page (see inline-style-sheet.ts). */
    styleSheet?: InlineStyleSheet;
    log?: (error: unknown) => void;
  },
): Router {
  const router = Router();
  const indexHtml = path.join(webDir, 'index.html');
  const renderer = loadRenderer(webDir);
  // Pages kept for the next visitors are compressed once; read afresh for each, compression does it.
  const keepsPages = pages !== UNCACHED;
  // The build's scripts and style sheets as it compressed them (brotli or gzip at their best, see the
  // storefront's vite.config.ts), by the browser's Accept-Encoding; the compression middleware leaves
  // an answer already encoded as it is.
  const builtFiles = expressStaticGzip(webDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
        );
      },
    },
  });
  router.use((req, res, next) => {
    // A path that does not decode gets the shop's French 400, not express-static-gzip's own English one.
    try {
      decodeURIComponent(req.path);
    } catch (error) {
      next(Object.assign(error as URIError, { status: 400 }));
      return;
    }
    builtFiles(req, res, next);
  });
  router.get('/{*path}', async (req, res) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send(MESSAGES.shopNotBuilt);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const render = isOwnerConsole(req.path) ? undefined : await renderer;
    if (!render) {
      // The owner console is nobody's search result (robots.txt also keeps crawlers out of it).
      if (isOwnerConsole(req.path)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.sendFile(indexHtml);
      return;
    }
    // The page reads the shop's API as the browser would, over this very connection's address.
    const api = `http://${loopbackHost(req.socket.localAddress ?? '127.0.0.1')}:${req.socket.localPort}/api`;
    // Rendered at its canonical address, and kept under it: a parameter no page reads (a tracker's, a
    // random one) is served the cached page and never fills the shelf with copies of it.
    const answer = await render
      .pageAddress(pageUrl(publicUrl, req.originalUrl))
      .then((url) =>
        pages.get<PageAnswer>(`page ${url.pathname}${url.search}`, async () => {
          const rendered = await render.render({
            url,
            fetchApi: (apiPath, init) => fetch(`${api}${apiPath}`, { ...init, headers: RENDER_HEADERS }),
          });
          if (!('html' in rendered)) return rendered;
          const page = { ...rendered, etag: htmlEtag(rendered.html) };
          return keepsPages
            ? { ...page, compressed: await compressPage(withInlineStyleSheet(rendered.html, styleSheet)) }
            : page;
        }),
      )
      .catch((error: unknown) => {
        // The storefront still works drawn by the browser: a rendering fault costs the first paint only.
        log?.(error);
        return undefined;
      });
    if (!answer) {
      res.sendFile(indexHtml);
      return;
    }
    if (!('html' in answer)) {
      res.redirect(answer.status, answer.location);
      return;
    }
    res.status(answer.status).setHeader('ETag', answer.etag).type('html');
    if (answer.status === 200 && req.fresh) {
      res.status(304).end();
      return;
    }
    const negotiated = negotiatedEncoding(req, [...PAGE_ENCODINGS, 'identity']);
    const encoding = PAGE_ENCODINGS.find((name) => name === negotiated);
    const compressed = encoding && answer.compressed?.[encoding];
    if (encoding && compressed) {
      // Sent as it is: the compression middleware leaves an answer that names its encoding.
      res.setHeader('Vary', 'Accept-Encoding').setHeader('Content-Encoding', encoding);
      res.send(compressed);
      return;
    }
    res.send(withInlineStyleSheet(answer.html, styleSheet));
  });
  return router;
}

/** Marks the renderer's own reads, which the request log leaves out (the page's line says it all). */
export const RENDER_HEADERS = { accept: 'application/json', 'x-vitrine-render': '1' };

const htmlEtag = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url')}"`;

/** The storefront's server renderer, built beside its pages (`pnpm build`); none before it is built. */
async function loadRenderer(webDir: string): Promise<Renderer | undefined> {
  const root = path.dirname(webDir);
  const entry = path.join(root, 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  // The manifest says which chunks each page's route loads: its pages preload them.
  const [{ createRenderer }, template, manifest] = await Promise.all([
    import(pathToFileURL(entry).href) as Promise<{ createRenderer: CreateRenderer }>,
    readFile(path.join(webDir, 'index.html'), 'utf8'),
    readFile(path.join(webDir, '.vite/manifest.json'), 'utf8').then(JSON.parse),
  ]);
  return createRenderer({ template, manifest });
}
