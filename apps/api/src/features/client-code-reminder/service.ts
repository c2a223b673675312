import type { Db } from '../../db/prisma.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { clientCodeReminder } from './reminder-mail.js';
import { commitWithoutWaitingForDisk, findClientByEmail, queueReminderIf } from './repository.js';

// Rendered when no client has the address, so that both answers cost the same work.
const NO_CLIENT = { id: null, code_client: 'CL-XXXXXXXX', nom: '', prenom: '' };

/**
 * Mails their client code to the client who has this e-mail, if any; the caller answers the same
 * either way. The mail is written to the outbox in the transaction and sent after its commit.
 */
export async function remindClientCode(deps: { db: Db; mail: MailOutbox }, email: string): Promise<void> {
  const mailIds = await deps.db.$transaction(async (tx) => {
    await commitWithoutWaitingForDisk(tx);
    const client = await findClientByEmail(tx, email);
    const { id, ...who } = client ?? NO_CLIENT;
    return queueReminderIf(tx, client !== null, { to: email, clientId: id, ...clientCodeReminder(who) });
  });
  deps.mail.dispatch(mailIds);
}
