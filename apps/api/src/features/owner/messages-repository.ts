import type { Db } from '../../db/prisma.js';

const MESSAGE_COLUMNS = ['id', 'nom', 'email', 'sujet', 'message', 'created_at', 'lu'] as const;

export function findMessages(db: Db, page: { offset: number; limit: number }) {
  return db.kysely
    .selectFrom('contact_messages')
    .select(MESSAGE_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export type MessageRow = Awaited<ReturnType<typeof findMessages>>[number];

export async function countMessages(db: Db): Promise<{ total: number; unread: number }> {
  return db.kysely
    .selectFrom('contact_messages')
    .select((eb) => [
      eb.cast<number>(eb.fn.countAll(), 'integer').as('total'),
      eb.cast<number>(eb.fn.countAll().filterWhere('lu', '=', false), 'integer').as('unread'),
    ])
    .executeTakeFirstOrThrow();
}

/** The message after the change, or undefined when there is no such message. */
export function markMessage(db: Db, id: number, lu: boolean): Promise<MessageRow | undefined> {
  return db.kysely
    .updateTable('contact_messages')
    .set({ lu })
    .where('id', '=', id)
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirst();
}
