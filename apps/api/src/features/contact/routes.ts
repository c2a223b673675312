import { CONTACT_MESSAGE_MAX_LENGTH, MESSAGES } from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { formFields } from '../../http/multipart.js';
import { type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import type { MailSettings } from '../../mail/outbox.js';
import { sendContactMessage } from './service.js';

// A message of 5 000 characters of up to 4 bytes each.
const CONTACT_FORM = { fields: 8, fieldSize: CONTACT_MESSAGE_MAX_LENGTH * 4, maxIndex: 0 };

export function contactRoutes(deps: { db: Db; mail: MailSettings }, limits: RateLimitSettings): Router {
  const router = Router();
  mount(
    router,
    'sendContactMessage',
    async ({ body }, _req, res) => {
      await sendContactMessage(deps, body);
      res.status(201).json({ message: MESSAGES.contactSuccess });
    },
    { before: [rateLimiter('contact', limits, deps.db.pool), formFields(CONTACT_FORM)] },
  );
  return router;
}
