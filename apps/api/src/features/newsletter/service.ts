import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import { enqueueMails, type MailSettings } from '../../mail/outbox.js';
import { addSubscriber } from './repository.js';
import { newsletterWelcome } from './welcome-mail.js';

/** Subscribes an address (once: subscribing again is not an error) and welcomes it by e-mail. */
export function subscribe(
  deps: { db: Db; mail: MailSettings },
  email: string,
): Promise<{ created: boolean }> {
  return withTransaction(deps.db.kysely, async (trx) => {
    const id = await addSubscriber(trx, email);
    if (id === null) return { created: false };
    await enqueueMails(trx, [{ topic: 'newsletter_welcome', refId: id, to: email, ...newsletterWelcome() }]);
    return { created: true };
  });
}
