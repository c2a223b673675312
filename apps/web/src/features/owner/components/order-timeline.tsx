import { ORDER_MOVE_ACTOR_LABELS, ORDER_STATE_LABELS, type OrderHistoryEntry } from '@vitrine/contracts';
import { formatDateTime } from '../lib/dates';
import styles from './order-timeline.module.css';

/** Every move of the order, oldest first: when, from where, and its note. */
export function OrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  const entries = [...history].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <ol className={styles.timeline}>
      {entries.map((entry) => (
        <li
          key={`${entry.date}-${entry.nouvel_etat}`}
          className={styles.entry}
          data-state={entry.nouvel_etat}
        >
          <p className={styles.what}>
            {entry.ancien_etat === null
              ? 'Commande reçue'
              : `${ORDER_STATE_LABELS[entry.ancien_etat]} → ${ORDER_STATE_LABELS[entry.nouvel_etat]}`}
          </p>
          <p className={styles.when}>
            <time dateTime={entry.date}>{formatDateTime(entry.date)}</time> ·{' '}
            {ORDER_MOVE_ACTOR_LABELS[entry.par]}
          </p>
          {entry.note && <p className={styles.note}>{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
