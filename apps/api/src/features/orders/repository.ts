import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { DEFAULT_MAX_ATTEMPTS } from '../../jobs/queue.js';
import { mailPayload, type OutgoingMail, SEND_MAIL_TASK } from '../../mail/outbox.js';
import type { IdempotencyKey } from './idempotency.js';
import { type Sql, sqlOn } from './sql.js';

// Everything an order reads and writes goes through the pool (sql.ts); only a replay reads the earlier
// order back with Prisma (findOrderByIdempotencyKey), a rare path.

/**
 * The articles and variants a cart names; a line may name only the variant. Each article says how many
 * variants it has (`variants`, see the contracts' `stockKeeping`) and its first one's id (`first_variant`:
 * a one-size article's only variant); each variant its size's name (`taille`).
 */
export interface CartArticles {
  articles: Array<{
    id: number;
    nom: string;
    prix: string;
    promo: number;
    variants: number;
    first_variant: number | null;
  }>;
  details: Array<{ id: number; article_id: number; taille: string | null }>;
}

export async function findCartArticles(
  db: Db,
  articleIds: number[],
  detailIds: number[],
): Promise<CartArticles> {
  const sql = sqlOn(db.pool);
  const details = detailIds.length
    ? await sql.$queryRaw<CartArticles['details']>`
        SELECT d.id, d.article_id, s.nom AS taille
        FROM article_details d LEFT JOIN sizes s ON s.id = d.size_id
        WHERE d.id = ANY(${detailIds}::int[])`
    : [];
  const ids = [...new Set([...articleIds, ...details.map((detail) => detail.article_id)])];
  const articles = await sql.$queryRaw<CartArticles['articles']>`
    SELECT a.id, a.nom, a.prix::text AS prix, a.promo, v.variants, v.first_variant
    FROM articles a
    CROSS JOIN LATERAL (SELECT count(*)::int AS variants, min(d.id) AS first_variant
                        FROM article_details d WHERE d.article_id = a.id) AS v
    WHERE a.id = ANY(${ids}::int[])`;
  return { articles, details };
}

const clientSelect = {
  id: true,
  code_client: true,
  nom: true,
  prenom: true,
  region: true,
  adresse: true,
  code_postal: true,
  numero_telephone: true,
  adresse_mail: true,
} satisfies Prisma.ClientSelect;

type ClientRow = {
  [K in keyof typeof clientSelect]: Prisma.ClientGetPayload<{ select: typeof clientSelect }>[K];
};
type ClientMatch = { id: number; code_client: string; adresse_mail: string; numero_telephone: string };

/** Who orders, as read: the client of the code given, or the clients sharing a new client's e-mail or phone. */
export interface ClientLookup {
  client: ClientRow | null;
  matches: ClientMatch[];
}

/**
 * Everything an order reads before its transaction, in one statement (one round trip, one pooled
 * connection): the cart's articles and variants (findCartArticles) and who orders (findClientByCode when
 * `clientCode` is given, else findClientsByEmailOrPhone with `newClient`'s e-mail and phone).
 */
export async function readOrderInputs(
  db: Db,
  cart: { articleIds: number[]; detailIds: number[] },
  who: { clientCode: string | null; newClient: { email: string; phone: string } | null },
): Promise<CartArticles & ClientLookup> {
  const email = who.newClient?.email ?? null;
  const phone = who.newClient?.phone ?? null;
  const [row] = await sqlOn(db.pool).$queryRaw<
    Array<{
      details: CartArticles['details'];
      articles: CartArticles['articles'];
      client: ClientRow | null;
      matches: ClientMatch[];
    }>
  >`
    SELECT
      (SELECT coalesce(json_agg(json_build_object('id', d.id, 'article_id', d.article_id, 'taille', s.nom)), '[]')
       FROM article_details d LEFT JOIN sizes s ON s.id = d.size_id
       WHERE d.id = ANY(${cart.detailIds}::int[])) AS details,
      (SELECT coalesce(json_agg(json_build_object('id', a.id, 'nom', a.nom, 'prix', a.prix::text,
          'promo', a.promo, 'variants', v.variants, 'first_variant', v.first_variant)), '[]')
       FROM articles a
       CROSS JOIN LATERAL (SELECT count(*) AS variants, min(d.id) AS first_variant
                           FROM article_details d WHERE d.article_id = a.id) AS v
       -- One array of ids, so that the primary key finds them (an OR with a subquery scans every article).
       WHERE a.id = ANY(${cart.articleIds}::int[]
         || ARRAY(SELECT article_id FROM article_details WHERE id = ANY(${cart.detailIds}::int[])))) AS articles,
      (SELECT row_to_json(c) FROM (
         SELECT id, code_client, nom, prenom, region, adresse, code_postal, numero_telephone, adresse_mail
         FROM clients WHERE code_client = ${who.clientCode}::text) AS c) AS client,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'code_client', code_client,
          'adresse_mail', adresse_mail, 'numero_telephone', numero_telephone)), '[]')
       FROM clients WHERE adresse_mail = ${email}::text OR numero_telephone = ${phone}::text) AS matches`;
  if (!row) throw new Error('the order inputs statement returned no row');
  return row;
}

