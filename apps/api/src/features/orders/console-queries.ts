import type { OrderState } from '@vitrine/contracts';
import { OWNER_ORDERS_PAGE_SIZE } from '@vitrine/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/kysely.js';
import { deskFacts, type Executor, isoDay, isoTime, millimes } from './read-model.js';

// The console's searches over the orders: the search folds accents (unaccent) and the dates are days
// in Tunis. The name, phone and address are the order's own (kept as it was placed), not its client's.

export interface OrderSearch {
  etat?: OrderState | undefined;
  q?: string | undefined;
  /** `YYYY-MM-DD`, a day in Tunis; both ends included. */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * How a page of orders is sorted: the newest first, or the order desk's queue — the call-backs due
 * (earliest first), then the orders never called, then by unanswered tries (fewest first), each group
 * oldest first; the call-backs not yet due last.
 */
export type OrderSorting = 'newest' | 'queue';

/**
 * One page of the orders matching the search, each with its lines, where it goes and the order desk's
 * facts: all the queue's card shows and its WhatsApp message reads back, amounts in millimes.
 */
export function findOrderSummaries(db: Executor, search: OrderSearch, offset: number, sorting: OrderSorting) {
  return orderSummariesStatement(db, search, offset, sorting).execute();
}

export type OrderSummaryRow = Awaited<ReturnType<typeof findOrderSummaries>>[number];

/** findOrderSummaries's statement, for a bench to explain. */
export function orderSummariesStatement(
  db: Executor,
  search: OrderSearch,
  offset: number,
  sorting: OrderSorting,
) {
  const query = db
    .selectFrom('commandes as o')
    .select((eb) => [
      'o.reference',
      'o.etat',
      isoDay(eb.ref('o.date_commande')).as('date_commande'),
      isoTime(eb.ref('o.created_at')).as('created_at'),
      'o.nom',
      'o.prenom',
      'o.numero_telephone',
      'o.adresse',
      'o.region',
      'o.code_postal',
      jsonArrayFrom(
        eb
          .selectFrom('commande_items as i')
          .select(['i.nom', 'i.quantite'])
          .whereRef('i.order_id', '=', 'o.id')
          .orderBy('i.id'),
      ).as('items'),
      millimes(eb.ref('o.shipping_charge')).as('shipping_charge'),
      millimes(eb.ref('o.total')).as('total'),
      ...deskFacts(eb),
    ])
    .where((eb) => matching(eb, search))
    .limit(OWNER_ORDERS_PAGE_SIZE)
    .offset(offset);
  if (sorting === 'newest') return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');
  return query
    .orderBy(sql`CASE WHEN o.rappeler_a IS NULL THEN 1 WHEN o.rappeler_a <= now() THEN 0 ELSE 2 END`)
    .orderBy('o.rappeler_a')
    .orderBy(sql`o.dernier_appel_le IS NOT NULL`)
    .orderBy('o.appels_tentatives')
    .orderBy('o.created_at')
    .orderBy('o.id');
}

/** How many orders match the search in each state (the state filter aside). */
export async function countOrdersByState(
  db: Executor,
  search: OrderSearch,
): Promise<Map<OrderState, number>> {
  const rows = await db
    .selectFrom('commandes as o')
    .select((eb) => ['o.etat', eb.fn.countAll<string>().as('count')])
    .where((eb) => matching(eb, { ...search, etat: undefined }))
    .groupBy('o.etat')
    .execute();
  return new Map(rows.map((row) => [row.etat, Number(row.count)]));
}

/** Every order placed in the date range (in one state, if asked), oldest first, with its lines in one text. */
export function findOrdersForExport(db: Executor, search: Omit<OrderSearch, 'q'>) {
  return db
    .selectFrom('commandes as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .select((eb) => [
      'o.reference',
      'o.etat',
      'o.created_at',
      'o.nom',
      'o.prenom',
      'o.numero_telephone',
      'c.adresse_mail',
      'o.adresse',
      'o.code_postal',
      'o.region',
      // `2 × Bague Aube, 1 × Collier Jasmin`.
      sql<string>`coalesce((SELECT string_agg(i.quantite || ' × ' || i.nom, ', ' ORDER BY i.id)
                            FROM commande_items i WHERE i.order_id = o.id), '')`.as('articles'),
      'o.code_promo',
      millimes(eb.ref('o.sous_total')).as('sous_total'),
      millimes(eb.ref('o.remise')).as('remise'),
      millimes(eb.ref('o.shipping_charge')).as('shipping_charge'),
      millimes(eb.ref('o.total')).as('total'),
      // The note of its shipment (the courier and tracking number), if it was shipped.
      eb
        .selectFrom('commande_historique as h')
        .select('h.note')
        .whereRef('h.commande_id', '=', 'o.id')
        .where('h.nouvel_etat', '=', 'expédiée')
        .orderBy('h.id', 'desc')
        .limit(1)
        .$asScalar()
        .as('expedition'),
    ])
    .where((eb) => matching(eb, search))
    .orderBy('o.created_at', 'asc')
    .orderBy('o.id', 'asc')
    .execute();
}

export type OrderExportRow = Awaited<ReturnType<typeof findOrdersForExport>>[number];

function matching(
  eb: ExpressionBuilder<DB & { o: DB['commandes'] }, 'o'>,
  { etat, q, from, to }: OrderSearch,
) {
  const conditions = [];
  if (etat) conditions.push(eb('o.etat', '=', etat));
  // A Tunis day runs from its midnight in Tunis to the next: bounds on created_at keep its index usable.
  if (from)
    conditions.push(
      eb('o.created_at', '>=', sql<Date>`(${from}::date::timestamp AT TIME ZONE 'Africa/Tunis')`),
    );
  if (to)
    conditions.push(
      eb('o.created_at', '<', sql<Date>`((${to}::date + 1)::timestamp AT TIME ZONE 'Africa/Tunis')`),
    );
  if (q) {
    // The reference, the phone (spaces, dots, dashes and a +216 prefix ignored) or the name, without regard to case or accents.
    const pattern = `%${escapeLike(q)}%`;
    const alternatives = [
      eb('o.reference', 'ilike', pattern),
      sql<boolean>`unaccent(o.prenom || ' ' || o.nom) ILIKE unaccent(${pattern}::text)`,
      sql<boolean>`unaccent(o.nom || ' ' || o.prenom) ILIKE unaccent(${pattern}::text)`,
    ];
    const digits = q.replace(/[\s.-]/g, '').replace(/^(\+|00)216(?=\d)/, '');
    if (/^\d+$/.test(digits)) alternatives.push(eb('o.numero_telephone', 'like', `%${digits}%`));
    conditions.push(eb.or(alternatives));
  }
  return eb.and(conditions);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
