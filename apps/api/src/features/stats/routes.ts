import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { getStats } from './service.js';

/** The console's dashboard (behind the owner's session: mounted after its guard). */
export function ownerStatsRoutes(db: Db): Router {
  const router = Router();
  mount(router, 'getOwnerStats', async ({ query }, _req, res) => {
    res.json(await getStats(db, query));
  });
  return router;
}
