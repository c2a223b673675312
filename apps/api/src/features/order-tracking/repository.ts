import type { Db } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';

const trackedOrderSelect = {
  id: true,
  reference: true,
  etat: true,
  date_commande: true,
  sous_total: true,
  remise: true,
  shipping_charge: true,
  total: true,
  items: {
    select: { nom: true, quantite: true, prix_unitaire: true, total: true },
    orderBy: { id: 'asc' },
  },
} satisfies Prisma.OrderSelect;

export type TrackedOrderRow = Prisma.OrderGetPayload<{ select: typeof trackedOrderSelect }>;

/**
 * The order with this reference placed with this phone, lines included, in one SQL statement: an
 * unknown reference and a wrong phone both find nothing, by the same path.
 */
export function findOrderByReferenceAndPhone(
  db: Db,
  reference: string,
  phone: string,
): Promise<TrackedOrderRow | null> {
  return db.order.findFirst({
    relationLoadStrategy: 'join',
    where: { reference, numero_telephone: phone },
    select: trackedOrderSelect,
  });
}