export async function findClientByCode(db: Db, code: string): Promise<ClientRow | null> {
  const [client] = await sqlOn(db.pool).$queryRaw<ClientRow[]>`
    SELECT id, code_client, nom, prenom, region, adresse, code_postal, numero_telephone, adresse_mail
    FROM clients WHERE code_client = ${code}`;
  return client ?? null;
}

export function findClientsByEmailOrPhone(db: Db, email: string, phone: string) {
  return sqlOn(db.pool).$queryRaw<
    Array<{ id: number; code_client: string; adresse_mail: string; numero_telephone: string }>
  >`
    SELECT id, code_client, adresse_mail, numero_telephone FROM clients
    WHERE adresse_mail = ${email} OR numero_telephone = ${phone}`;
}

export async function createClient(
  tx: Sql,
  data: Pick<
    Prisma.ClientCreateInput,
    'code_client' | 'nom' | 'prenom' | 'region' | 'adresse' | 'numero_telephone' | 'adresse_mail'
  > & { code_postal: string | null },
): Promise<{ id: number }> {
  const [row] = await tx.$queryRaw<Array<{ id: number }>>`
    INSERT INTO clients (code_client, nom, prenom, region, adresse, numero_telephone, code_postal, adresse_mail)
    VALUES (${data.code_client}, ${data.nom}, ${data.prenom}, ${data.region}, ${data.adresse},
      ${data.numero_telephone}, ${data.code_postal}, ${data.adresse_mail})
    RETURNING id`;
  if (!row) throw new Error('INSERT INTO clients returned no row');
  return row;
}

/**
 * Requests with one idempotency key run one at a time, until the first one's order is committed; once
 * it holds the lock, the request learns which order holds the key, if any, and draws the id its own
 * order would take (one statement for the three: an order is a handful of round trips).
 */
