import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/kysely.js';
import { blockedAmong } from '../customers/block-list.js';
import type { IdempotencyKey } from './idempotency.js';
import { type Executor, millimes } from './read-model.js';

// The statements that place an order. An order is a dozen short statements under load, so they stay
// few: one before the transaction reads everything a refusal needs, one locks the idempotency key and
// draws the order's id, one writes the order with its lines.

/**
 * Everything an order reads before its transaction, in one statement (one round trip, one pooled
 * connection): the variants the cart names (with their size's name), the articles it names directly or
 * through a variant (price in millimes; how many variants each has and its first one's id, see the
 * contracts' `stockKeeping`), who orders — the client of `clientCode`, or the clients sharing a new
 * client's e-mail or phone — and which of the order's phones (typed, or the code's) are blocked.
 */
export async function readOrderInputs(
  db: Executor,
  cart: { articleIds: number[]; detailIds: number[] },
  who: {
    clientCode: string | null;
    newClient: { email: string; phone: string } | null;
    typedPhone: string | null;
  },
) {
  const detailIds = sql<number[]>`${cart.detailIds}::int[]`;
  const row = await db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('article_details as d')
          .leftJoin('sizes as s', 's.id', 'd.size_id')
          .select(['d.id', 'd.article_id', 's.nom as taille'])
          .where('d.id', '=', eb.fn.any(detailIds)),
      ).as('details'),
      jsonArrayFrom(
        eb
          .selectFrom('articles as a')
          .innerJoinLateral(
            (lateral) =>
              lateral
                .selectFrom('article_details as d')
                .select((v) => [v.fn.countAll<number>().as('variants'), v.fn.min('d.id').as('first_variant')])
                .whereRef('d.article_id', '=', 'a.id')
                .as('v'),
            (join) => join.onTrue(),
          )
          .select((a) => [
            'a.id',
            'a.nom',
            millimes(a.ref('a.prix')).as('prix'),
            'a.promo',
            'v.variants',
            'v.first_variant',
          ])
          // One array of ids, so that the primary key finds them (an OR with a subquery scans every article).
          .where(
            'a.id',
            '=',
            eb.fn.any(
              sql<
                number[]
              >`${cart.articleIds}::int[] || ARRAY(SELECT article_id FROM article_details WHERE id = ANY(${detailIds}))`,
            ),
          )
          // An article the owner took off the shop is no longer sold: the cart says it is gone.
          .where('a.visible', '=', true),
      ).as('articles'),
      jsonObjectFrom(
        eb
          .selectFrom('clients')
          .select([
            'id',
            'code_client',
            'nom',
            'prenom',
            'region',
            'adresse',
            'code_postal',
            'numero_telephone',
            'adresse_mail',
          ])
          .where('code_client', '=', who.clientCode),
      ).as('client'),
      jsonArrayFrom(
        eb
          .selectFrom('clients')
          .select(['id', 'code_client', 'adresse_mail', 'numero_telephone'])
          .where((c) =>
            c.or([
              c('adresse_mail', '=', who.newClient?.email ?? null),
              c('numero_telephone', '=', who.newClient?.phone ?? null),
            ]),
          ),
      ).as('matches'),
      blockedAmong(
        eb,
        sql<string[]>`array_remove(ARRAY[${who.typedPhone}]::text[], NULL)
          || ARRAY(SELECT numero_telephone::text FROM clients WHERE code_client = ${who.clientCode})`,
      ).as('blocked'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

export type OrderInputs = Awaited<ReturnType<typeof readOrderInputs>>;
/** The articles and variants a cart names. */
export type CartArticles = Pick<OrderInputs, 'articles' | 'details'>;
/** Who orders, as read: the client of the code given, or the clients sharing a new client's e-mail or phone. */
export type ClientLookup = Pick<OrderInputs, 'client' | 'matches'>;
/** A stored client, as an order's mails and answer show it. */
export type ClientDetails = Omit<NonNullable<OrderInputs['client']>, 'id'>;

export async function createClient(tx: Executor, client: Insertable<DB['clients']>): Promise<number> {
  const { id } = await tx.insertInto('clients').values(client).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Requests with one idempotency key run one at a time, until the first one's order is committed; once
 * it holds the lock, the request learns which order holds the key, if any, and draws the id its own
 * order would take (one statement for the three).
 */
export async function lockIdempotencyKey(tx: Executor, { key, scope }: IdempotencyKey) {
  const row = await tx
    .selectFrom(sql`(SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:${key}`}, 0)))`.as('locked'))
    .leftJoin('commandes as o', (join) =>
      join.on('o.idempotency_scope', '=', scope).on('o.idempotency_key', '=', key),
    )
    .select(['o.id', 'o.created_at', nextOrderId().as('next_id')])
    .executeTakeFirstOrThrow();
  return {
    nextId: Number(row.next_id),
    holder:
      row.id !== null && row.created_at !== null ? { id: row.id, created_at: row.created_at } : undefined,
  };
}

/** An expired key gives up its place (its order's scope is cleared), so that it can name a new order. */
export async function releaseIdempotencyKey(tx: Executor, orderId: number): Promise<void> {
  await tx.updateTable('commandes').set({ idempotency_scope: null }).where('id', '=', orderId).execute();
}

/** The order id is drawn first so the human reference can be written with the row (int8: a string from pg). */
const nextOrderId = () => sql<string>`nextval(pg_get_serial_sequence('commandes', 'id'))`;

export async function drawOrderId(tx: Executor): Promise<number> {
  const { id } = await tx.selectNoFrom(nextOrderId().as('id')).executeTakeFirstOrThrow();
  return Number(id);
}

/**
 * The orders of one delivery phone (per-phone limit, duplicates) are looked at one order at a time:
 * the lock is held until the order's transaction ends, so a concurrent order of the same phone, on
 * any instance, sees this one once it is committed. Its own statement: a statement's snapshot is taken
 * before it waits for a lock, so a read in the same statement could miss the order it waited for.
 */
export async function lockPhone(tx: Executor, phone: string): Promise<void> {
  await tx
    .selectNoFrom(sql`pg_advisory_xact_lock(hashtextextended(${`orders-of-phone:${phone}`}, 0))`.as('locked'))
    .execute();
}

/** How far back the per-phone limit counts and a duplicate is looked for. */
const SAME_PHONE_WINDOW = sql`interval '24 hours'`;

/**
 * The orders placed with `phone` in the last 24 hours, and the newest of them still « en cours » or
 * « confirmée » that names one of `articleIds`: the order being placed repeats it.
 */
export async function recentOrdersOfPhone(tx: Executor, phone: string, articleIds: number[]) {
  const recent = (eb: ExpressionBuilder<DB, never>) =>
    eb
      .selectFrom('commandes as o')
      .where('o.numero_telephone', '=', phone)
      .where('o.created_at', '>=', sql<Date>`now() - ${SAME_PHONE_WINDOW}`);
  return tx
    .selectNoFrom((eb) => [
      recent(eb)
        // count(*) is a bigint: pg hands it over as text.
        .select((o) => o.fn.countAll<string>().as('count'))
        .$asScalar()
        .as('placed'),
      recent(eb)
        .select('o.reference')
        .where('o.etat', 'in', ['en cours', 'confirmée'])
        .where((o) =>
          o.exists(
            o
              .selectFrom('commande_items as i')
              .whereRef('i.order_id', '=', 'o.id')
              .where('i.article_id', '=', o.fn.any(sql<number[]>`${articleIds}::int[]`))
              .select(sql`1`.as('one')),
          ),
        )
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(1)
        .$asScalar()
        .as('duplicate_of'),
    ])
    .executeTakeFirstOrThrow()
    .then((row) => ({ placed: Number(row.placed), duplicateOf: row.duplicate_of ?? null }));
}

/**
 * An order and its lines in one statement; nothing is read back (the caller has every value). The
 * lines' foreign key to the order is checked at the end of the statement, once the order is there.
 */
export async function insertOrder(
  tx: Executor,
  order: Insertable<DB['commandes']> & { id: number },
  items: Array<Omit<Insertable<DB['commande_items']>, 'order_id'>>,
): Promise<void> {
  await tx
    .with('inserted_order', (db) => db.insertInto('commandes').values(order))
    .insertInto('commande_items')
    .values(items.map((item) => ({ ...item, order_id: order.id })))
    .execute();
}
