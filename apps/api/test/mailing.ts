import { pino } from 'pino';
import { afterAll } from 'vitest';
import type { Db } from '../src/db/prisma.js';
import { MailOutbox, type MailOutboxOptions } from '../src/mail/outbox.js';
import { createMailSender, type MailSender } from '../src/mail/sender.js';
import { visitor } from './csrf.js';
import { createTestApp } from './database.js';
import { startSmtpServer } from './smtp.js';

type OutboxTuning = Pick<MailOutboxOptions, 'retryDelayMs' | 'maxAttempts' | 'leaseMs'>;

/**
 * The app of one test file with its mail going to a real SMTP server (the `smtp-server` package),
 * and a visitor holding the anti-forgery cookies; both closed after the file.
 */
export async function useMailingApp(db: Db, tuning: OutboxTuning = {}) {
  const smtp = await startSmtpServer();
  /**
   * An outbox on the same database; sends to the test SMTP server unless given another sender, tuned as
   * the file's unless told otherwise.
   */
  const outboxFor = (
    sender: MailSender = createMailSender({ smtpUrl: smtp.url, outboxDir: '/nonexistent' }),
    retuning: OutboxTuning = {},
  ) =>
    new MailOutbox({
      db,
      sender,
      from: 'Vitrine <no-reply@vitrine.test>',
      shopEmail: 'boutique@vitrine.test',
      logger: pino({ level: 'silent' }),
      ...tuning,
      ...retuning,
    });
  const mail = outboxFor();
  const app = await createTestApp(db, { mail });
  const shopper = await visitor(app);
  afterAll(async () => {
    await mail.stop();
    await smtp.close();
  });
  return { smtp, mail, app, shopper, outboxFor };
}
