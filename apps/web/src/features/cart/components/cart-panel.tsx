import { formatDT } from '@vitrine/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CartChanges } from '@/components/cart-changes';
import { ShopItemPanel } from '@/components/shop-item-panel';
import { Totals } from '@/components/totals';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { cartTotals, lineTotals, useCartStore } from '@/stores/cart-store';
import { refreshCartPrices } from '@/stores/shop-actions';
import { lineKey, lineName } from '@/stores/shop-item';
import { useUiStore } from '@/stores/ui-store';
import styles from './cart-panel.module.css';
import { FreeShippingProgress } from './free-shipping-progress';

/**
 * The mini-cart: slides in from the right, lines with a quantity stepper, totals, checkout links. Each
 * time it opens it asks today's prices, as /Panier does, and says what changed.
 */
export function CartPanel() {
  const closePanel = useUiStore((state) => state.closePanel);
  const open = useUiStore((state) => state.panel === 'cart');
  const { items, updateQuantity, removeLine } = useCartStore();
  const totals = cartTotals(items);
  const totalByLine = lineTotals(totals);

  useEffect(() => {
    if (open) void refreshCartPrices();
  }, [open]);

  return (
    <ShopItemPanel
      panel="cart"
      items={items}
      intro={
        <>
          <CartChanges />
          <FreeShippingProgress
            subtotalMillimes={totals.subtotalMillimes}
            reached="Livraison gratuite offerte sur votre commande."
            barClassName={styles.meter}
          />
        </>
      }
      renderDetails={(item) => (
        <>
          <p className={styles.unit}>{formatDT(item.prix_unitaire_millimes)}</p>
          <QuantityStepper
            nom={lineName(item)}
            quantite={item.quantite}
            onChange={(quantite) => updateQuantity(item.article_id, quantite, item.article_detail_id)}
            className={styles.stepper}
          />
        </>
      )}
      renderAside={(item) => {
        // The shop's pricing function totals the line; a vanished article is not counted.
        const total = totalByLine.get(lineKey(item));
        return <p className={styles.lineTotal}>{total === undefined ? 'Non compté' : formatDT(total)}</p>;
      }}
      removeLabel={(item) => `Supprimer ${lineName(item)} du panier`}
      onRemove={(item) => removeLine(item.article_id, item.article_detail_id)}
      summary={<Totals totals={totals} look="panel" />}
      actions={
        <>
          <Link to="/VerifShop" className="btn btn-block" onClick={closePanel}>
            Vérifier la commande
          </Link>
          <Link to="/Panier" className="btn btn-outline btn-block" onClick={closePanel}>
            Voir le panier
          </Link>
        </>
      }
    />
  );
}
