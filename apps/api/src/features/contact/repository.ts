import type { ContactMessageFields } from '@vitrine/contracts';
import type { Prisma } from '../../generated/prisma/client.js';

export function createContactMessage(tx: Prisma.TransactionClient, message: ContactMessageFields) {
  return tx.contactMessage.create({ data: message, select: { id: true } });
}
