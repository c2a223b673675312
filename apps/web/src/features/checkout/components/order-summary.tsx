import { FREE_SHIPPING_THRESHOLD_MILLIMES, formatDT } from '@vitrine/contracts';
import { useState } from 'react';
import { Totals } from '@/components/totals';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { MOBILE_BREAKPOINT_PX } from '@/config/ui';
import { useMediaQuery } from '@/hooks/use-media-query';
import { articleCount } from '@/lib/article-count';
import { type CartTotals, lineTotals, orderableItems } from '@/stores/cart-store';
import { lineKey, lineName, type ShopItem } from '@/stores/shop-item';
import type { PromoCode } from '../hooks/use-promo-code';
import styles from './order-summary.module.css';
import { PromoForm } from './promo-form';

interface OrderSummaryProps {
  items: readonly ShopItem[];
  /** `cartTotals(items, reduction)`: the shop's one pricing function. */
  totals: CartTotals;
  promo: PromoCode;
}

/** The lines, the promo code and the totals; on a phone the lines fold away under their count. */
export function OrderSummary({ items, totals, promo }: OrderSummaryProps) {
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [open, setOpen] = useState(false);
  const orderable = orderableItems(items);
  const lineTotal = lineTotals(totals);
  const count = orderable.reduce((sum, item) => sum + item.quantite, 0);
  const missing = FREE_SHIPPING_THRESHOLD_MILLIMES - totals.subtotalMillimes;

  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <div className={styles.head}>
        <h2 id="checkout-summary-title" className={styles.title}>
          Votre commande
        </h2>
        {wide ? (
          <p className={styles.count}>{articleCount(count)}</p>
        ) : (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="checkout-summary-lines"
            onClick={() => setOpen(!open)}
          >
            <span className="visually-hidden">{open ? 'Masquer les ' : 'Afficher les '}</span>
            {articleCount(count)}
            <ChevronDownIcon data-open={open || undefined} />
          </button>
        )}
      </div>

      <ul id="checkout-summary-lines" className={styles.lines} hidden={!wide && !open}>
        {items.map((item) => (
          <li key={lineKey(item)} className={styles.line} data-unavailable={item.unavailable || undefined}>
            <div className={styles.thumb}>
              {item.images[0] && <ResponsiveImage src={item.images[0]} alt="" sizes="64px" ratio={[1, 1]} />}
            </div>
            <p className={styles.name}>
              {lineName(item)} <span className={styles.times}>× {item.quantite}</span>
            </p>
            <p className={styles.amount}>
              {item.unavailable ? 'Indisponible' : formatDT(lineTotal.get(lineKey(item)) ?? 0)}
            </p>
          </li>
        ))}
      </ul>

      <PromoForm promo={promo} />

      <Totals
        totals={totals}
        look="checkout"
        discountLabel={
          promo.applied ? `Remise (${promo.applied.code}, ${promo.applied.reduction} %)` : undefined
        }
      />
      {missing > 0 && totals.subtotalMillimes > 0 && (
        <p className={styles.shippingHint}>
          Plus que {formatDT(missing)} d’achats pour la livraison gratuite.
        </p>
      )}
    </section>
  );
}
