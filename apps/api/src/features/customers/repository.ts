import { normalisePhone, OWNER_CLIENTS_PAGE_SIZE } from '@vitrine/contracts';
import { type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/kysely.js';
import { isoDay, isoTime, millimes } from '../orders/read-model.js';

// The customers the shop remembers, keyed on the orders' delivery phone (a guest's as a client code's):
// what they ordered and how it ended, from the orders themselves; the block and the notes, from the
// phone's own rows (clients_fiches, clients_notes).

type Db = Kysely<DB>;
type OrderExpressions = ExpressionBuilder<DB & { o: DB['commandes'] }, 'o'>;

/** How a set of orders ended: the one-line summary « 3 livrées · 1 refusée ». */
const tally = (eb: OrderExpressions) =>
  [
    sql<number>`(count(*) FILTER (WHERE ${eb.ref('o.etat')} = 'livrée'))::int`.as('livrees'),
    sql<number>`(count(*) FILTER (WHERE ${eb.ref('o.etat')} = 'refusée'))::int`.as('refusees'),
    sql<number>`(count(*) FILTER (WHERE ${eb.ref('o.etat')} = 'annulée'))::int`.as('annulees'),
  ] as const;

/** The name on the phone's latest order and its client's e-mail: who the customer is now. */
function latestDetails(db: Db, phone: string | Expression<string>) {
  return db
    .selectFrom('commandes as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .select(['o.nom', 'o.prenom', 'c.adresse_mail'])
    .where('o.numero_telephone', '=', phone)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(1);
}

/**
 * One phone's record in one statement: the latest order's name and e-mail, every order (latest
 * first), how they ended, the block and the notes (newest first); undefined when it placed no order.
 */
export function readCustomer(db: Db, phone: string) {
  return customerStatement(db, phone).executeTakeFirst();
}

/** readCustomer's statement (the bench explains it). */
export function customerStatement(db: Db, phone: string) {
  return db.selectFrom(latestDetails(db, phone).as('latest')).select((eb) => [
    'latest.nom',
    'latest.prenom',
    'latest.adresse_mail',
    jsonArrayFrom(
      eb
        .selectFrom('commandes as o')
        .select((o) => [
          'o.reference',
          isoDay(o.ref('o.date_commande')).as('date'),
          millimes(o.ref('o.total')).as('total'),
          'o.etat',
        ])
        .where('o.numero_telephone', '=', phone)
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc'),
    ).as('commandes'),
    jsonObjectFrom(
      eb
        .selectFrom('commandes as o')
        .select((o) => tally(o))
        .where('o.numero_telephone', '=', phone),
    )
      .$notNull()
      .as('tally'),
    jsonObjectFrom(
      eb
        .selectFrom('clients_fiches as f')
        .select(['f.bloque', 'f.raison_blocage', 'f.tentatives_bloquees'])
        .where('f.telephone', '=', phone),
    ).as('fiche'),
    jsonArrayFrom(
      eb
        .selectFrom('clients_notes as n')
        .select((n) => ['n.id', 'n.texte', isoTime(n.ref('n.created_at')).as('cree_le')])
        .where('n.telephone', '=', phone)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc'),
    ).as('notes'),
  ]);
}

/**
 * One page of the phones that placed orders, latest order first, with how many phones there are: all
 * of them, or those whose orders match `q` by name, phone or e-mail (accents and case ignored).
 */
export function findCustomers(db: Db, q: string | undefined, page: number) {
  return customersStatement(db, q, page).execute();
}

/** findCustomers's statement (the bench explains it). */
export function customersStatement(db: Db, q: string | undefined, page: number) {
  const phones = db
    .selectFrom('commandes as o')
    .select((eb) => [
      'o.numero_telephone as telephone',
      eb.fn.max('o.created_at').as('derniere'),
      eb.fn.countAll<number>().as('commandes'),
      ...tally(eb),
    ])
    .$if(q !== undefined, (query) => query.where('o.numero_telephone', 'in', phonesMatching(db, q as string)))
    .groupBy('o.numero_telephone');
  const pageOfPhones = db
    .selectFrom(phones.as('p'))
    .selectAll('p')
    .select((eb) => eb.fn.countAll<string>().over().as('total'))
    .orderBy('p.derniere', 'desc')
    .orderBy('p.telephone', 'asc')
    .limit(OWNER_CLIENTS_PAGE_SIZE)
    .offset((page - 1) * OWNER_CLIENTS_PAGE_SIZE);
  return db
    .selectFrom(pageOfPhones.as('p'))
    .innerJoinLateral(
      () => latestDetails(db, sql.ref<string>('p.telephone')).as('latest'),
      (join) => join.onTrue(),
    )
    .leftJoin('clients_fiches as f', 'f.telephone', 'p.telephone')
    .select((eb) => [
      'p.telephone',
      'latest.nom',
      'latest.prenom',
      'latest.adresse_mail',
      sql<number>`${eb.ref('p.commandes')}::int`.as('commandes'),
      'p.livrees',
      'p.refusees',
      'p.annulees',
      isoTime(eb.ref('p.derniere')).as('derniere_commande'),
      eb.fn.coalesce('f.bloque', sql<boolean>`false`).as('bloque'),
      'p.total',
    ])
    .orderBy('p.derniere', 'desc')
    .orderBy('p.telephone', 'asc');
}

/**
 * The phones of the orders whose name (first and last, in either order) holds `q` (accents and case
 * ignored), whose phone holds its digits (separators and +216 ignored), or whose client's e-mail
 * holds it. Each test is the expression of a trigram index (migration 20261128223000_customer_search).
 */
function phonesMatching(db: Db, q: string) {
  const pattern = `%${escapeLike(q)}%`;
  const digits = normalisePhone(q);
  const byOrder = db
    .selectFrom('commandes as m')
    .select('m.numero_telephone')
    .where((m) =>
      m.or([
        sql<boolean>`customer_name_folded(${m.ref('m.prenom')}, ${m.ref('m.nom')})
          LIKE lower(public.unaccent('public.unaccent'::regdictionary, ${pattern}::text))`,
        ...(/^\d+$/.test(digits) ? [m('m.numero_telephone', 'like', `%${digits}%`)] : []),
      ]),
    );
  const byEmail = db
    .selectFrom('clients as c')
    .innerJoin('commandes as m', 'm.client_id', 'c.id')
    .select('m.numero_telephone')
    .where('c.adresse_mail', 'ilike', pattern);
  return byOrder.union(byEmail);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One row naming `phone` if it placed an order, none otherwise: what a record's writes insert from. */
const ifOrdered = (db: Db, phone: string) =>
  db.selectFrom('commandes').where('numero_telephone', '=', phone).limit(1);

/**
 * Blocks or unblocks a phone that placed an order (its record row is made when first needed); false,
 * and nothing written, when it placed none.
 */
export async function setBlock(
  db: Db,
  phone: string,
  block: { bloque: boolean; raison: string | null },
): Promise<boolean> {
  const written = await db
    .insertInto('clients_fiches')
    .columns(['telephone', 'bloque', 'raison_blocage'])
    .expression(
      ifOrdered(db, phone).select([
        sql<string>`${phone}::varchar`.as('telephone'),
        sql<boolean>`${block.bloque}::boolean`.as('bloque'),
        sql<string | null>`${block.raison}::varchar`.as('raison_blocage'),
      ]),
    )
    .onConflict((conflict) =>
      conflict.column('telephone').doUpdateSet({
        bloque: block.bloque,
        raison_blocage: block.raison,
        updated_at: sql`CURRENT_TIMESTAMP`,
      }),
    )
    .executeTakeFirst();
  return written.numInsertedOrUpdatedRows === 1n;
}

/** A note on the record of a phone that placed an order; undefined, and nothing written, when it placed none. */
export function addNote(db: Db, phone: string, texte: string) {
  return db
    .insertInto('clients_notes')
    .columns(['telephone', 'texte'])
    .expression(
      ifOrdered(db, phone).select([
        sql<string>`${phone}::varchar`.as('telephone'),
        sql<string>`${texte}::varchar`.as('texte'),
      ]),
    )
    .returning((eb) => ['id', 'texte', isoTime(eb.ref('created_at')).as('cree_le')])
    .executeTakeFirst();
}
