import { MESSAGES } from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import { enqueueMails, type MailSettings } from '../../mail/outbox.js';
import { LOW_STOCK_THRESHOLD, lowStockMail } from '../owner-articles/low-stock-mail.js';
import type { CartLine } from './cart.js';
import type { Executor } from './read-model.js';

/** A line's name as the order keeps it: with its size when it was sold in one (« Bague Aube — taille 54 »). */
export const nameWithSize = ({ nom, taille }: { nom: string; taille: string | null }) =>
  taille ? MESSAGES.lineWithSize(nom, taille) : nom;

/**
 * Takes the ordered pieces of every line with a variant (a size chosen, or a one-size article's only
 * variant) out of its stock, in the order's transaction, and names each line sold in a size with it
 * (« Bague Aube — taille 54 »): the mails, the invoice and the console show the order line's name, so
 * they all say which size was sold. A variant with fewer pieces left than ordered refuses the whole
 * order (409); the transaction then writes nothing. Lines without a variant (articles without any:
 * unlimited) are returned as they are. Cancelled and refused orders give their pieces back in
 * PostgreSQL (migration `restock`).
 *
 * A variant this order takes from above the low-stock threshold to it or under mails the shop, in the
 * order's transaction: once, since the next orders take it from under the threshold, until a restock
 * above it.
 */
export async function takeStock(
  tx: Executor,
  lines: readonly CartLine[],
  mail: MailSettings,
): Promise<CartLine[]> {
  // One variant at a time, in id order: two orders holding the same variants lock them in the same
  // order, so neither waits on the other.
  const variants = lines.flatMap((line) => (line.article_detail_id === null ? [] : [line]));
  for (const line of variants.sort((a, b) => Number(a.article_detail_id) - Number(b.article_detail_id))) {
    // The guard is in the statement: a concurrent order's decrement is waited for and seen here.
    const taken = await tx
      .updateTable('article_details')
      .set((eb) => ({ stock: eb('stock', '-', line.quantite) }))
      .where('id', '=', line.article_detail_id)
      .where('stock', '>=', line.quantite)
      .returning('stock')
      .executeTakeFirst();
    if (!taken) throw await outOfStock(tx, line);
    await noticeLowStock(tx, mail, {
      id: Number(line.article_detail_id),
      nom: nameWithSize(line),
      taken: line.quantite,
      left: taken.stock,
    });
  }
  return lines.map((line) => ({ ...line, nom: nameWithSize(line) }));
}

async function outOfStock(
  tx: Executor,
  line: Pick<CartLine, 'article_detail_id' | 'nom' | 'taille'>,
): Promise<AppError> {
  const left = await tx
    .selectFrom('article_details')
    .select('stock')
    .where('id', '=', line.article_detail_id)
    .executeTakeFirst();
  // The variant may have been deleted since the cart was priced: nothing of it is left either.
  return new AppError('conflict', MESSAGES.outOfStock(line.nom, line.taille, left?.stock ?? 0));
}

/**
 * Mails the shop when `taken` pieces brought a variant from above the low-stock threshold to it or under:
 * once, since the next orders take it from under the threshold, until a restock above it.
 */
async function noticeLowStock(
  tx: Executor,
  mail: MailSettings,
  variant: { id: number; nom: string; taken: number; left: number },
): Promise<void> {
  const threshold = mail.lowStockThreshold ?? LOW_STOCK_THRESHOLD;
  if (variant.left > threshold || variant.left + variant.taken <= threshold) return;
  await enqueueMails(tx, [
    {
      topic: 'low_stock',
      refId: variant.id,
      to: mail.shopEmail,
      ...lowStockMail({ nom: variant.nom, stock: variant.left }),
    },
  ]);
}

/** A variant's pieces an order's change takes (`delta` > 0) or gives back (`delta` < 0). */
export interface StockChange {
  article_detail_id: number;
  delta: number;
  /** The article's name and size, for the refusal. */
  nom: string;
  taille: string | null;
}

/**
 * Moves the pieces of an order changed during a call, in its transaction: taken where a line was added
 * or increased (refused as an order is, 409 with what is left), given back where one was removed or
 * decreased. The variants are locked in id order, as an order and a restock lock them.
 */
export async function adjustStock(
  tx: Executor,
  changes: readonly StockChange[],
  mail: MailSettings,
): Promise<void> {
  const sorted = changes.filter((change) => change.delta !== 0);
  for (const change of sorted.sort((a, b) => a.article_detail_id - b.article_detail_id)) {
    const moved = await tx
      .updateTable('article_details')
      .set((eb) => ({ stock: eb('stock', '-', change.delta) }))
      .where('id', '=', change.article_detail_id)
      .where((eb) => (change.delta > 0 ? eb('stock', '>=', change.delta) : eb.lit(true)))
      .returning('stock')
      .executeTakeFirst();
    if (!moved && change.delta > 0) {
      throw await outOfStock(tx, {
        article_detail_id: change.article_detail_id,
        nom: change.nom,
        taille: change.taille,
      });
    }
    if (moved && change.delta > 0) {
      await noticeLowStock(tx, mail, {
        id: change.article_detail_id,
        nom: nameWithSize(change),
        taken: change.delta,
        left: moved.stock,
      });
    }
  }
}
