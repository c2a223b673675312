import { FREE_SHIPPING_THRESHOLD_MILLIMES, formatDT } from '@vitrine/contracts';
import styles from './free-shipping-progress.module.css';

interface FreeShippingProgressProps {
  subtotalMillimes: number;
  /** Said once the subtotal reaches the threshold. */
  reached: string;
  /** Places and colours the bar where it stands. */
  barClassName?: string | undefined;
}

/** « Plus que … pour la livraison gratuite. » and a bar that fills up to the threshold. */
export function FreeShippingProgress({ subtotalMillimes, reached, barClassName }: FreeShippingProgressProps) {
  const missing = FREE_SHIPPING_THRESHOLD_MILLIMES - subtotalMillimes;
  const progress = Math.min(1, subtotalMillimes / FREE_SHIPPING_THRESHOLD_MILLIMES);
  return (
    <>
      <p className={styles.message} aria-live="polite">
        {missing > 0 ? (
          <>
            Plus que <strong>{formatDT(missing)}</strong> pour la livraison gratuite.
          </>
        ) : (
          reached
        )}
      </p>
      <div
        className={`${styles.bar} ${barClassName ?? ''}`}
        aria-hidden="true"
        style={{ ['--progress' as string]: String(progress) }}
      />
    </>
  );
}
