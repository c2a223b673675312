import { ORDER_STATE_LABELS, type OrderState } from '@vitrine/contracts';
import styles from './state-badge.module.css';

/** An order's state as a small coloured label: gold while it moves, green delivered, red when it failed. */
export function StateBadge({ etat }: { etat: OrderState }) {
  return (
    <span className={styles.badge} data-state={etat}>
      {ORDER_STATE_LABELS[etat]}
    </span>
  );
}
