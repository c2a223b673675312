import { afterAll } from 'vitest';
import type { Db } from '../src/db/prisma.js';
import { createMailSender, type MailSender } from '../src/mail/sender.js';
import { visitor } from './csrf.js';
import { createTestApp } from './database.js';
import { startTestMailWorker } from './jobs.js';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from './smtp.js';

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

/** What a received mail's Message-ID says of it (mailMessageId): its topic, what it is about, its job. */
export function messageIdParts(raw: string): { topic: string; refId: number; jobId: number } {
  const id = /^Message-ID: <\d{17}\.([\w-]+)\.(\d+)\.(\d+)@/im.exec(raw);
  if (!id) throw new Error('a mail without the shop’s Message-ID');
  return { topic: id[1]!, refId: Number(id[2]), jobId: Number(id[3]) };
}

/** The mails the server received for `to`, in the order their jobs were enqueued. */
export function receivedBy(
  smtp: TestSmtpServer,
  to: string,
): Array<ReceivedMail & ReturnType<typeof messageIdParts>> {
  return smtp.mails
    .filter((m) => m.to.includes(to))
    .map((m) => ({ ...m, ...messageIdParts(m.raw) }))
    .sort((a, b) => a.jobId - b.jobId);
}
