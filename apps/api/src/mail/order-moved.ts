import { type OrderDelivery, type OrderState, toMillimes } from '@vitrine/contracts';
import type { Db } from '../db/prisma.js';
import { type MailContent, orderMoved } from './templates.js';

// PostgreSQL queues the mail of a move (trigger on commandes) with its history row's id and no text:
// the French text is written here, when it is sent, from the templates, whoever made the move.

interface MoveRow extends OrderDelivery {
  etat: OrderState;
  note: string | null;
  reference: string;
  date_commande: string;
  total: string;
}

/** The mail of the move recorded in commande_historique row `historyId`. */
export async function orderMovedMail(db: Db, historyId: number): Promise<MailContent> {
  const { rows } = await db.pool.query<MoveRow>(
    `SELECT h.nouvel_etat::text AS etat, h.note, o.reference, to_char(o.date_commande, 'YYYY-MM-DD') AS date_commande,
            o.total::text AS total, o.nom, o.prenom, o.numero_telephone, o.adresse, o.region, o.code_postal
     FROM commande_historique h JOIN commandes o ON o.id = h.commande_id
     WHERE h.id = $1`,
    [historyId],
  );
  const row = rows[0];
  if (!row) throw new Error(`the order move ${historyId} no longer exists`);
  const { etat, note, reference, date_commande, total, ...livraison } = row;
  return orderMoved({ etat, note, reference, date_commande, total: toMillimes(total), livraison });
}
