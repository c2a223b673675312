import {
  formatDT as dt,
  ORDER_MOVE_NOTES,
  ORDER_STATE_SENTENCES,
  type OrderDelivery,
  type OrderState,
  toMillimes,
} from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import {
  deliveryAddress,
  frenchDate,
  greeting,
  type MailContent,
  SIGNATURE,
  TRACKING_HINT,
} from '../../mail/wording.js';

// PostgreSQL queues the mail of a move (trigger on commandes) with its history row's id and no text:
// the French text is written here, when it is sent (mail/outbox.ts), whoever made the move.

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

/** What a move's mail needs: the move (from its history row) and the order it moved. */
export interface OrderMoveView {
  etat: OrderState;
  note: string | null;
  reference: string;
  /** `YYYY-MM-DD`. */
  date_commande: string;
  /** Millimes. */
  total: number;
  livraison: OrderDelivery;
}

const MOVE_SUBJECTS: Partial<Record<OrderState, (reference: string) => string>> = {
  confirmée: (reference) => `Votre commande ${reference} est confirmée`,
  expédiée: (reference) => `Votre commande ${reference} est en route`,
  livrée: (reference) => `Votre commande ${reference} a été livrée`,
  annulée: (reference) => `Votre commande ${reference} a été annulée`,
};

/** To the client, when the shop moves the order on: what happened, and the note that goes with it. */
export function orderMoved(move: OrderMoveView): MailContent {
  const subject = MOVE_SUBJECTS[move.etat];
  if (!subject) throw new Error(`no mail is sent for a move to « ${move.etat} »`);
  const noteLabel = ORDER_MOVE_NOTES[move.etat]?.required ? ORDER_MOVE_NOTES[move.etat]?.label : 'Note';
  const open = move.etat === 'confirmée' || move.etat === 'expédiée';
  return {
    subject: subject(move.reference),
    text: [
      greeting(move.livraison),
      '',
      `Commande ${move.reference} du ${frenchDate(move.date_commande)}`,
      '',
      ORDER_STATE_SENTENCES[move.etat],
      ...(move.note ? ['', `${noteLabel} : ${move.note}`] : []),
      ...(open
        ? [
            '',
            `Total à payer à la livraison : ${dt(move.total)}`,
            `Livraison : ${deliveryAddress(move.livraison)}`,
            '',
            TRACKING_HINT,
          ]
        : []),
      ...(move.etat === 'annulée' ? ['', 'Une question ? Répondez simplement à ce mail.'] : []),
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}
