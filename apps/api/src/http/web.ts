import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS, MESSAGES } from '@vitrine/contracts';
import express, { type RequestHandler, Router } from 'express';
import { AppError } from './errors.js';
import { type FirstPaintOf, firstPaintHead } from './first-paint.js';
import type { ImagesStatus } from './health.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
 */
export function storageRoutes(storageDir: string, demoImages?: DemoImages): Router {
  const router = Router();
  router.use(
    '/storage',
    readOnly,
    ...(demoImages ? [placeholderWhileRendering(storageDir, demoImages)] : []),
    express.static(storageDir, { index: false, immutable: true, maxAge: '365d', fallthrough: false }),
  );
  return router;
}

/**
 * The built storefront: hashed assets cached forever, every other path answered by index.html, with
 * what the page shows first when `firstPaint` knows it (see first-paint.ts).
 */
/** The owner console's pages (`/gestion`, `/gestion/…`). */
export const isOwnerConsole = (pathname: string) => /^\/gestion(\/|$)/i.test(pathname);

export function webRoutes(webDir: string, firstPaint?: FirstPaintOf): Router {
  const router = Router();
  const indexHtml = path.join(webDir, 'index.html');
  router.use(
    express.static(webDir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
        );
      },
    }),
  );
  router.get('/{*path}', async (req, res) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send("La boutique n'est pas encore construite : lancez `pnpm build`.");
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The owner console is nobody's search result (robots.txt also keeps crawlers out of it).
    if (isOwnerConsole(req.path)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // A page whose first answer cannot be read now (database away, unknown article) is served plain:
    // the storefront asks the API itself and shows what it answers.
    const paint = await firstPaint?.(req.path).catch(() => undefined);
    if (!paint) {
      res.sendFile(indexHtml);
      return;
    }
    const html = await readFile(indexHtml, 'utf8');
    res.type('html').send(html.replace('</head>', `  ${firstPaintHead(paint)}\n  </head>`));
  });
  return router;
}
