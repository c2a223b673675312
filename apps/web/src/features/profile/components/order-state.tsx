import { ORDER_STATE_LABELS, type OrderState as State } from '@vitrine/contracts';
import styles from './order-state.module.css';

/** The order's state as the shop set it, as a small label. */
export function OrderState({ etat }: { etat: State }) {
  return (
    <span className={styles.state} data-state={etat}>
      {ORDER_STATE_LABELS[etat]}
    </span>
  );
}
