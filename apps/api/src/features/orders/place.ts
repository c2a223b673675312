import { DESK_MESSAGES, type Order, type OrderCommand, priceOrder, tunisToday } from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { sqlState, withTransaction } from '../../db/transaction.js';
import { enqueueMails, type MailSettings } from '../../mail/outbox.js';
import { countBlockedTry } from '../customers/block-list.js';
import { findUsablePromo, redeemPromo, type UsablePromo } from '../promos/repository.js';
import { promoRefusalError } from '../promos/service.js';
import { toOrder } from './answers.js';
import { type CartLine, priceLines } from './cart.js';
import { clientFrom, newClientCode, type OrderClient, resolveClient, whoOrders } from './client.js';
import {
  type IdempotencyKey,
  idempotencyKeysValidSince,
  keyReusedError,
  requestHash,
} from './idempotency.js';
import { orderConfirmation, orderNotification } from './mails.js';
import { deliveryOf, newOrderRecord, orderTotalsRow } from './new-order.js';
import { type Executor, readOrder, type StoredOrder } from './read-model.js';
import * as repository from './repository.js';
import { takeStock } from './stock.js';

export interface OrderDependencies {
  db: Db;
  mail: MailSettings;
  /** The shop's phone (SHOP_PHONE), given to a shopper whose phone is on the block list. */
  shopPhone: string;
}

export interface PlacementRules {
  /** Orders placed with one delivery phone in 24 hours (0: no limit). */
  ordersPerPhone: number;
}

export interface PlacedOrder {
  order: Order;
  /** True when an earlier request with the same idempotency key had already placed it. */
  replayed: boolean;
}

// A transaction still running after this long is abandoned (rolled back, 503).
const TRANSACTION_TIMEOUT_MS = 15_000;

/**
 * Places an order priced by the server: every check that can refuse it runs before anything is written,
 * then one transaction creates the client (if new), redeems the promo code, stores the order and its
 * mails. The mails are sent after the commit.
 */
export async function placeOrder(
  deps: OrderDependencies & PlacementRules,
  command: OrderCommand,
  idempotencyKey?: IdempotencyKey,
): Promise<PlacedOrder> {
  const hash = requestHash(command);
  if (!idempotencyKey) return place(deps, command, hash, undefined);
  // The key is looked up once, in the order's transaction (under its lock): a new key, the usual case,
  // costs no extra round trip before it.
  const key = { ...idempotencyKey, validSince: idempotencyKeysValidSince() };
  try {
    return await place(deps, command, hash, key);
  } catch (error) {
    // A refusal may be a replay's: the first request created its client (409), spent its single-use
    // code (422) or the cart changed since. The key says it is the same order: answer with it.
    if (!(error instanceof AppError)) throw error;
    const earlier = await orderHoldingKey(deps.db.kysely, idempotencyKey);
    if (earlier && inForce(earlier, key)) return replay(earlier, command, hash);
    throw error;
  }
}

type KeyInForce = IdempotencyKey & { validSince: Date };

