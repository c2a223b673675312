import type { Db } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { IdempotencyKey } from './idempotency.js';

type Tx = Prisma.TransactionClient;

/**
 * The articles and variants a cart names; a line may name only the variant. Each article says how many
 * of its variants have a size (`sized_variants`): see `isSoldInSizes`.
 */
export async function findCartArticles(db: Db, articleIds: number[], detailIds: number[]) {
  const details = detailIds.length
    ? await db.articleDetail.findMany({
        where: { id: { in: detailIds } },
        select: { id: true, article_id: true },
      })
    : [];
  const ids = [...new Set([...articleIds, ...details.map((detail) => detail.article_id)])];
  const articles = await db.article.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      nom: true,
      prix: true,
      promo: true,
      _count: { select: { details: { where: { size_id: { not: null } } } } },
    },
  });
  return {
    articles: articles.map(({ _count, ...article }) => ({ ...article, sized_variants: _count.details })),
    details,
  };
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

export function findClientByCode(db: Db, code: string) {
  return db.client.findUnique({ where: { code_client: code }, select: clientSelect });
}

export function findClientsByEmailOrPhone(db: Db, email: string, phone: string) {
  return db.client.findMany({
    where: { OR: [{ adresse_mail: email }, { numero_telephone: phone }] },
    select: { id: true, code_client: true, adresse_mail: true, numero_telephone: true },
  });
}

export function createClient(tx: Tx, data: Prisma.ClientCreateInput) {
  return tx.client.create({ data, select: { id: true } });
}

/**
 * Requests with one idempotency key run one at a time, until the first one's order is committed; once
 * it holds the lock, the request learns which order holds the key, if any (one statement for both).
 */
export async function lockIdempotencyKey(
  tx: Tx,
  { key, scope }: IdempotencyKey,
): Promise<{ id: number; created_at: Date } | undefined> {
  const [holder] = await tx.$queryRaw<Array<{ id: number | null; created_at: Date | null }>>`
    SELECT o.id, o.created_at
    FROM (SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:${key}`}, 0))) AS locked
    LEFT JOIN commandes o ON o.idempotency_scope = ${scope} AND o.idempotency_key = ${key}`;
  return holder?.id != null && holder.created_at
    ? { id: holder.id, created_at: holder.created_at }
    : undefined;
}

/** An expired key gives up its place (its order's scope is cleared), so that it can name a new order. */
export async function releaseIdempotencyKey(tx: Tx, orderId: number): Promise<void> {
  await tx.order.update({ where: { id: orderId }, data: { idempotency_scope: null } });
}

/** The order id is drawn first so the human reference can be written with the row. */
export async function nextOrderId(tx: Tx): Promise<number> {
  const rows = await tx.$queryRaw<Array<{ id: bigint }>>`
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

/** Two statements, the order then its lines; nothing is read back (the caller has every value). */
export async function insertOrder(
  tx: Tx,
  order: Prisma.OrderUncheckedCreateInput,
  items: Array<Omit<Prisma.OrderItemCreateManyInput, 'order_id'>>,
): Promise<void> {
  await tx.order.create({ data: order, select: { id: true } });
  await tx.orderItem.createMany({ data: items.map((item) => ({ ...item, order_id: order.id as number })) });
}

/** The order this sender placed with this key, unless the key has expired. */
/** The order that holds this key, however old (the caller tells whether the key is still in force). */
export function findOrderByIdempotencyKey(
  db: Db | Tx,
  { key, scope }: IdempotencyKey,
): Promise<(OrderRow & { created_at: Date }) | null> {
  return db.order.findUnique({
    where: { idempotency_scope_idempotency_key: { idempotency_scope: scope, idempotency_key: key } },
    select: { ...orderSelect, created_at: true },
  });
}