export async function lockIdempotencyKey(
  tx: Sql,
  { key, scope }: IdempotencyKey,
): Promise<{ nextId: number; holder: { id: number; created_at: Date } | undefined }> {
  const [row] = await tx.$queryRaw<Array<{ next_id: string; id: number | null; created_at: Date | null }>>`
    SELECT nextval(pg_get_serial_sequence('commandes', 'id')) AS next_id, o.id, o.created_at
    FROM (SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:${key}`}, 0))) AS locked
    LEFT JOIN commandes o ON o.idempotency_scope = ${scope} AND o.idempotency_key = ${key}`;
  if (!row) throw new Error('the idempotency key lock returned no row');
  return {
    nextId: Number(row.next_id),
    holder: row.id != null && row.created_at ? { id: row.id, created_at: row.created_at } : undefined,
  };
}

/** An expired key gives up its place (its order's scope is cleared), so that it can name a new order. */
export async function releaseIdempotencyKey(tx: Sql, orderId: number): Promise<void> {
  await tx.$queryRaw`UPDATE commandes SET idempotency_scope = NULL WHERE id = ${orderId}`;
}

/** The order id is drawn first so the human reference can be written with the row. */
export async function nextOrderId(tx: Sql): Promise<number> {
  // int8: a string from pg, a bigint from Prisma (the demo's orders).
  const rows = await tx.$queryRaw<Array<{ id: string | bigint }>>`
    SELECT nextval(pg_get_serial_sequence('commandes', 'id')) AS id`;
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('nextval() returned no row');
  return Number(id);
}

/** The columns that say what an order costs. */
export const orderAmountsSelect = {
  code_promo: true,
  reduction: true,
  sous_total: true,
  remise: true,
  shipping_charge: true,
  total: true,
} satisfies Prisma.OrderSelect;

export const orderSelect = {
  id: true,
  reference: true,
  etat: true,
  date_commande: true,
  ...orderAmountsSelect,
  request_hash: true,
  nom: true,
  prenom: true,
  numero_telephone: true,
  adresse: true,
  region: true,
  code_postal: true,
  client: { select: { ...clientSelect, id: false } },
  items: {
    select: {
      article_id: true,
      article_detail_id: true,
      nom: true,
      quantite: true,
      prix_unitaire: true,
      total: true,
    },
    orderBy: { id: 'asc' },
  },
} satisfies Prisma.OrderSelect;

export type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

/** The demo's past orders (demo/demo-insert.ts), in Prisma's transaction: the order then its lines. */
export async function insertOrder(
  tx: Prisma.TransactionClient,
  order: Prisma.OrderUncheckedCreateInput,
  items: Array<Omit<Prisma.OrderItemCreateManyInput, 'order_id'>>,
): Promise<void> {
  await tx.order.create({ data: order, select: { id: true } });
  await tx.orderItem.createMany({ data: items.map((item) => ({ ...item, order_id: order.id as number })) });
}

export interface OrderInsert {
  id: number;
  reference: string;
  client_id: number;
  promo_id: number | null;
  code_promo: string | null;
  reduction: number;
  sous_total: string;
  remise: string;
  shipping_charge: string;
  total: string;
  /** `YYYY-MM-DD`. */
  date_commande: string;
  /** As PostgreSQL spells it: 'en cours'. */
  etat: string;
  idempotency_key: string | null;
  idempotency_scope: string | null;
  request_hash: string;
  nom: string;
  prenom: string;
  numero_telephone: string;
  adresse: string;
  region: string;
  code_postal: string | null;
  /** False: no mail about the order's moves (the receipt goes all the same). */
  notifications: boolean;
}

export interface OrderItemInsert {
  article_id: number;
  article_detail_id: number | null;
  nom: string;
  quantite: number;
  prix_unitaire: string;
  total: string;
}

/**
 * An order placed by a shopper, on the order's connection, in one statement: the order, its lines and
 * its mails (the send-mail jobs enqueueMails in mail/outbox.ts adds, run once committed). Nothing else is read back (the caller has every value). The lines'
 * foreign key to the order is checked at the end of the statement, once the order is there.
 */
export async function insertOrderRows(
  tx: Sql,
  order: OrderInsert,
  items: OrderItemInsert[],
  mails: OutgoingMail[],
): Promise<void> {
  await tx.$queryRaw`
    WITH inserted_order AS (
      INSERT INTO commandes (id, reference, client_id, promo_id, code_promo, reduction, sous_total, remise,
        shipping_charge, total, date_commande, etat, idempotency_key, idempotency_scope, request_hash,
        nom, prenom, numero_telephone, adresse, region, code_postal, notifications)
      VALUES (${order.id}, ${order.reference}, ${order.client_id}, ${order.promo_id}::int,
        ${order.code_promo}::text, ${order.reduction}, ${order.sous_total}::numeric, ${order.remise}::numeric,
        ${order.shipping_charge}::numeric, ${order.total}::numeric, ${order.date_commande}::date,
        ${order.etat}::text::etat_commande, ${order.idempotency_key}::text, ${order.idempotency_scope}::text,
        ${order.request_hash}, ${order.nom}, ${order.prenom}, ${order.numero_telephone}, ${order.adresse},
        ${order.region}, ${order.code_postal}::text, ${order.notifications})
    ), inserted_items AS (
      INSERT INTO commande_items (order_id, article_id, article_detail_id, nom, quantite, prix_unitaire, total)
      VALUES ${Prisma.join(
        items.map(
          (item) => Prisma.sql`(${order.id}, ${item.article_id}, ${item.article_detail_id}::int, ${item.nom},
            ${item.quantite}, ${item.prix_unitaire}::numeric, ${item.total}::numeric)`,
        ),
      )}
    )
    SELECT (graphile_worker.add_job(${SEND_MAIL_TASK}, payload, max_attempts => ${DEFAULT_MAX_ATTEMPTS}::int)).id
    FROM json_array_elements(${JSON.stringify(mails.map(mailPayload))}::json) AS payload`;
}

/** The order this sender placed with this key, unless the key has expired. */
/** The order that holds this key, however old (the caller tells whether the key is still in force). */
export function findOrderByIdempotencyKey(
  db: Db,
  { key, scope }: IdempotencyKey,
): Promise<(OrderRow & { created_at: Date }) | null> {
  return db.order.findUnique({
    where: { idempotency_scope_idempotency_key: { idempotency_scope: scope, idempotency_key: key } },
    select: { ...orderSelect, created_at: true },
  });
}
