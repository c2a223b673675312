import { MESSAGES } from '@vitrine/contracts';
import { Router } from 'express';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { visitorId } from '../../http/csrf.js';
import { mount } from '../../http/mount.js';
import { type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import { listDrafts, saveDraft } from './drafts.js';

// One draft per visitor, keyed on the anti-forgery visitor id, as an order's idempotency key is scoped
// (orders/idempotency.ts): every write has just passed the anti-forgery check, whose token is an HMAC
// of that id, so the id is proven; it is random and httpOnly, so no one else can overwrite someone's
// draft; it survives a reload and a phone moving from Wi-Fi to 4G, where an address would not, and it
// tells apart the shoppers behind one carrier's address. No new cookie, no session of our own.

/** The checkout's draft (storefront). */
export function draftRoutes(db: Db, limits: RateLimitSettings): Router {
  const router = Router();
  mount(
    router,
    'saveDraft',
    async ({ body }, req, res) => {
      const visitor = visitorId(req);
      // Unreachable past the anti-forgery check, which needs the visitor cookie; refused all the same.
      if (!visitor) throw new AppError('forbidden', MESSAGES.csrfInvalid);
      await saveDraft(db, visitor, body);
      res.status(204).end();
    },
    { before: [rateLimiter('draft', limits, db.pool)] },
  );
  return router;
}

/** The console's abandoned checkouts (behind the owner's session: mounted after its guard). */
export function ownerDraftRoutes(db: Db): Router {
  const router = Router();
  mount(router, 'listOwnerDrafts', async (_input, _req, res) => {
    res.json(await listDrafts(db));
  });
  return router;
}
