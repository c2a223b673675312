import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/kysely.js';
import { enqueue, type JobHelpers, type TaskList } from '../jobs/queue.js';
import type { MailSender } from './sender.js';
import type { MailContent } from './wording.js';

// A mail is a job before it is a message: a service enqueues it in the transaction of what it is about
// (enqueueMails), and a runner sends it once that transaction has committed. A failed send is retried
// by the queue with backoff, so a mail server outage delays mail but never loses an order, a message or
// a subscription; after its last attempt the job stays in graphile_worker's table with its error.
//
// Delivery is at least once: a mail sent whose job could not be marked done (the database went away in
// between, the instance died) is sent again. It goes again with the same Message-ID (mailMessageId, from
// the job's id and creation time), so a mail program shows it once and the outbox folder keeps one file.

export type MailTopic =
  | 'order_client'
  | 'order_shop'
  | 'order_changed'
  | 'contact'
  | 'newsletter_welcome'
  | 'client_code_reminder'
  | 'low_stock';

/** The mail of a move of an order, enqueued by PostgreSQL (trigger on commandes), written when sent. */
export const ORDER_MOVED_TOPIC = 'order_status';

/** The queue's task names for mails: a written mail, and a move's mail written when it is sent. */
export const SEND_MAIL_TASK = 'send-mail';
export const ORDER_MOVED_MAIL_TASK = 'order-moved-mail';

export interface OutgoingMail {
  topic: MailTopic;
  /** Id of the order, contact message, subscriber or client the mail is about. */
  refId: number | null;
  /** The reference of the order it is about, for the log lines. */
  order?: string | undefined;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
}

/** What the features need to write mails: the shop's own address, which new orders and messages go to. */
export interface MailSettings {
  readonly shopEmail: string;
  /** A size's stock at which the shop is told it runs low (LOW_STOCK_THRESHOLD; 2 when absent). */
  readonly lowStockThreshold?: number;
}

/** Enqueues one send-mail job per mail in the caller's transaction: sent once it has committed. */
export async function enqueueMails(executor: Kysely<DB>, mails: OutgoingMail[]): Promise<void> {
  await enqueue(executor, SEND_MAIL_TASK, mails.map(mailPayload));
}

/** A mail as its job keeps it; header values come from shoppers: no line breaks, bounded. */
export function mailPayload(mail: OutgoingMail): OutgoingMail {
  return { ...mail, subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 200) };
}

/** The payload PostgreSQL gives a move's mail (migration 20261129000000_jobs_in_graphile_worker). */
interface OrderMovedJob {
  historyId: number;
  to: string;
}

export interface MailTasksOptions {
  sender: MailSender;
  from: string;
  /** The shop's own address: the customers' mails answer to it. */
  shopEmail: string;
  logger: Logger;
  /** Writes the mail of the move recorded in commande_historique row `historyId` (the lifecycle's). */
  orderMovedMail: (historyId: number) => Promise<MailContent & { order: string }>;
}

/** The queue's mail tasks, registered by the composition root. */
export function mailTasks(options: MailTasksOptions): TaskList {
  const messageIdDomain = domainOf(options.from);

  async function send(mail: Omit<OutgoingMail, 'topic'> & { topic: string }, helpers: JobHelpers) {
    const { job } = helpers;
    const about = mail.order ?? null;
    const fields = { id: job.id, topic: mail.topic, to: mail.to, order: about };
    const onOrder = about ? ` (order ${about})` : '';
    try {
      await options.sender.send({
        messageId: mailMessageId(
          { id: job.id, topic: mail.topic, ref_id: mail.refId, created_at: job.created_at },
          messageIdDomain,
        ),
        from: options.from,
        to: mail.to,
        // A mail to the shop says whom to answer (the customer); every other one, the shop itself.
        replyTo: mail.replyTo ?? options.shopEmail,
        subject: mail.subject,
        text: mail.text,
      });
    } catch (error) {
      const reason = String((error as Error)?.message ?? error);
      const giveUp = job.attempts >= job.max_attempts;
      options.logger[giveUp ? 'error' : 'warn'](
        { err: error, mail: { ...fields, attempts: job.attempts } },
        `Mail ${mail.topic} to ${mail.to}${onOrder} ${
          giveUp
            ? `given up after ${job.attempts} failures (kept in graphile_worker.jobs)`
            : `not sent (attempt ${job.attempts}), will retry`
        }: ${reason}`,
      );
      throw error;
    }
    options.logger.info({ mail: fields }, `Mail ${mail.topic} sent to ${mail.to}${onOrder}`);
  }

  return {
    [SEND_MAIL_TASK]: (payload, helpers) => send(payload as OutgoingMail, helpers),
    [ORDER_MOVED_MAIL_TASK]: async (payload, helpers) => {
      const { historyId, to } = payload as OrderMovedJob;
      const content = await options.orderMovedMail(historyId);
      await send({ topic: ORDER_MOVED_TOPIC, refId: historyId, to, ...content }, helpers);
    },
  };
}

/**
 * `<20261126051500123.order_client.42.1234@vitrine.tn>`: when the job was enqueued, what it is about and
 * the job's id, all fixed with the job, so a mail sent again carries the same Message-ID. The time keeps
 * two databases (a reset one) from giving two mails one id.
 */
export function mailMessageId(
  mail: { id: number | string; topic: string; ref_id: number | null; created_at: Date },
  domain: string,
): string {
  const written = mail.created_at.toISOString().replace(/\D/g, '');
  const topic = mail.topic.replace(/[^\w-]/g, '_');
  return `<${written}.${topic}.${mail.ref_id ?? 0}.${mail.id}@${domain}>`;
}

/** The domain of `Vitrine <no-reply@vitrine.tn>` or `no-reply@vitrine.tn`. */
function domainOf(from: string): string {
  const domain = /@([\w.-]+)>?\s*$/.exec(from)?.[1];
  return domain ?? 'localhost';
}
