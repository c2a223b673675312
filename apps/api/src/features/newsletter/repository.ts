import type { Prisma } from '../../generated/prisma/client.js';

/** Adds the address once; returns the new subscriber's id, or null when it was already subscribed. */
export async function addSubscriber(tx: Prisma.TransactionClient, email: string): Promise<number | null> {
  const rows = await tx.$queryRaw<Array<{ id: number }>>`
    INSERT INTO newsletter_subscribers (email) VALUES (${email})
    ON CONFLICT (email) DO NOTHING
    RETURNING id`;
  return rows[0]?.id ?? null;
}
