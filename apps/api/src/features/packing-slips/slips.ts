import { OrderReferenceSchema, SELECTION_MESSAGES } from '@vitrine/contracts';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { orderNotFound } from '../orders/move.js';
import { deliveryJson, millimes } from '../orders/read-model.js';

// What a packing slip shows of an order: who receives it and where, what goes in the parcel, and
// what the courier collects. Read for all the slips of a print in one statement.

/** The order's reference, day (`DD/MM/YYYY`), delivery details, lines and total (millimes to collect). */
async function readSlips(db: Db, references: readonly string[]) {
  if (references.length === 0) return [];
  return db.kysely
    .selectFrom('commandes as o')
    .select((eb) => [
      'o.reference',
      eb.fn<string>('to_char', ['o.date_commande', eb.val('DD/MM/YYYY')]).as('date_commande'),
      deliveryJson(eb).as('livraison'),
      millimes(eb.ref('o.total')).as('total'),
      jsonArrayFrom(
        eb
          .selectFrom('commande_items as i')
          // The line's name says its size (« Bague Aube — taille 54 », see orders/stock.ts).
          .select(['i.nom', 'i.quantite'])
          .whereRef('i.order_id', '=', 'o.id')
          .orderBy('i.id'),
      ).as('lignes'),
    ])
    .where('o.reference', 'in', references)
    .execute();
}

export type Slip = Awaited<ReturnType<typeof readSlips>>[number];

/** The slip of the order `reference` (as typed); 404 when the shop has no such order. */
export async function findSlip(db: Db, reference: string): Promise<Slip> {
  const typed = OrderReferenceSchema.safeParse(reference);
  const [slip] = typed.success ? await readSlips(db, [typed.data]) : [];
  if (!slip) throw orderNotFound(reference);
  return slip;
}

/**
 * The slips of `references` in the order asked, each once. All or none: any reference that is no
 * order's is a 422 naming every one of them, and nothing is printed.
 */
export async function findSlips(db: Db, references: readonly string[]): Promise<Slip[]> {
  const typed = references.map((reference) => {
    const parsed = OrderReferenceSchema.safeParse(reference);
    return { asked: reference, reference: parsed.success ? parsed.data : null };
  });
  const known = [...new Set(typed.flatMap(({ reference }) => (reference ? [reference] : [])))];
  const byReference = new Map((await readSlips(db, known)).map((slip) => [slip.reference, slip]));
  const unknown = typed
    .filter(({ reference }) => !reference || !byReference.has(reference))
    .map(({ asked }) => asked);
  if (unknown.length > 0) {
    const message = SELECTION_MESSAGES.slipsUnknown([...new Set(unknown)]);
    throw new AppError('invalid_data', message, { errors: { references: [message] } });
  }
  return [...new Set(typed.map(({ reference }) => reference as string))].map(
    (reference) => byReference.get(reference) as Slip,
  );
}
