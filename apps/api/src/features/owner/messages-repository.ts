import type { Db } from '../../db/prisma.js';

const messageSelect = {
  id: true,
  nom: true,
  email: true,
  sujet: true,
  message: true,
  created_at: true,
  lu: true,
} as const;

export function findMessages(db: Db, page: { offset: number; limit: number }) {
  return db.contactMessage.findMany({
    select: messageSelect,
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    skip: page.offset,
    take: page.limit,
  });
}

export async function countMessages(db: Db): Promise<{ total: number; unread: number }> {
  const [total, unread] = await Promise.all([
    db.contactMessage.count(),
    db.contactMessage.count({ where: { lu: false } }),
  ]);
  return { total, unread };
}

/** The message after the change, or undefined when there is no such message. */
export async function markMessage(db: Db, id: number, lu: boolean) {
  const [updated] = await db.contactMessage.updateManyAndReturn({
    where: { id },
    data: { lu },
    select: messageSelect,
  });
  return updated;
}
