import { Router } from 'express';
import type { Db } from '../db/prisma.js';
import { RETRY_AFTER_S } from './errors.js';

export type ImagesStatus = 'rendering' | 'ready' | 'failed';

export function healthRoutes(db: Db, imagesStatus: () => ImagesStatus): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const database = await db.$queryRaw`SELECT 1`.then(
      () => 'up' as const,
      () => 'down' as const,
    );
    if (database === 'down') res.set('Retry-After', String(RETRY_AFTER_S));
    res
      .status(database === 'up' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: database === 'up' ? 'ok' : 'degraded', database, images: imagesStatus() });
  });
  return router;
}
