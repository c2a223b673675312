import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { formFields } from '../../http/multipart.js';
import { type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import { applyPromo, invalidPromoError } from './service.js';

const PROMO_FORM = { fields: 4, fieldSize: 200, maxIndex: 0 };

export function promoRoutes(db: Db, limits: RateLimitSettings): Router {
  const router = Router();
  mount(
    router,
    'applyPromo',
    async ({ body }, _req, res) => {
      res.json(await applyPromo(db, body.code));
    },
    // Any code the contract refuses is « Code promo invalide. », as the spec's storefront reads it.
    { before: [rateLimiter('promo', limits, db.pool), formFields(PROMO_FORM)], refuse: invalidPromoError },
  );
  return router;
}
