import type { MailContent } from '../../mail/wording.js';

/** A size's stock at which the shop is told it runs low, unless LOW_STOCK_THRESHOLD says otherwise. */
export const LOW_STOCK_THRESHOLD = 2;

export interface RunningLow {
  /** The order line's name, with its size (« Bague Aube — taille 54 »). */
  nom: string;
  stock: number;
}

/** To the shop: a size has just fallen to the threshold (sent once, until it is restocked above it). */
export function lowStockMail({ nom, stock }: RunningLow): MailContent {
  const left = stock === 0 ? 'épuisé' : `plus que ${stock} pièce${stock > 1 ? 's' : ''}`;
  return {
    subject: `Stock bas : ${nom} (${left})`,
    text: [
      `${nom} : ${left} en stock après la dernière commande.`,
      '',
      'Réapprovisionnez-le depuis la console, page « Stock », avant qu’il ne soit plus proposé.',
    ].join('\n'),
  };
}
