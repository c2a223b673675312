import { ORDER_MOVE_NOTES, ORDER_STATE_LABELS, type OrderHistoryEntry } from '@vitrine/contracts';
import { frenchMoment } from '../lib/order-display';
import styles from './order-timeline.module.css';

/** What a step of the timeline says: the order's creation, or the state it moved to. */
const stepLabel = (entry: OrderHistoryEntry) =>
  entry.ancien_etat === null ? 'Commande passée' : ORDER_STATE_LABELS[entry.nouvel_etat];

/** A move's note under its own name: « Transporteur et numéro de suivi », « Motif du refus »… */
const noteLabel = (entry: OrderHistoryEntry) =>
  ORDER_MOVE_NOTES[entry.nouvel_etat]?.required ? ORDER_MOVE_NOTES[entry.nouvel_etat]?.label : 'Note';

/** The order's dated history, oldest first, the latest step marked as the current one. */
export function OrderTimeline({
  reference,
  historique,
}: {
  reference: string;
  historique: OrderHistoryEntry[];
}) {
  return (
    <ol className={styles.timeline} aria-label={`Historique de la commande ${reference}`}>
      {historique.map((entry, index) => (
        <li
          key={`${entry.date}-${entry.nouvel_etat}`}
          className={styles.step}
          aria-current={index === historique.length - 1 ? 'step' : undefined}
        >
          <span className={styles.label}>{stepLabel(entry)}</span>
          <time className={styles.date} dateTime={entry.date}>
            {frenchMoment(entry.date)}
          </time>
          {entry.note && (
            <p className={styles.note}>
              {noteLabel(entry)} : {entry.note}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
