import type { OrderDelivery, OrderState } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';

// The console's reads of orders, in SQL: the search folds accents (unaccent) and the dates are days in
// Tunis. States are read as text (`etat::text`), the words the contracts use. The name, phone and
// address are the order's own (kept as it was placed), not its client's current ones.

export interface OrderSearch {
  etat?: OrderState | undefined;
  q?: string | undefined;
  /** `YYYY-MM-DD`, a day in Tunis; both ends included. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface OrderSummaryRow {
  reference: string;
  etat: OrderState;
  date_commande: Date;
  created_at: Date;
  nom: string;
  prenom: string;
  numero_telephone: string;
  region: string;
  articles: number;
  total: Prisma.Decimal;
}

/** One page of the orders matching the search, newest first. */
export function findOrderSummaries(
  db: Db,
  search: OrderSearch,
  page: { offset: number; limit: number },
): Promise<OrderSummaryRow[]> {
  return db.$queryRaw<OrderSummaryRow[]>`
    SELECT o.reference, o.etat::text AS etat, o.date_commande, o.created_at,
           o.nom, o.prenom, o.numero_telephone, o.region, o.total,
           (SELECT coalesce(sum(i.quantite), 0)::int FROM commande_items i WHERE i.order_id = o.id) AS articles
    FROM commandes o
    WHERE ${whereSearch(search)}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/** How many orders match the search in each state (the state filter aside). */
export async function countOrdersByState(db: Db, search: OrderSearch): Promise<Map<OrderState, number>> {
  const rows = await db.$queryRaw<Array<{ etat: OrderState; count: number }>>`
    SELECT o.etat::text AS etat, count(*)::int AS count
    FROM commandes o
    WHERE ${whereSearch({ ...search, etat: undefined })}
    GROUP BY o.etat`;
  return new Map(rows.map((row) => [row.etat, row.count]));
}

export interface OrderRow extends OrderDelivery {
  id: number;
  reference: string;
  etat: OrderState;
  date_commande: Date;
  created_at: Date;
  code_client: string;
  adresse_mail: string;
  code_promo: string | null;
  reduction: number;
  sous_total: Prisma.Decimal;
  remise: Prisma.Decimal;
  shipping_charge: Prisma.Decimal;
  total: Prisma.Decimal;
}

export async function findOrderByReference(db: Db, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db.$queryRaw<OrderRow[]>`
    SELECT o.id, o.reference, o.etat::text AS etat, o.date_commande, o.created_at,
           c.code_client, c.adresse_mail,
           o.nom, o.prenom, o.numero_telephone, o.adresse, o.region, o.code_postal,
           o.code_promo, o.reduction, o.sous_total, o.remise, o.shipping_charge, o.total
    FROM commandes o JOIN clients c ON c.id = o.client_id
    WHERE o.reference = ${reference}`;
  return row;
}

export function findOrderItems(db: Db, orderId: number) {
  return db.orderItem.findMany({
    where: { order_id: orderId },
    select: { article_id: true, nom: true, quantite: true, prix_unitaire: true, total: true },
    orderBy: { id: 'asc' },
  });
}

export interface OrderExportRow {
  reference: string;
  etat: OrderState;
  created_at: Date;
  nom: string;
  prenom: string;
  numero_telephone: string;
  adresse_mail: string;
  adresse: string;
  code_postal: string | null;
  region: string;
  /** `2 × Bague Aube, 1 × Collier Jasmin`. */
  articles: string;
  code_promo: string | null;
  sous_total: Prisma.Decimal;
  remise: Prisma.Decimal;
  shipping_charge: Prisma.Decimal;
  total: Prisma.Decimal;
  /** The note of its shipment (the courier and tracking number), if it was shipped. */
  expedition: string | null;
}

/** Every order placed in the date range (in one state, if asked), oldest first, with its lines in one text. */
export function findOrdersForExport(db: Db, search: Pick<OrderSearch, 'etat' | 'from' | 'to'>) {
  return db.$queryRaw<OrderExportRow[]>`
    SELECT o.reference, o.etat::text AS etat, o.created_at,
           o.nom, o.prenom, o.numero_telephone, c.adresse_mail, o.adresse, o.code_postal, o.region,
           coalesce((SELECT string_agg(i.quantite || ' × ' || i.nom, ', ' ORDER BY i.id)
                     FROM commande_items i WHERE i.order_id = o.id), '') AS articles,
           o.code_promo, o.sous_total, o.remise, o.shipping_charge, o.total,
           (SELECT h.note FROM commande_historique h
            WHERE h.commande_id = o.id AND h.nouvel_etat = 'expédiée'
            ORDER BY h.id DESC LIMIT 1) AS expedition
    FROM commandes o
    JOIN clients c ON c.id = o.client_id
    WHERE ${whereSearch(search)}
    ORDER BY o.created_at ASC, o.id ASC`;
}

function whereSearch({ etat, q, from, to }: OrderSearch): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (etat) conditions.push(Prisma.sql`o.etat::text = ${etat}`);
  // A Tunis day runs from its midnight in Tunis to the next: bounds on created_at keep its index usable.
  if (from)
    conditions.push(Prisma.sql`o.created_at >= (${from}::date::timestamp AT TIME ZONE 'Africa/Tunis')`);
  if (to) {
    conditions.push(Prisma.sql`o.created_at < ((${to}::date + 1)::timestamp AT TIME ZONE 'Africa/Tunis')`);
  }
  if (q) conditions.push(matchesSearch(q));
  return conditions.length ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
}

/** The reference, the phone (spaces, dots, dashes and a +216 prefix ignored) or the name, without regard to case or accents. */
function matchesSearch(q: string): Prisma.Sql {
  const pattern = `%${escapeLike(q)}%`;
  const alternatives = [
    Prisma.sql`o.reference ILIKE ${pattern}`,
    Prisma.sql`unaccent(o.prenom || ' ' || o.nom) ILIKE unaccent(${pattern}::text)`,
    Prisma.sql`unaccent(o.nom || ' ' || o.prenom) ILIKE unaccent(${pattern}::text)`,
  ];
  const digits = q.replace(/[\s.-]/g, '').replace(/^(\+|00)216(?=\d)/, '');
  if (/^\d+$/.test(digits)) alternatives.push(Prisma.sql`o.numero_telephone LIKE ${`%${digits}%`}`);
  return Prisma.sql`(${Prisma.join(alternatives, ' OR ')})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
