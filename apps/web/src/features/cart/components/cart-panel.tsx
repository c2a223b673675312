import { formatDT, toMillimes } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { Totals } from '@/components/totals';
import { BagIcon } from '@/components/ui/icons';
import { ShopItemRow } from '@/components/ui/shop-item-row';
import { SlideOver } from '@/components/ui/slide-over';
import { cartTotals, useCartStore } from '@/stores/cart-store';
import { useUiStore } from '@/stores/ui-store';
import styles from './cart-panel.module.css';
import { FreeShippingProgress } from './free-shipping-progress';
import { QuantityStepper } from './quantity-stepper';

/** The mini-cart: slides in from the right, lines with a quantity stepper, totals, checkout links. */
export function CartPanel() {
  const open = useUiStore((state) => state.panel === 'cart');
  const closePanel = useUiStore((state) => state.closePanel);
  const { items, updateQuantity, remove } = useCartStore();
  const totals = cartTotals(items);

  return (
    <SlideOver
      id="panier"
      open={open}
      onClose={closePanel}
      title="Votre panier"
      side="right"
      footer={
        items.length > 0 && (
          <>
            <Totals totals={totals} look="panel" />
            <div className={styles.actions}>
              <Link to="/VerifShop" className="btn btn-block" onClick={closePanel}>
                Vérifier la commande
              </Link>
              <Link to="/Panier" className="btn btn-outline btn-block" onClick={closePanel}>
                Voir le panier
              </Link>
            </div>
          </>
        )
      }
    >
      {items.length === 0 ? (
        <div className={styles.empty}>
          <BagIcon />
          <p>Votre panier est vide.</p>
          <Link to="/categories" className="btn btn-outline" onClick={closePanel}>
            Découvrir le catalogue
          </Link>
        </div>
      ) : (
        <>
          <FreeShippingProgress
            subtotalMillimes={totals.subtotalMillimes}
            reached="Livraison gratuite offerte sur votre commande."
            barClassName={styles.meter}
          />
          <ul className={styles.lines}>
            {items.map((item) => (
              <ShopItemRow
                key={item.article_id}
                item={item}
                onNavigate={closePanel}
                removeLabel={`Supprimer ${item.nom} du panier`}
                onRemove={() => remove(item.article_id)}
                aside={
                  <p className={styles.lineTotal}>
                    {formatDT(toMillimes(item.prix_unitaire) * item.quantite)}
                  </p>
                }
              >
                <p className={styles.unit}>{formatDT(toMillimes(item.prix_unitaire))}</p>
                <QuantityStepper
                  nom={item.nom}
                  quantite={item.quantite}
                  onChange={(quantite) => updateQuantity(item.article_id, quantite)}
                  className={styles.stepper}
                />
              </ShopItemRow>
            ))}
          </ul>
        </>
      )}
    </SlideOver>
  );
}
