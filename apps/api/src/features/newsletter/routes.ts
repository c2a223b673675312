import { MESSAGES } from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { formFields } from '../../http/multipart.js';
import { type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import type { MailSettings } from '../../mail/outbox.js';
import { subscribe } from './service.js';

const NEWSLETTER_FORM = { fields: 4, fieldSize: 512, maxIndex: 0 };

export function newsletterRoutes(deps: { db: Db; mail: MailSettings }, limits: RateLimitSettings): Router {
  const router = Router();
  mount(
    router,
    'subscribeNewsletter',
    async ({ body: { email } }, _req, res) => {
      const { created } = await subscribe(deps, email);
      res.status(created ? 201 : 200).json({ message: MESSAGES.newsletterSubscribed });
    },
    { before: [rateLimiter('newsletter', limits, deps.db.pool), formFields(NEWSLETTER_FORM)] },
  );
  return router;
}
