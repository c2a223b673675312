import type { CustomerTally as Tally } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { customerPath } from '../lib/console-paths';
import { counted } from '../lib/counted';
import styles from './customer-tally.module.css';

/** « 3 livrées · 1 refusée · 1 annulée »: the outcomes a phone has had, zeros left out. */
export function tallyText({ livrees, refusees, annulees }: Tally): string {
  return [
    livrees > 0 && counted(livrees, 'livrée', 'livrées'),
    refusees > 0 && counted(refusees, 'refusée', 'refusées'),
    annulees > 0 && counted(annulees, 'annulée', 'annulées'),
  ]
    .filter(Boolean)
    .join(' · ');
}

interface CustomerTallyProps {
  tally: Tally;
  /** Said when the phone has no outcome yet (its orders are all still under way, or this is its first). */
  none?: string;
  /** The phone whose record the line opens (on an order); without it the line is plain text. */
  phone?: string;
  className?: string;
}

/**
 * How a phone's orders ended, on one line; after any refusal at the door it turns to the warning colour,
 * and says « Attention » to those who do not see the colour. Given the phone, it opens its record.
 */
export function CustomerTally({
  tally,
  none = 'Aucune commande terminée',
  phone,
  className,
}: CustomerTallyProps) {
  const text = tallyText(tally) || none;
  const warning = tally.refusees > 0 || undefined;
  if (phone === undefined)
    return (
      <span className={`${styles.tally} ${className ?? ''}`} data-warning={warning}>
        {warning && <span className="visually-hidden">Attention : </span>}
        {text}
      </span>
    );
  return (
    <Link
      to={customerPath(phone)}
      className={`${styles.tally} ${styles.link} ${className ?? ''}`}
      data-warning={warning}
    >
      <span className="visually-hidden">Fiche client{warning ? ', attention' : ''} :</span> {text}
    </Link>
  );
}
