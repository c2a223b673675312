import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import type { MailSettings } from '../../mail/outbox.js';
import { clientCodeReminder } from './reminder-mail.js';
import { commitWithoutWaitingForDisk, findClientByEmail, queueReminderIf } from './repository.js';

// Rendered when no client has the address, so that both answers cost the same work.
const NO_CLIENT = { id: null, code_client: 'CL-XXXXXXXX', nom: '', prenom: '' };

/**
 * Mails their client code to the client who has this e-mail, if any; the caller answers the same
 * either way. The mail is enqueued in the transaction and sent after its commit.
 */
export async function remindClientCode(deps: { db: Db; mail: MailSettings }, email: string): Promise<void> {
  await withTransaction(deps.db.kysely, async (trx) => {
    await commitWithoutWaitingForDisk(trx);
    const client = await findClientByEmail(trx, email);
    const { id, ...who } = client ?? NO_CLIENT;
    await queueReminderIf(trx, client !== null, { to: email, clientId: id, ...clientCodeReminder(who) });
  });
}
