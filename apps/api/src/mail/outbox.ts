import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/kysely.js';
import type { Db } from '../db/prisma.js';
import { orderMovedMail } from '../features/orders/mails.js';
import type { MailSender } from './sender.js';
import type { MailContent } from './wording.js';

// Mails are rows before they are messages: a service writes them in the transaction of what they are
// about (enqueueMails), and the outbox sends them once that transaction has committed. A failed send
// keeps its row (attempts, last_error) and is retried with backoff by the loop started at boot, so a
// mail server outage delays mail but never loses an order, a message or a subscription.
//
// Delivery is at least once: a mail sent whose sending could not be recorded (the database went away
// in between) is sent again. It goes again with the same Message-ID (mailMessageId), so a mail program
// shows it once and the outbox folder keeps one file. A claimed mail is leased to the instance sending
// it, which renews the lease while it sends (a heartbeat): the lease is short, and the mails of an
// instance that died are sent by another within a lease and a retry pass (under a minute).

export type MailTopic = 'order_client' | 'order_shop' | 'contact' | 'newsletter_welcome';

/**
 * Queued by PostgreSQL, not by enqueueMails: a move of an order (trigger on commandes), ref_id being
 * its commande_historique row. Its subject and text are written when it is sent (orderMovedMail).
 */
export const ORDER_MOVED_TOPIC = 'order_status';

export interface OutgoingMail {
  topic: MailTopic;
  /** Id of the order, contact message or subscriber the mail is about. */
  refId: number;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
}

/**
 * Adds mails to the outbox inside the caller's transaction (`executor`: a Kysely transaction); returns
 * their ids for dispatch().
 */
