import {
  MESSAGES,
  OWNER_MESSAGES_PAGE_SIZE,
  type OwnerMessage,
  type OwnerMessagesPage,
} from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { countMessages, findMessages, type MessageRow, markMessage } from './messages-repository.js';

const toMessage = (row: MessageRow): OwnerMessage => ({ ...row, created_at: row.created_at.toISOString() });

/** One page of the visitors' messages, newest first, with how many are still unread. */
export async function listMessages(db: Db, page: number): Promise<OwnerMessagesPage> {
  const [rows, { total, unread }] = await Promise.all([
    findMessages(db, { offset: (page - 1) * OWNER_MESSAGES_PAGE_SIZE, limit: OWNER_MESSAGES_PAGE_SIZE }),
    countMessages(db),
  ]);
  return { messages: rows.map(toMessage), total, unread };
}

/** Marks a message read or unread; 404 when there is no such message. */
export async function setMessageRead(db: Db, id: number, lu: boolean): Promise<OwnerMessage> {
  const row = await markMessage(db, id, lu);
  if (!row) throw new AppError('not_found', MESSAGES.messageNotFound);
  return toMessage(row);
}
