import { FREE_SHIPPING_THRESHOLD_MILLIMES, formatDT, type OrderTotals } from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { TruckIcon } from '@/components/ui/icons';
import styles from './cart-summary.module.css';

interface CartSummaryProps {
  totals: OrderTotals;
  /** The promo code's percent, when the checkout applied one. */
  reductionPercent?: number;
  /** The way on (the cart's "Vérifier la commande"). */
  children?: ReactNode;
}

/** Sous-total, livraison, réduction and total, all as the shop's pricing function computed them. */
export function CartSummary({ totals, reductionPercent = 0, children }: CartSummaryProps) {
  const missing = FREE_SHIPPING_THRESHOLD_MILLIMES - totals.subtotalMillimes;
  const progress = Math.min(1, totals.subtotalMillimes / FREE_SHIPPING_THRESHOLD_MILLIMES);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        Récapitulatif
      </h2>

      {totals.subtotalMillimes > 0 && (
        <div className={styles.hint}>
          <TruckIcon aria-hidden="true" />
          <p aria-live="polite">
            {missing > 0 ? (
              <>
                Plus que <strong>{formatDT(missing)}</strong> pour la livraison gratuite.
              </>
            ) : (
              'La livraison vous est offerte.'
            )}
          </p>
          <div
            className={styles.meter}
            aria-hidden="true"
            style={{ ['--progress' as string]: String(progress) }}
          />
        </div>
      )}

      <dl className={styles.totals}>
        <div>
          <dt>Sous-total</dt>
          <dd>{formatDT(totals.subtotalMillimes)}</dd>
        </div>
        <div>
          <dt>Livraison</dt>
          <dd>{totals.shippingMillimes === 0 ? 'Gratuite' : formatDT(totals.shippingMillimes)}</dd>
        </div>
        {totals.discountMillimes > 0 && (
          <div className={styles.discount}>
            <dt>Réduction ({reductionPercent} %)</dt>
            <dd>−{formatDT(totals.discountMillimes)}</dd>
          </div>
        )}
        <div className={styles.grand}>
          <dt>Total</dt>
          <dd>{formatDT(totals.totalMillimes)}</dd>
        </div>
      </dl>

      {children}
    </section>
  );
}
