import { MESSAGES } from '@vitrine/contracts';
import { type Request, Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { formFields } from '../../http/multipart.js';
import { CLIENT_CONTACT_KEYS, type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import type { MailSettings } from '../../mail/outbox.js';
import { remindClientCode } from './service.js';

const REMINDER_FORM = { fields: 2, fieldSize: 512, maxIndex: 0 };

const emailOf = (req: Request): string => (req.body as { adresse_mail: string }).adresse_mail;

export function clientCodeReminderRoutes(
  deps: { db: Db; mail: MailSettings },
  limits: RateLimitSettings,
): Router {
  const router = Router();
  mount(
    router,
    'remindClientCode',
    async ({ body }, _req, res) => {
      await remindClientCode(deps, body.adresse_mail);
      res.status(202).json({ message: MESSAGES.clientCodeReminderSent });
    },
    {
      before: [rateLimiter('codeReminder', limits, deps.db.pool), formFields(REMINDER_FORM)],
      // Also per e-mail: however many addresses ask, one inbox gets a few reminders per window.
      after: [
        rateLimiter('codeReminder', limits, deps.db.pool, {
          keyOf: (req) => CLIENT_CONTACT_KEYS.email(emailOf(req)),
        }),
      ],
    },
  );
  return router;
}
