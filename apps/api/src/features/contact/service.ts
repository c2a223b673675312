import type { ContactMessageFields } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import { enqueueMails, type MailOutbox } from '../../mail/outbox.js';
import { contactForward } from './contact-mail.js';
import { createContactMessage } from './repository.js';

/** Stores a visitor's message and e-mails it to the shop (reply goes straight to the visitor). */
export async function sendContactMessage(deps: { db: Db; mail: MailOutbox }, message: ContactMessageFields) {
  const mailIds = await withTransaction(deps.db.kysely, async (tx) => {
    const { id } = await createContactMessage(tx, message);
    return enqueueMails(tx, [
      {
        topic: 'contact',
        refId: id,
        to: deps.mail.shopEmail,
        replyTo: message.email,
        ...contactForward(message),
      },
    ]);
  });
  deps.mail.dispatch(mailIds);
}
