import { MESSAGES } from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { CartLine } from './cart.js';
import type { Sql } from './sql.js';

type Tx = Sql;

/**
 * Takes the ordered pieces of every variant line out of stock, in the order's transaction, and names
 * each line with its size (« Bague Aube — taille 54 »): the mails, the invoice and the console show
 * the order line's name, so they all say which size was sold. A variant with fewer pieces left than
 * ordered refuses the whole order (409); the transaction then writes nothing. Lines without a variant
 * (articles sold without sizes) are returned as they are.
 */
export async function takeStock(tx: Tx, lines: readonly CartLine[]): Promise<CartLine[]> {
  const sizes = new Map<number, string | null>();
  // One variant at a time, in id order: two orders holding the same variants lock them in the same
  // order, so neither waits on the other.
  const variants = lines.flatMap((line) => (line.article_detail_id === null ? [] : [line]));
  for (const line of variants.sort((a, b) => Number(a.article_detail_id) - Number(b.article_detail_id))) {
    const id = line.article_detail_id as number;
    // The guard is in the statement: a concurrent order's decrement is waited for and seen here.
    const taken = await tx.$queryRaw<Array<{ taille: string | null }>>`
      UPDATE article_details d SET stock = d.stock - ${line.quantite}
      WHERE d.id = ${id} AND d.stock >= ${line.quantite}
      RETURNING (SELECT s.nom FROM sizes s WHERE s.id = d.size_id) AS taille`;
    if (taken.length === 0) throw await outOfStock(tx, line);
    sizes.set(id, taken[0]?.taille ?? null);
  }
  return lines.map((line) => {
    const taille = line.article_detail_id === null ? null : sizes.get(line.article_detail_id);
    return taille ? { ...line, nom: MESSAGES.lineWithSize(line.nom, taille) } : line;
  });
}

async function outOfStock(tx: Tx, line: CartLine): Promise<AppError> {
  const [left] = await tx.$queryRaw<Array<{ taille: string | null; stock: number }>>`
    SELECT s.nom AS taille, d.stock
    FROM article_details d LEFT JOIN sizes s ON s.id = d.size_id
    WHERE d.id = ${line.article_detail_id}`;
  // The variant may have been deleted since the cart was priced: nothing of it is left either.
  return new AppError('conflict', MESSAGES.outOfStock(line.nom, left?.taille ?? null, left?.stock ?? 0));
}
