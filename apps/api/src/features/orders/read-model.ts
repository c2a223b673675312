import type { OrderCall, OrderDesk, OrderHistoryEntry, OrderMoveActor } from '@vitrine/contracts';
import { type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { jsonArrayFrom, jsonBuildObject } from 'kysely/helpers/postgres';
import type { DB } from '../../db/kysely.js';
import { customerTally, phoneBlocked } from './customer-tally.js';

// The order as the shop reads it, typed from the generated tables and shaped by PostgreSQL in one
// statement: its amounts already in millimes, its days and times already in the contracts' text, its
// delivery details, client, lines and history nested. Every use case that shows an order (a replayed
// order, the tracking page, the console, a move's mail) reads it here; none shapes its rows again.

/** What a statement of the order module runs on: the pool, or the order's transaction. */
export type Executor = Kysely<DB>;

type OrderTables = DB & { o: DB['commandes'] };
type OrderExpressions = ExpressionBuilder<OrderTables, 'o'>;

/**
 * An amount in millimes, the one money form of the shop: DECIMAL(10,3) × 1000 is an integer, which
 * float8 holds exactly and pg hands over as a JavaScript number.
 */
export const millimes = (amount: Expression<string>) => sql<number>`(${amount} * 1000)::float8`;

/** A `date` as `YYYY-MM-DD` (pg would make it a Date at the process's local midnight). */
export const isoDay = (day: Expression<Date>) => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;

/** A `timestamptz` as `Date.prototype.toISOString()` writes it (null stays null). */
export const isoTime = <T extends Date | null>(time: Expression<T>) =>
  sql<
    T extends Date ? string : string | null
  >`to_char(${time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Where the order goes: the delivery details it was placed with (decision 9), not its client's current ones. */
export const deliveryJson = (eb: OrderExpressions) =>
  jsonBuildObject({
    nom: eb.ref('o.nom'),
    prenom: eb.ref('o.prenom'),
    numero_telephone: eb.ref('o.numero_telephone'),
    adresse: eb.ref('o.adresse'),
    region: eb.ref('o.region'),
    code_postal: eb.ref('o.code_postal'),
  });

/**
 * The order desk's facts of an order (OrderDeskSchema), from `o`: its calls' summary (which PostgreSQL
 * keeps on the order with each call), how long it has waited, and what the shop knows of its phone.
 */
export const deskFacts = (eb: OrderExpressions) =>
  [
    eb.ref('o.appels_tentatives').as('tentatives'),
    isoTime(eb.ref('o.dernier_appel_le')).as('dernier_appel'),
    isoTime(eb.ref('o.rappeler_a')).as('rappeler_a'),
    sql<number>`floor(extract(epoch FROM now() - o.created_at) / 60)::int`.as('minutes_attente'),
    eb.ref('o.doublon_de').as('doublon_de'),
    customerTally(eb.ref('o.numero_telephone'), eb.ref('o.id')).as('client_resume'),
    phoneBlocked(eb.ref('o.numero_telephone')).as('bloque'),
  ] as const;

/** The order with everything a page or a mail shows of it, from `commandes o`. */
function selectOrder(db: Executor) {
  return db.selectFrom('commandes as o').select((eb) => [
    'o.id',
    'o.reference',
    'o.etat',
    isoDay(eb.ref('o.date_commande')).as('date_commande'),
    isoTime(eb.ref('o.created_at')).as('created_at'),
    'o.code_promo',
    'o.reduction',
    millimes(eb.ref('o.sous_total')).as('sous_total'),
    millimes(eb.ref('o.remise')).as('remise'),
    millimes(eb.ref('o.shipping_charge')).as('shipping_charge'),
    millimes(eb.ref('o.total')).as('total'),
    'o.request_hash',
    deliveryJson(eb).as('livraison'),
    eb
      .selectFrom('clients as c')
      .select((client) =>
        jsonBuildObject({
          code_client: client.ref('c.code_client'),
          adresse_mail: client.ref('c.adresse_mail'),
        }).as('client'),
      )
      .whereRef('c.id', '=', 'o.client_id')
      .$asScalar()
      .$notNull()
      .as('client'),
    jsonArrayFrom(
      eb
        .selectFrom('commande_items as i')
        .select((item) => [
          'i.article_id',
          'i.article_detail_id',
          'i.nom',
          'i.quantite',
          millimes(item.ref('i.prix_unitaire')).as('prix_unitaire'),
          millimes(item.ref('i.total')).as('total'),
        ])
        .whereRef('i.order_id', '=', 'o.id')
        .orderBy('i.id'),
    ).as('items'),
    jsonArrayFrom(
      eb
        .selectFrom('commande_historique as h')
        .select((move) => [
          'h.ancien_etat',
          'h.nouvel_etat',
          isoTime(move.ref('h.created_at')).as('date'),
          sql<Exclude<OrderMoveActor, 'client'>>`h.par`.as('par'),
          'h.note',
        ])
        .whereRef('h.commande_id', '=', 'o.id')
        .orderBy('h.id'),
    ).as('moves'),
    jsonArrayFrom(
      eb
        .selectFrom('commande_appels as a')
        .select((call) => [
          'a.id',
          sql<OrderCall['resultat']>`a.resultat`.as('resultat'),
          'a.note',
          isoTime(call.ref('a.rappeler_a')).as('rappeler_a'),
          isoTime(call.ref('a.created_at')).as('cree_le'),
        ])
        .whereRef('a.commande_id', '=', 'o.id')
        .orderBy('a.created_at')
        .orderBy('a.id'),
    ).as('appels'),
    isoTime(eb.ref('o.premier_contact_le')).as('premier_contact_le'),
    ...deskFacts(eb),
  ]);
}

type OrderQuery = ReturnType<typeof selectOrder>;
type StoredRow = OrderQuery extends SelectQueryBuilder<infer _DB, infer _TB, infer O> ? O : never;

/** An order as stored, amounts in millimes, its history oldest first (its creation, then every move). */
export type StoredOrder = Omit<StoredRow, 'moves'> & { historique: OrderHistoryEntry[] };

/** The order matching `where` (its reference, its id, …), or undefined. */
export async function readOrder(
  db: Executor,
  where: (query: OrderQuery) => OrderQuery,
): Promise<StoredOrder | undefined> {
  const row = await where(selectOrder(db)).executeTakeFirst();
  if (!row) return undefined;
  const { moves, ...order } = row;
  return { ...order, historique: [creationOf(order, moves), ...moves] };
}

/**
 * The order's creation is not a history row (decision 9): placed by the client, in the state its
 * first move left, or its state when it never moved.
 */
function creationOf(
  order: Pick<StoredRow, 'etat' | 'created_at'>,
  moves: StoredRow['moves'],
): OrderHistoryEntry {
  return {
    ancien_etat: null,
    nouvel_etat: moves[0]?.ancien_etat ?? order.etat,
    date: order.created_at,
    par: 'client',
    note: null,
  };
}

/** What the console alone shows of an order: its calls and the desk's facts. */
type DeskFields = 'appels' | 'premier_contact_le' | keyof OrderDesk;

/** An order as its mails and the storefront's answer show it: a stored one, or one being placed. */
export type OrderRecord = Omit<StoredOrder, 'created_at' | 'request_hash' | 'historique' | DeskFields>;
