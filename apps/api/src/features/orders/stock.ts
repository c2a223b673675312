import { MESSAGES } from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { CartLine } from './cart.js';
import type { Executor } from './read-model.js';

/**
 * Takes the ordered pieces of every line with a variant (a size chosen, or a one-size article's only
 * variant) out of its stock, in the order's transaction, and names each line sold in a size with it
 * (« Bague Aube — taille 54 »): the mails, the invoice and the console show the order line's name, so
 * they all say which size was sold. A variant with fewer pieces left than ordered refuses the whole
 * order (409); the transaction then writes nothing. Lines without a variant (articles without any:
 * unlimited) are returned as they are. Cancelled and refused orders give their pieces back in
 * PostgreSQL (migration `restock`).
 */
export async function takeStock(tx: Executor, lines: readonly CartLine[]): Promise<CartLine[]> {
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
      .returning('id')
      .executeTakeFirst();
    if (!taken) throw await outOfStock(tx, line);
  }
  return lines.map((line) =>
    line.taille ? { ...line, nom: MESSAGES.lineWithSize(line.nom, line.taille) } : line,
  );
}

async function outOfStock(tx: Executor, line: CartLine): Promise<AppError> {
  const left = await tx
    .selectFrom('article_details')
    .select('stock')
    .where('id', '=', line.article_detail_id)
    .executeTakeFirst();
  // The variant may have been deleted since the cart was priced: nothing of it is left either.
  return new AppError('conflict', MESSAGES.outOfStock(line.nom, line.taille, left?.stock ?? 0));
}
