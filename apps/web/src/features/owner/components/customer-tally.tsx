import type { CustomerTally as Tally } from '@vitrine/contracts';
import styles from './customer-tally.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** « 3 livrées · 1 refusée · 1 annulée »: the outcomes a phone has had, zeros left out. */
export function tallyText({ livrees, refusees, annulees }: Tally): string {
  return [
    livrees > 0 && plural(livrees, 'livrée', 'livrées'),
    refusees > 0 && plural(refusees, 'refusée', 'refusées'),
    annulees > 0 && plural(annulees, 'annulée', 'annulées'),
  ]
    .filter(Boolean)
    .join(' · ');
}

interface CustomerTallyProps {
  tally: Tally;
  /** Said when the phone has no outcome yet (its orders are all still under way, or this is its first). */
  none?: string;
  className?: string;
}

/**
 * How a phone's orders ended, on one line; after any refusal at the door it turns to the warning colour,
 * and says « Attention » to those who do not see the colour.
 */
export function CustomerTally({ tally, none = 'Aucune commande terminée', className }: CustomerTallyProps) {
  const text = tallyText(tally);
  const warning = tally.refusees > 0;
  return (
    <span className={`${styles.tally} ${className ?? ''}`} data-warning={warning || undefined}>
      {warning && <span className="visually-hidden">Attention : </span>}
      {text || none}
    </span>
  );
}
