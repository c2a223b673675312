import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import { enqueueMails, type MailOutbox } from '../../mail/outbox.js';
import { addSubscriber } from './repository.js';
import { newsletterWelcome } from './welcome-mail.js';

/** Subscribes an address (once: subscribing again is not an error) and welcomes it by e-mail. */
export async function subscribe(
  deps: { db: Db; mail: MailOutbox },
  email: string,
): Promise<{ created: boolean }> {
  const mailIds = await withTransaction(deps.db.kysely, async (tx) => {
    const id = await addSubscriber(tx, email);
    if (id === null) return null;
    return enqueueMails(tx, [
      {
        topic: 'newsletter_welcome',
        refId: id,
        to: email,
        ...newsletterWelcome(),
      },
    ]);
  });
  if (mailIds) deps.mail.dispatch(mailIds);
  return { created: mailIds !== null };
}
