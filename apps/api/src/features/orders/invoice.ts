import {
  type Invoice,
  invoiceNumber,
  MESSAGES,
  type OrderTrackingQuery,
  toDecimalString,
  toDinars,
} from '@vitrine/contracts';
import { sql } from 'kysely';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import { toTracking } from './answers.js';
import { isoDay, millimes, readOrder } from './read-model.js';

/** What an invoice is issued with: TVA_TAUX and DROIT_DE_TIMBRE. */
export interface InvoiceSettings {
  vatPercent: number;
  stampDutyMillimes: number;
}

/** What the invoice's own row holds. */
type IssuedInvoice = Pick<Invoice, 'numero' | 'date_facture' | 'tva_taux' | 'droit_de_timbre'>;

/** States of an order that sold nothing: no invoice for them. */
const UNSOLD = ['annulée', 'refusée'] as const;

/**
 * The invoice of the order whose reference and phone match (else 404, as tracking): its number is
 * given the first time it is asked for, from its year's counter, locked for the transaction so two
 * invoices never share a number and a rollback leaves no gap; asked again, the same invoice.
 */
async function issueInvoice(
  db: Db,
  query: OrderTrackingQuery,
  settings: InvoiceSettings,
): Promise<IssuedInvoice> {
  return withTransaction(db.kysely, async (trx) => {
    // The order's row lock makes two first requests for one order wait for each other.
    const order = await trx
      .selectFrom('commandes')
      .select(['id', 'etat'])
      .where('reference', '=', query.reference)
      .where('numero_telephone', '=', query.numero_telephone)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);

    const issued = await readInvoice(trx, order.id);
    if (issued) return issued;
    if ((UNSOLD as readonly string[]).includes(order.etat)) {
      throw new AppError('conflict', MESSAGES.invoiceNotForUnsold);
    }

    const year = sql<number>`extract(year from now() at time zone 'Africa/Tunis')::int`;
    // INSERT … ON CONFLICT DO UPDATE takes the year's row lock until the commit: the next invoice of
    // the year waits here for this one's number to be kept or given back.
    const { annee, dernier } = await trx
      .insertInto('factures_compteurs')
      .values({ annee: year, dernier: 1 })
      .onConflict((conflict) =>
        conflict.column('annee').doUpdateSet({ dernier: sql`"factures_compteurs"."dernier" + 1` }),
      )
      .returning(['annee', 'dernier'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('factures')
      .values({
        commande_id: order.id,
        annee,
        numero: dernier,
        tva_taux: String(settings.vatPercent),
        droit_de_timbre: toDecimalString(settings.stampDutyMillimes),
      })
      .execute();
    return (await readInvoice(trx, order.id)) as IssuedInvoice;
  });
}

/** The order's invoice with the lines and amounts it bills, read from the order as the shop holds it. */
export async function invoiceOf(
  db: Db,
  query: OrderTrackingQuery,
  settings: InvoiceSettings,
): Promise<Invoice> {
  const issued = await issueInvoice(db, query, settings);
  const order = await readOrder(db.kysely, (order) => order.where('o.reference', '=', query.reference));
  if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
  const { items, sous_total, remise, shipping_charge, total } = toTracking(order);
  return { ...issued, items, sous_total, remise, shipping_charge, total };
}

async function readInvoice(trx: Db['kysely'], orderId: number): Promise<IssuedInvoice | undefined> {
  const row = await trx
    .selectFrom('factures as f')
    .select((eb) => [
      'f.annee',
      'f.numero',
      isoDay(sql<Date>`(${eb.ref('f.created_at')} at time zone 'Africa/Tunis')::date`).as('date_facture'),
      sql<number>`${eb.ref('f.tva_taux')}::float8`.as('tva_taux'),
      millimes(eb.ref('f.droit_de_timbre')).as('droit_de_timbre'),
    ])
    .where('f.commande_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    numero: invoiceNumber(row.annee, row.numero),
    date_facture: row.date_facture,
    tva_taux: row.tva_taux,
    droit_de_timbre: toDinars(row.droit_de_timbre),
  };
}