async function place(
  deps: OrderDependencies & PlacementRules,
  command: OrderCommand,
  hash: string,
  idempotencyKey: KeyInForce | undefined,
): Promise<PlacedOrder> {
  // The cart and the client are read by one statement, the code alongside; their refusals are
  // reported in a fixed order (a blocked phone, cart, code, client). A blocked phone is told to call
  // the shop whatever else is wrong with the order, and its try is counted, on its own: no transaction
  // takes it back with the refusal.
  const [read, usable] = await Promise.allSettled([
    repository.readOrderInputs(
      deps.db.kysely,
      {
        articleIds: command.items.flatMap((item) => item.article_id ?? []),
        detailIds: command.items.flatMap((item) => item.article_detail_id ?? []),
      },
      whoOrders(command),
    ),
    command.code_promo ? findUsablePromo(deps.db.kysely, command.code_promo) : null,
  ]);
  const inputs = settled(read);
  if (inputs.blocked.length > 0) {
    await countBlockedTry(deps.db.kysely, inputs.blocked);
    throw new AppError('forbidden', DESK_MESSAGES.orderBlocked(deps.shopPhone));
  }
  const lines = priceLines(command, inputs);
  const promo = settled(usable);
  if (command.code_promo && !promo)
    throw await promoRefusalError(deps.db.kysely, command.code_promo, 'code_promo');
  let client = clientFrom(command, inputs);

  // A unique violation means a concurrent request won a race (same new client, same key, same drawn
  // code or reference): the next pass re-reads the database and answers as if they had been in sequence.
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) client = await resolveClient(deps.db.kysely, command);
    try {
      const inserted = await withTransaction(
        deps.db.kysely,
        (tx) => insertOrder(tx, { command, lines, promo, client, hash, idempotencyKey }, deps.mail, deps),
        { timeoutMs: TRANSACTION_TIMEOUT_MS },
      );
      if ('replayOf' in inserted) {
        // The key's order was committed before the lock was ours: read it back once the lock is let go.
        const earlier = await orderHoldingKey(deps.db.kysely, inserted.replayOf);
        if (!earlier) throw new Error('the order holding the idempotency key vanished');
        return replay(earlier, command, hash);
      }
      return inserted.placed;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

interface NewOrder {
  /** As asked: with a client code, what it changes in the delivery details on record (`livraison`). */
  command: OrderCommand;
  lines: CartLine[];
  promo: UsablePromo | null;
  client: OrderClient;
  hash: string;
  idempotencyKey: KeyInForce | undefined;
}

/** What the transaction did: placed the order, or found the key held by an order still in force. */
type Inserted = { placed: PlacedOrder } | { replayOf: IdempotencyKey };

async function insertOrder(
  tx: Executor,
  order: NewOrder,
  mail: MailSettings,
  rules: PlacementRules,
): Promise<Inserted> {
  const idempotency = order.idempotencyKey;
  let id: number;
  if (idempotency) {
    const { nextId, holder } = await repository.lockIdempotencyKey(tx, idempotency);
    if (holder && inForce(holder, idempotency)) return { replayOf: idempotency };
    if (holder) await repository.releaseIdempotencyKey(tx, holder.id);
    id = nextId;
  } else {
    id = await repository.drawOrderId(tx);
  }

  const livraison = deliveryOf(order.client.details, order.command.livraison);
  const duplicateOf = await checkPhoneOrders(tx, livraison.numero_telephone, order.lines, rules);
  const lines = await takeStock(tx, order.lines, mail);
  const client = await clientOf(tx, order.client);
  let reduction = 0;
  if (order.promo) {
    const redeemed = await redeemPromo(tx, order.promo.id);
    if (redeemed === null) throw await promoRefusalError(tx, order.promo.code, 'code_promo');
    reduction = redeemed;
  }

  const totals = priceOrder(lines, reduction);
  const record = newOrderRecord({
    id,
    date: tunisToday(),
    totals,
    code_promo: order.promo?.code ?? null,
    reduction,
    client: { code_client: client.details.code_client, adresse_mail: client.details.adresse_mail },
    livraison,
  });
  const { items, ...amounts } = orderTotalsRow(totals);
  await repository.insertOrder(
    tx,
    {
      id,
      reference: record.reference,
      client_id: client.id,
      promo_id: order.promo?.id ?? null,
      code_promo: record.code_promo,
      reduction,
      ...amounts,
      date_commande: record.date_commande,
      etat: record.etat,
      ...record.livraison,
      idempotency_key: idempotency?.key ?? null,
      idempotency_scope: idempotency?.scope ?? null,
      request_hash: order.hash,
      notifications: order.command.notifications ?? true,
      doublon_de: duplicateOf,
    },
    items,
  );
  await enqueueMails(tx, [
    {
      topic: 'order_client',
      refId: record.id,
      order: record.reference,
      to: record.client.adresse_mail,
      ...orderConfirmation(record),
    },
    {
      topic: 'order_shop',
      refId: record.id,
      order: record.reference,
      to: mail.shopEmail,
      replyTo: record.client.adresse_mail,
      ...orderNotification(record),
    },
  ]);
  return { placed: { order: toOrder(record, order.command), replayed: false } };
}

/**
 * The phone's orders of the last 24 hours: past the per-phone limit the order is refused (429, nothing
 * written: the transaction rolls back); otherwise the reference of the order it repeats, if any (the
 * newest « en cours » or « confirmée » one sharing an article), for the owner alone.
 */
async function checkPhoneOrders(
  tx: Executor,
  phone: string,
  lines: CartLine[],
  { ordersPerPhone }: PlacementRules,
): Promise<string | null> {
  if (ordersPerPhone > 0) await repository.lockPhone(tx, phone);
  const recent = await repository.recentOrdersOfPhone(
    tx,
    phone,
    lines.map((line) => line.article_id),
  );
  if (ordersPerPhone > 0 && recent.placed >= ordersPerPhone)
    throw new AppError('rate_limited', DESK_MESSAGES.ordersPerPhoneLimited(ordersPerPhone));
  return recent.duplicateOf;
}

/** The ordering client's row id and details; a new client is created here with a fresh code. */
async function clientOf(tx: Executor, client: OrderClient) {
  if (client.kind === 'existing') return client;
  const details = {
    ...client.details,
    code_postal: client.details.code_postal ?? null,
    code_client: newClientCode(),
  };
  return { id: await repository.createClient(tx, details), details };
}

/** The order that holds this key, however old (the caller tells whether the key is still in force). */
function orderHoldingKey(db: Executor, { key, scope }: IdempotencyKey) {
  return readOrder(db, (order) =>
    order.where('o.idempotency_scope', '=', scope).where('o.idempotency_key', '=', key),
  );
}

const inForce = (order: { created_at: Date | string }, key: KeyInForce) =>
  new Date(order.created_at) > key.validSince;

/** The earlier order of the same request (same hash: `command` is what it was placed with). */
function replay(earlier: StoredOrder, command: OrderCommand, hash: string): PlacedOrder {
  if (earlier.request_hash !== hash) throw keyReusedError();
  return { order: toOrder(earlier, command), replayed: true };
}

function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
