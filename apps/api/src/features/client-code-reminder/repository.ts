import type { Prisma } from '../../generated/prisma/client.js';
import type { MailContent } from '../../mail/wording.js';

type Tx = Prisma.TransactionClient;

/** The client who has this e-mail, if any: what their reminder says. */
export function findClientByEmail(tx: Tx, email: string) {
  return tx.client.findUnique({
    where: { adresse_mail: email },
    select: { id: true, code_client: true, nom: true, prenom: true },
  });
}

export const CODE_REMINDER_TOPIC = 'client_code_reminder';

/**
 * Writes the reminder to the outbox when `send` is true, and runs the very same statement when it is
 * false (inserting nothing): whether a client has the address does not show in how long it takes.
 */
export async function queueReminderIf(
  tx: Tx,
  send: boolean,
  mail: MailContent & { to: string; clientId: number | null },
): Promise<number[]> {
  const rows = await tx.$queryRaw<Array<{ id: number }>>`
    INSERT INTO mail_outbox (topic, ref_id, recipient, subject, text)
    SELECT ${CODE_REMINDER_TOPIC}, ${mail.clientId}::int, ${mail.to}, ${mail.subject}, ${mail.text}
    WHERE ${send}
    RETURNING id`;
  return rows.map((row) => row.id);
}

/**
 * A commit that wrote a row waits for the disk, one that wrote none does not: that wait would tell a
 * known address from an unknown one. A reminder lost in a crash is asked for again.
 */
export async function commitWithoutWaitingForDisk(tx: Tx): Promise<void> {
  await tx.$executeRaw`SET LOCAL synchronous_commit = off`;
}
