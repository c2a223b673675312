import { isDelivered, stateLabel } from '../lib/order-display';
import styles from './order-state.module.css';

/** The order's state as the shop set it, as a small label. */
export function OrderState({ etat }: { etat: string }) {
  return (
    <span className={styles.state} data-delivered={isDelivered(etat) || undefined}>
      {stateLabel(etat)}
    </span>
  );
}
