import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { formFields } from '../../http/multipart.js';
import { type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import { trackOrder } from './service.js';

const TRACKING_FORM = { fields: 4, fieldSize: 200, maxIndex: 0 };

export function orderTrackingRoutes(db: Db, limits: RateLimitSettings): Router {
  const router = Router();
  // A POST, not a GET: the phone number stays out of URLs, logs and caches.
  mount(
    router,
    'trackOrder',
    async ({ body }, _req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json(await trackOrder(db, body));
    },
    { before: [rateLimiter('tracking', limits, db.pool), formFields(TRACKING_FORM)] },
  );
  return router;
}
