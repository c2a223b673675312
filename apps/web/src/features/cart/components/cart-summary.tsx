import type { OrderTotals } from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { Totals } from '@/components/totals';
import { TruckIcon } from '@/components/ui/icons';
import styles from './cart-summary.module.css';
import { FreeShippingProgress } from './free-shipping-progress';

interface CartSummaryProps {
  totals: OrderTotals;
  /** The way on (the cart's "Vérifier la commande"). */
  children?: ReactNode;
}

/** How far free shipping is, the totals (no promo code yet: it is applied at the checkout), the way on. */
export function CartSummary({ totals, children }: CartSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        Récapitulatif
      </h2>

      {totals.subtotalMillimes > 0 && (
        <div className={styles.hint}>
          <TruckIcon aria-hidden="true" />
          <FreeShippingProgress
            subtotalMillimes={totals.subtotalMillimes}
            reached="La livraison vous est offerte."
            barClassName={styles.meter}
          />
        </div>
      )}

      <Totals totals={totals} look="cart" />

      {children}
    </section>
  );
}