export async function enqueueMails(executor: Kysely<DB>, mails: OutgoingMail[]): Promise<number[]> {
  const rows = await executor
    .insertInto('mail_outbox')
    .values(
      mails.map((mail) => ({
        topic: mail.topic,
        ref_id: mail.refId,
        recipient: mail.to,
        reply_to: mail.replyTo ?? null,
        // Header values come from shoppers: no line breaks, bounded by the column.
        subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
        text: mail.text,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export interface MailOutboxOptions {
  db: Db;
  sender: MailSender;
  from: string;
  /** The shop's own address: new orders and contact messages are sent to it, the customers answer to it. */
  shopEmail: string;
  logger: Logger;
  maxAttempts?: number;
  /** Wait before the next try after `attempts` failed ones. */
  retryDelayMs?: (attempts: number) => number;
  /** How long a claimed mail stays hidden from other instances without a heartbeat (30 s). */
  leaseMs?: number;
}

interface ClaimedMail {
  id: number;
  topic: string;
  ref_id: number | null;
  recipient: string;
  reply_to: string | null;
  /** Null until written, for the mails PostgreSQL queues (ORDER_MOVED_TOPIC). */
  subject: string | null;
  text: string | null;
  attempts: number;
  created_at: Date;
  /** The claim's end: renewed by the heartbeat, and only while it is still this value (still ours). */
  lease_end: Date;
  /** The reference of the order the mail is about, for the log line (null for other mails). */
  order_ref: string | null;
}

const BATCH = 50;
/** A claimed mail is hidden from other instances this long unless renewed; a crash makes it due again. */
const DEFAULT_LEASE_MS = 30_000;
/** Renewals within one lease: one late or failed renewal does not lose the claim. */
const HEARTBEATS_PER_LEASE = 3;

const defaultRetryDelay = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 3600_000);

export class MailOutbox {
  readonly shopEmail: string;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: (attempts: number) => number;
  private readonly leaseMs: number;
  /** The `@domain` of every Message-ID: the sender's own. */
  private readonly messageIdDomain: string;
  /** Heartbeats of the claims being sent, stopped with the outbox. */
  private readonly heartbeats = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Mails committed but not yet claimed: a burst of orders is sent in a few batches, not one by one. */
  private readonly pending = new Set<number>();
  private flushing = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: MailOutboxOptions) {
    this.shopEmail = options.shopEmail;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.retryDelayMs = options.retryDelayMs ?? defaultRetryDelay;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.messageIdDomain = domainOf(options.from);
  }

  /** Sends these mails soon, in the background: the caller's response never waits for SMTP. */
  dispatch(ids: number[]): void {
    for (const id of ids) this.pending.add(id);
    if (this.pending.size && !this.flushing) this.track(this.flush());
  }

  /** Sends the given due mails, or every due mail; returns how many were sent and how many failed. */
  async deliver(ids?: number[]): Promise<{ sent: number; failed: number }> {
    const claimed = await this.claim(ids);
    if (!claimed.length) return { sent: 0, failed: 0 };
    // Held until sent and recorded, or failed (whose row then says when to try again).
    const held = new Map(claimed.map((mail) => [mail.id, mail.lease_end]));
    const heartbeat = setInterval(() => void this.renew(held), this.leaseMs / HEARTBEATS_PER_LEASE);
    heartbeat.unref();
    if (this.stopped) clearInterval(heartbeat);
    else this.heartbeats.add(heartbeat);
    try {
      const outcomes = await Promise.allSettled(
        claimed.map(async (mail) => {
          const sent = await this.send(mail);
          if (!sent) held.delete(mail.id);
          return sent;
        }),
      );
      const sent = claimed.filter((_, index) => {
        const outcome = outcomes[index];
        return outcome?.status === 'fulfilled' && outcome.value;
      });
      await this.recordSent(sent);
      return { sent: sent.length, failed: claimed.length - sent.length };
    } finally {
      clearInterval(heartbeat);
      this.heartbeats.delete(heartbeat);
    }
  }

  /**
   * Retries due mails now and every `intervalMs` (the retry after a restart, too), and at least twice
   * a lease, so that the mails a dead instance had claimed go out soon after its lease ends.
   */
  start(intervalMs: number): void {
    let retrying = false;
    const tick = () => {
      if (retrying) return;
      retrying = true;
      this.track(this.deliverAllDue().finally(() => (retrying = false)));
    };
    tick();
    this.timer = setInterval(tick, Math.min(intervalMs, this.leaseMs / 2));
    this.timer.unref();
  }

  /** Resolves once every send started so far has finished (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Stops the retry loop and closes the sender once the sends in progress are over, or after `waitMs`:
   * a send cut short keeps its row, claimed until its lease ends, and is sent again after that.
   */
  async stop({ waitMs = Number.POSITIVE_INFINITY }: { waitMs?: number } = {}): Promise<void> {
    clearInterval(this.timer);
    this.stopped = true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      if (Number.isFinite(waitMs)) timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([this.idle(), timeout]);
    clearTimeout(timer);
    // What is still being sent is left to its lease: no more heartbeats from a stopped outbox.
    for (const heartbeat of this.heartbeats) clearInterval(heartbeat);
    this.heartbeats.clear();
    this.options.sender.close();
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.size) {
        const ids = [...this.pending].slice(0, BATCH);
        for (const id of ids) this.pending.delete(id);
        await this.deliver(ids);
      }
    } finally {
      this.flushing = false;
    }
  }

  private async deliverAllDue(): Promise<void> {
    let batch: { sent: number; failed: number };
    do batch = await this.deliver();
    while (batch.sent + batch.failed === BATCH);
  }

  private track(work: Promise<unknown>): void {
    const guarded = work.catch((error: unknown) =>
      this.options.logger.error({ err: error }, 'mail outbox failed'),
    );
    this.inFlight.add(guarded);
    void guarded.finally(() => this.inFlight.delete(guarded));
  }

  private claim(ids: number[] | undefined): Promise<ClaimedMail[]> {
    return this.options.db.$queryRaw<ClaimedMail[]>`
      UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => ${this.leaseMs / 1000})
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND attempts < ${this.maxAttempts} AND next_attempt_at <= now()
          AND (${ids ?? null}::int[] IS NULL OR id = ANY(${ids ?? null}::int[]))
        ORDER BY id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, topic, ref_id, recipient, reply_to, subject, text, attempts, created_at,
                next_attempt_at AS lease_end,
                CASE WHEN topic IN ('order_client', 'order_shop')
                       THEN (SELECT o.reference FROM commandes o WHERE o.id = mail_outbox.ref_id)
                     WHEN topic = ${ORDER_MOVED_TOPIC}
                       THEN (SELECT o.reference FROM commande_historique h JOIN commandes o ON o.id = h.commande_id
                             WHERE h.id = mail_outbox.ref_id)
                END AS order_ref`;
  }

  /**
   * The heartbeat: pushes back the end of the leases still held. A lease that ended meanwhile and was
   * claimed by another instance has another end, and is let go. A failed renewal (database away) is
   * tried again at the next beat; the lease covers two of them.
   */
  private async renew(held: Map<number, Date>): Promise<void> {
    if (!held.size) return;
    const ids = [...held.keys()];
    const ends = ids.map((id) => (held.get(id) as Date).toISOString());
    try {
      const renewed = await this.options.db.$queryRaw<Array<{ id: number; lease_end: Date }>>`
        UPDATE mail_outbox m SET next_attempt_at = now() + make_interval(secs => ${this.leaseMs / 1000})
        FROM unnest(${ids}::int[], ${ends}::timestamptz[]) AS h(id, lease_end)
        WHERE m.id = h.id AND m.sent_at IS NULL AND m.next_attempt_at = h.lease_end
        RETURNING m.id, m.next_attempt_at AS lease_end`;
      const kept = new Map(renewed.map((row) => [row.id, row.lease_end]));
      for (const id of ids) {
        // Sent or failed while renewing: gone from `held` already.
        if (!held.has(id)) continue;
        const end = kept.get(id);
        if (end) held.set(id, end);
        else held.delete(id);
      }
    } catch (error) {
      this.options.logger.warn({ err: error, mailIds: ids }, 'mail lease not renewed, will retry');
    }
  }

  /** One send; a failure is recorded on the mail (attempts, error, next try) and logged. */
  private async send(mail: ClaimedMail): Promise<boolean> {
    const { db, sender, from, logger } = this.options;
    try {
      const content = await this.contentOf(mail);
      await sender.send({
        messageId: mailMessageId(mail, this.messageIdDomain),
        from,
        to: mail.recipient,
        // A mail to the shop says whom to answer (the customer); every other one, the shop itself.
        replyTo: mail.reply_to ?? this.shopEmail,
        ...content,
      });
      logger.info(
        { mail: logFields(mail) },
        `Mail ${mail.topic} sent to ${mail.recipient}${aboutOrder(mail)}`,
      );
      return true;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const reason = String((error as Error)?.message ?? error);
      await db.mailOutbox.update({
        where: { id: mail.id },
        data: {
          attempts,
          last_error: reason.slice(0, 1000),
          next_attempt_at: new Date(Date.now() + this.retryDelayMs(attempts)),
        },
      });
      const giveUp = attempts >= this.maxAttempts;
      logger[giveUp ? 'error' : 'warn'](
        { err: error, mail: { ...logFields(mail), attempts } },
        `Mail ${mail.topic} to ${mail.recipient}${aboutOrder(mail)} ${
          giveUp
            ? `given up after ${attempts} failures (kept in mail_outbox)`
            : `not sent (attempt ${attempts}), will retry`
        }: ${reason}`,
      );
      return false;
    }
  }

  /** The mail's subject and text; a move's are written now, and kept on its row as sent. */
  private async contentOf(mail: ClaimedMail): Promise<MailContent> {
    if (mail.subject !== null && mail.text !== null) return { subject: mail.subject, text: mail.text };
    if (mail.topic !== ORDER_MOVED_TOPIC || mail.ref_id === null) {
      throw new Error(`mail ${mail.id} (${mail.topic}) has no text and none can be written for it`);
    }
    const content = await orderMovedMail(this.options.db, mail.ref_id);
    await this.options.db.mailOutbox.update({ where: { id: mail.id }, data: content });
    return content;
  }

  private async recordSent(mails: ClaimedMail[]): Promise<void> {
    if (!mails.length) return;
    await this.options.db.mailOutbox.updateMany({
      where: { id: { in: mails.map((mail) => mail.id) } },
      data: { sent_at: new Date(), attempts: { increment: 1 }, last_error: null },
    });
  }
}

/** What a log line says of a mail, as fields for JSON readers. */
function logFields(mail: ClaimedMail) {
  return { id: mail.id, topic: mail.topic, to: mail.recipient, order: mail.order_ref ?? undefined };
}

/** ` (order VT-2026-000042)` for an order's mail, nothing for the others. */
function aboutOrder(mail: ClaimedMail): string {
  return mail.order_ref ? ` (order ${mail.order_ref})` : '';
}

/**
 * `<20261126051500123.order_client.42.1234@vitrine.tn>`: when the row was written, what it is about and
 * its id, all fixed with the row, so a mail sent again carries the same Message-ID. The time keeps two
 * databases (a reset one) from giving two mails one id.
 */
export function mailMessageId(
  mail: { id: number; topic: string; ref_id: number | null; created_at: Date },
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
