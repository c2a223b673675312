import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Images under /storage never change under one name (their names carry a content hash). */
export function storageRoutes(storageDir: string): Router {
  const router = Router();
  router.use(
    '/storage',
    express.static(storageDir, { index: false, fallthrough: false, immutable: true, maxAge: '365d' }),
  );
  return router;
}

/** The built storefront: hashed assets cached forever, every other path answered by index.html. */
export function webRoutes(webDir: string): Router {
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
  router.get('/{*path}', (_req, res) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send("La boutique n'est pas encore construite : lancez `pnpm build`.");
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
