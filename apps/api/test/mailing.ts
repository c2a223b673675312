import { afterAll } from 'vitest';
import type { Db } from '../src/db/prisma.js';
import { createMailSender, type MailSender } from '../src/mail/sender.js';
import { visitor } from './csrf.js';
import { createTestApp } from './database.js';
import { startTestMailWorker } from './jobs.js';
import { startSmtpServer } from './smtp.js';

/**
 * The app of one test file with its mail going to a real SMTP server (the `smtp-server` package)
 * through a job runner on the file's database, and a visitor holding the anti-forgery cookies; all
 * closed after the file.
 */
export async function useMailingApp(db: Db) {
  const smtp = await startSmtpServer();
  // After hooks run last-registered first: the runners stop before their mail server goes.
  afterAll(() => smtp.close());
  /** Another runner on the same database (another instance), sending to the test SMTP server unless told. */
  const workerFor = (
    sender: MailSender = createMailSender({ smtpUrl: smtp.url, outboxDir: '/nonexistent' }),
  ) => startTestMailWorker(db, sender);
  const mail = await workerFor();
  const app = await createTestApp(db, { mail });
  const shopper = await visitor(app);
  return { smtp, mail, app, shopper, workerFor };
}
