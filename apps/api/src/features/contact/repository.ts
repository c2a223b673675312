import type { ContactMessageFields } from '@vitrine/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/kysely.js';

export function createContactMessage(trx: Kysely<DB>, message: ContactMessageFields) {
  return trx.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow();
}
