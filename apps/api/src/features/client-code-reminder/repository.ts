import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/kysely.js';
import { enqueueMails } from '../../mail/outbox.js';
import type { MailContent } from '../../mail/wording.js';

/** The client who has this e-mail, if any: what their reminder says. */
export async function findClientByEmail(trx: Kysely<DB>, email: string) {
  const client = await trx
    .selectFrom('clients')
    .select(['id', 'code_client', 'nom', 'prenom'])
    .where('adresse_mail', '=', email)
    .executeTakeFirst();
  return client ?? null;
}

export const CODE_REMINDER_TOPIC = 'client_code_reminder';

/**
 * Enqueues the reminder's mail when `send` is true, and runs the very same statement when it is false
 * (enqueueing nothing): whether a client has the address does not show in how long it takes.
 */
export async function queueReminderIf(
  trx: Kysely<DB>,
  send: boolean,
  mail: MailContent & { to: string; clientId: number | null },
): Promise<void> {
  const { clientId, ...content } = mail;
  await enqueueMails(trx, send ? [{ topic: CODE_REMINDER_TOPIC, refId: clientId, ...content }] : []);
}

/**
 * A commit that wrote a row waits for the disk, one that wrote none does not: that wait would tell a
 * known address from an unknown one. A reminder lost in a crash is asked for again.
 */
export async function commitWithoutWaitingForDisk(trx: Kysely<DB>): Promise<void> {
  await sql`SET LOCAL synchronous_commit = off`.execute(trx);
}
