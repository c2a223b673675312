import { MESSAGES, NewsletterRequestSchema } from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { formFields } from '../../http/multipart.js';
import { type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import { parse } from '../../http/validate.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { subscribe } from './service.js';

const NEWSLETTER_FORM = { fields: 4, fieldSize: 512, maxIndex: 0 };

export function newsletterRoutes(deps: { db: Db; mail: MailOutbox }, limits: RateLimitSettings): Router {
  const router = Router();
  router.post(
    '/sendemail',
    rateLimiter('newsletter', limits, deps.db.pool),
    formFields(NEWSLETTER_FORM),
    async (req, res) => {
      const { email } = parse(NewsletterRequestSchema, req.body ?? {});
      const { created } = await subscribe(deps, email);
      res.status(created ? 201 : 200).json({ message: MESSAGES.newsletterSubscribed });
    },
  );
  return router;
}
