import type { ContactMessageFields } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import { enqueueMails, type MailSettings } from '../../mail/outbox.js';
import { contactForward } from './contact-mail.js';
import { createContactMessage } from './repository.js';

/** Stores a visitor's message and e-mails it to the shop (reply goes straight to the visitor). */
export async function sendContactMessage(
  deps: { db: Db; mail: MailSettings },
  message: ContactMessageFields,
) {
  await withTransaction(deps.db.kysely, async (trx) => {
    const { id } = await createContactMessage(trx, message);
    await enqueueMails(trx, [
      {
        topic: 'contact',
        refId: id,
        to: deps.mail.shopEmail,
        replyTo: message.email,
        ...contactForward(message),
      },
    ]);
  });
}
