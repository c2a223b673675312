import { ORDER_STATE_LABELS, type OrderState } from '@vitrine/contracts';
import styles from './order-state-badge.module.css';

interface OrderStateBadgeProps {
  etat: OrderState;
  /**
   * `calm` for the shopper: gold while the order moves, green once delivered, grey if it stopped, so a
   * refusal does not read as an alarm. `alert` for the owner's console: each state its own colour and a
   * refusal or cancellation in red, to be spotted at a glance in the queue's rows (hence also tighter).
   */
  tone?: 'calm' | 'alert';
}

/** An order's state as a small coloured label. */
export function OrderStateBadge({ etat, tone = 'calm' }: OrderStateBadgeProps) {
  return (
    <span className={styles.badge} data-state={etat} data-tone={tone}>
      {ORDER_STATE_LABELS[etat]}
    </span>
  );
}
