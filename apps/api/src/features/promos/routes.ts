import { PromoApplyRequestSchema } from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { formFields } from '../../http/multipart.js';
import { type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import { applyPromo, invalidPromoError } from './service.js';

const PROMO_FORM = { fields: 4, fieldSize: 200, maxIndex: 0 };

export function promoRoutes(db: Db, limits: RateLimitSettings): Router {
  const router = Router();
  router.post(
    '/promos/apply',
    rateLimiter('promo', limits, db.pool),
    formFields(PROMO_FORM),
    async (req, res) => {
      const request = PromoApplyRequestSchema.safeParse(req.body ?? {});
      if (!request.success) throw invalidPromoError();
      res.json(await applyPromo(db, request.data.code));
    },
  );
  return router;
}
