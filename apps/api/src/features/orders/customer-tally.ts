import type { CustomerTally } from '@vitrine/contracts';
import { type Expression, sql } from 'kysely';

// What the shop knows of a phone, the order desk's key to a customer (the order's delivery phone, so
// guests count too): how its orders ended, and whether it is blocked. The queue's summaries and the
// order's page read the same expressions.

/**
 * How the orders placed with `phone` ended — delivered, refused at the door, cancelled — leaving out the
 * order `except` (the one being looked at). Found by the index on the orders' phone.
 */
export function customerTally(phone: Expression<string>, except?: Expression<number>) {
  return sql<CustomerTally>`(
    SELECT json_build_object(
      'livrees', count(*) FILTER (WHERE t.etat = 'livrée'),
      'refusees', count(*) FILTER (WHERE t.etat = 'refusée'),
      'annulees', count(*) FILTER (WHERE t.etat = 'annulée'))
    FROM commandes AS t
    WHERE t.numero_telephone = ${phone}${except ? sql` AND t.id <> ${except}` : sql``})`;
}

/** Whether `phone` is on the shop's block list. */
export const phoneBlocked = (phone: Expression<string>) =>
  sql<boolean>`EXISTS (SELECT 1 FROM clients_fiches AS f WHERE f.telephone = ${phone} AND f.bloque)`;
