import { OrderTrackingRequestSchema } from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { formFields } from '../../http/multipart.js';
import { type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import { parse } from '../../http/validate.js';
import { trackOrder } from './service.js';

const TRACKING_FORM = { fields: 4, fieldSize: 200, maxIndex: 0 };

export function orderTrackingRoutes(db: Db, limits: RateLimitSettings): Router {
  const router = Router();
  // A POST, not a GET: the phone number stays out of URLs, logs and caches.
  router.post(
    '/orders/track',
    rateLimiter('tracking', limits, db.pool),
    formFields(TRACKING_FORM),
    async (req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json(await trackOrder(db, parse(OrderTrackingRequestSchema, req.body ?? {})));
    },
  );
  return router;
}
