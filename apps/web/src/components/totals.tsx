import { formatDT, type OrderTotals } from '@vitrine/contracts';
import styles from './totals.module.css';

const LOOKS = {
  panel: styles.panel,
  cart: styles.summary,
  checkout: `${styles.summary} ${styles.large}`,
  invoice: styles.invoice,
};

interface TotalsProps {
  totals: Pick<OrderTotals, 'subtotalMillimes' | 'shippingMillimes' | 'discountMillimes' | 'totalMillimes'>;
  /** Names the discount row; without a label there is no such row. */
  discountLabel?: string | undefined;
  /** Where the totals stand: the mini-cart, the cart page, the checkout or an invoice. */
  look: keyof typeof LOOKS;
}

/** Sous-total, livraison, remise and total, as the shop's pricing computed them. */
export function Totals({ totals, discountLabel, look }: TotalsProps) {
  const discount = discountLabel !== undefined && (
    <div className={styles.discount}>
      <dt>{discountLabel}</dt>
      <dd>−{formatDT(totals.discountMillimes)}</dd>
    </div>
  );
  // An invoice lists the discount right under the subtotal it is taken from.
  const discountFirst = look === 'invoice';
  return (
    <dl className={`${styles.totals} ${LOOKS[look]}`}>
      <div>
        <dt>Sous-total</dt>
        <dd>{formatDT(totals.subtotalMillimes)}</dd>
      </div>
      {discountFirst && discount}
      <div>
        <dt>Livraison</dt>
        <dd>{totals.shippingMillimes === 0 ? 'Gratuite' : formatDT(totals.shippingMillimes)}</dd>
      </div>
      {!discountFirst && discount}
      <div className={styles.grand}>
        <dt>Total</dt>
        <dd>{formatDT(totals.totalMillimes)}</dd>
      </div>
    </dl>
  );
}
