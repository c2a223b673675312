import {
  DESK_MESSAGES,
  formatDT,
  ORDER_NOTE_MAX,
  type OrderChangeSchema,
  type OrderState,
  type OwnerOrder,
  priceOrder,
} from '@vitrine/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import { enqueueMails, type MailSettings } from '../../mail/outbox.js';
import { toOwnerOrder } from './answers.js';
import { type CartLine, priceLines } from './cart.js';
import { orderChanged } from './mails.js';
import { lockOrder, orderNotFound, typedReference } from './move.js';
import { orderTotalsRow } from './new-order.js';
import { type Executor, readOrder, type StoredOrder } from './read-model.js';
import * as repository from './repository.js';
import { adjustStock, nameWithSize } from './stock.js';

// Changing an order during the call (« en cours » or « confirmée »): where it goes, and its lines as
// they should be. Lines kept keep the price the customer was charged; a line added takes today's. The
// totals come from the shop's one pricing function with the order's promo percentage, the stock moves
// with the lines, the history says what changed and the customer gets the new summary, all in one
// transaction.

export type OrderChange = z.output<typeof OrderChangeSchema>;

const CHANGEABLE: readonly OrderState[] = ['en cours', 'confirmée'];

// As an order's own transaction: a transaction still running after this long is abandoned (503).
const TRANSACTION_TIMEOUT_MS = 15_000;

/** Changes the order `reference` as the owner asked and answers it as it now is; 404, 409, 422 refuse. */
export async function changeOrder(
  db: Db,
  reference: string,
  change: OrderChange,
  mail: MailSettings,
): Promise<OwnerOrder> {
  const typed = typedReference(reference);
  // Today's articles and prices are read before the transaction, as an order reads its cart.
  const lines = change.lignes ? await priceRequestedLines(db.kysely, change.lignes) : undefined;
  const order = await withTransaction(
    db.kysely,
    async (tx) => {
      const locked = await lockOrder(tx, typed);
      if (!CHANGEABLE.includes(locked.etat))
        throw new AppError('conflict', DESK_MESSAGES.orderChangeClosed(locked.etat));
      const before = await readById(tx, locked.id);
      const changes = [
        ...(await changeAddress(tx, before, change)),
        ...(lines ? await changeLines(tx, before, lines, mail) : []),
      ];
      if (changes.length === 0) return before;
      const after = await readById(tx, locked.id);
      const note = `Commande modifiée : ${[...changes, `total ${formatDT(after.total)}`].join(' ; ')}`;
      await tx
        .insertInto('commande_historique')
        .values({
          commande_id: locked.id,
          // A change is no move: the history row keeps the state, and says what changed.
          ancien_etat: locked.etat,
          nouvel_etat: locked.etat,
          par: 'console',
          note: note.slice(0, ORDER_NOTE_MAX),
        })
        .execute();
      if (locked.notifications) {
        await enqueueMails(tx, [
          {
            topic: 'order_changed',
            refId: after.id,
            order: after.reference,
            to: after.client.adresse_mail,
            ...orderChanged(after),
          },
        ]);
      }
      return readById(tx, locked.id);
    },
    { timeoutMs: TRANSACTION_TIMEOUT_MS },
  );
  return toOwnerOrder(order);
}

async function readById(tx: Executor, id: number): Promise<StoredOrder> {
  const order = await readOrder(tx, (query) => query.where('o.id', '=', id));
  if (!order) throw orderNotFound(String(id));
  return order;
}

/** The requested lines priced at today's prices, checked as a cart is (422 naming `lignes.N`). */
async function priceRequestedLines(db: Executor, lignes: NonNullable<OrderChange['lignes']>) {
  const inputs = await repository.readOrderInputs(
    db,
    {
      articleIds: lignes.map((line) => line.article_id),
      detailIds: lignes.flatMap((line) => line.article_detail_id ?? []),
    },
    { clientCode: null, newClient: null, typedPhone: null },
  );
  try {
    // priceLines reads the items alone (and a shipping charge to check, none here).
    return priceLines({ code_client: '', items: lignes }, inputs);
  } catch (error) {
    if (error instanceof AppError && error.body?.errors) {
      const errors = error.body.errors as Record<string, string[]>;
      throw new AppError(error.kind, error.message, {
        ...error.body,
        errors: Object.fromEntries(
          Object.entries(errors).map(([field, messages]) => [field.replace(/^items\./, 'lignes.'), messages]),
        ),
      });
    }
    throw error;
  }
}

/** The new delivery address, if it differs; what changed, for the history. */
async function changeAddress(tx: Executor, order: StoredOrder, change: OrderChange): Promise<string[]> {
  const address = {
    adresse: change.adresse ?? order.livraison.adresse,
    region: change.region ?? order.livraison.region,
    code_postal: change.code_postal ?? order.livraison.code_postal,
  };
  const { livraison } = order;
  if (
    address.adresse === livraison.adresse &&
    address.region === livraison.region &&
    address.code_postal === livraison.code_postal
  ) {
    return [];
  }
  await tx.updateTable('commandes').set(address).where('id', '=', order.id).execute();
  return [
    `adresse ${[address.adresse, [address.code_postal, address.region].filter(Boolean).join(' ')].join(', ')}`,
  ];
}

const lineKey = (line: { article_id: number; article_detail_id: number | null }) =>
  `${line.article_id}/${line.article_detail_id ?? ''}`;

/**
 * The order's lines replaced by `requested`: a line of the same article and variant keeps its name and
 * the unit price charged, a new one takes today's; the stock follows the difference, the totals are
 * priced again with the order's promo percentage. What changed, for the history.
 */
async function changeLines(
  tx: Executor,
  order: StoredOrder,
  requested: CartLine[],
  mail: MailSettings,
): Promise<string[]> {
  const kept = new Map(order.items.map((item) => [lineKey(item), item]));
  const lines = requested.map((line) => {
    const before = kept.get(lineKey(line));
    return {
      article_id: line.article_id,
      article_detail_id: line.article_detail_id,
      nom: before?.nom ?? nameWithSize(line),
      unitMillimes: before?.prix_unitaire ?? line.unitMillimes,
      quantite: line.quantite,
      taille: line.taille,
      article: line.nom,
    };
  });
  const sameLines =
    lines.length === order.items.length &&
    lines.every((line) => kept.get(lineKey(line))?.quantite === line.quantite);
  if (sameLines) return [];

  const delta = new Map<number, { delta: number; nom: string; taille: string | null }>();
  for (const item of order.items) {
    if (item.article_detail_id === null) continue;
    delta.set(item.article_detail_id, { delta: -item.quantite, nom: item.nom, taille: null });
  }
  for (const line of lines) {
    if (line.article_detail_id === null) continue;
    const taken = delta.get(line.article_detail_id)?.delta ?? 0;
    delta.set(line.article_detail_id, {
      delta: taken + line.quantite,
      nom: line.article,
      taille: line.taille,
    });
  }
  await adjustStock(
    tx,
    [...delta].map(([article_detail_id, change]) => ({ article_detail_id, ...change })),
    mail,
  );

  const totals = priceOrder(lines, order.reduction);
  const { items, ...amounts } = orderTotalsRow(totals);
  await tx.updateTable('commandes').set(amounts).where('id', '=', order.id).execute();
  await tx.deleteFrom('commande_items').where('order_id', '=', order.id).execute();
  await tx
    .insertInto('commande_items')
    .values(items.map((item) => ({ ...item, order_id: order.id })))
    .execute();
  return [`articles ${lines.map((line) => `${line.quantite} × ${line.nom}`).join(', ')}`];
}
