import type { Order } from '@vitrine/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BrowserStatePending } from '@/components/browser-state-pending';
import { CartChanges } from '@/components/cart-changes';
import { EmptyCart } from '@/components/empty-cart';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/hooks/use-page-meta';
import { cartTotals, orderableItems, useCartStore } from '@/stores/cart-store';
import { refreshCartPrices } from '@/stores/shop-actions';
import { useRestoredFromBrowser } from '@/stores/sync-tabs';
import { useAlerts } from '../hooks/use-alerts';
import { usePromoCode } from '../hooks/use-promo-code';
import { CheckoutAlerts } from './checkout-alerts';
import { CheckoutForm } from './checkout-form';
import styles from './checkout-page.module.css';
import { OrderConfirmation } from './order-confirmation';
import { OrderSummary } from './order-summary';

/** `/VerifShop`: who orders, the summary with its promo code, and the order itself (spec §2, §4, §8). */
export function CheckoutPage() {
  usePageMeta(
    'Vérifier la commande',
    'Validez votre commande Vitrine : vos coordonnées, un code promo, paiement à la livraison.',
  );
  const items = useCartStore((state) => state.items);
  const alerts = useAlerts();
  const promo = usePromoCode();
  const [placed, setPlaced] = useState<Order | null>(null);
  const alertArea = useRef<HTMLDivElement>(null);

  const restored = useRestoredFromBrowser();

  // Today's prices before the shopper commits to them.
  useEffect(() => {
    if (restored && useCartStore.getState().items.length > 0) void refreshCartPrices();
  }, [restored]);

  // A new answer from the server is brought into view; a form error focuses its field instead.
  const shown = useRef(alerts.alerts);
  useEffect(() => {
    const appeared = alerts.alerts.some((alert) => alert.slot !== 'form' && !shown.current.includes(alert));
    shown.current = alerts.alerts;
    if (appeared) alertArea.current?.scrollIntoView?.({ block: 'nearest' });
  }, [alerts.alerts]);

  const totals = cartTotals(items, promo.applied?.reduction ?? 0);
  // Once the order is placed, the confirmation is the page and carries its own title.
  const confirmed = placed !== null && items.length === 0;

  return (
    <div className={`container ${styles.page}`}>
      {!confirmed && (
        <PageHeader
          before={
            items.length > 0 && (
              <Link to="/Panier" className={`link-caps ${styles.back}`}>
                <ChevronLeftIcon aria-hidden="true" />
                Retour au panier
              </Link>
            )
          }
          eyebrow="Paiement à la livraison"
          title="Vérifier la commande"
          className={styles.head}
        />
      )}

      <div ref={alertArea} className={styles.alerts}>
        <CheckoutAlerts alerts={alerts.alerts} onDismiss={alerts.dismiss} />
      </div>

      {!restored ? (
        <BrowserStatePending noScript="La commande se passe avec JavaScript : activez-le pour voir votre panier et commander." />
      ) : items.length === 0 ? (
        placed ? (
          <OrderConfirmation order={placed} />
        ) : (
          <EmptyCart text="Ajoutez un bijou à votre panier pour passer commande." />
        )
      ) : (
        <div className={styles.layout}>
          <div className={styles.side}>
            <CartChanges />
            <OrderSummary items={items} totals={totals} promo={promo} />
          </div>
          <div className={styles.main}>
            <CheckoutForm
              alerts={alerts}
              promo={promo}
              totalMillimes={totals.totalMillimes}
              canOrder={orderableItems(items).length > 0}
              onPlaced={setPlaced}
            />
          </div>
        </div>
      )}
    </div>
  );
}
