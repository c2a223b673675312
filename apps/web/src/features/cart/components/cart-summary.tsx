import { FREE_SHIPPING_THRESHOLD_MILLIMES, formatDT, type OrderTotals } from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { Totals } from '@/components/totals';
import { TruckIcon } from '@/components/ui/icons';
import styles from './cart-summary.module.css';

interface CartSummaryProps {
  totals: OrderTotals;
  /** The way on (the cart's "Vérifier la commande"). */
  children?: ReactNode;
}

/** How far free shipping is, the totals (no promo code yet: it is applied at the checkout), the way on. */
export function CartSummary({ totals, children }: CartSummaryProps) {
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

      <Totals totals={totals} look="cart" />

      {children}
    </section>
  );
}
