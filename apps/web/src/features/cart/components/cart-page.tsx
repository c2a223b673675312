import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { BrowserStatePending } from '@/components/browser-state-pending';
import { CartChanges } from '@/components/cart-changes';
import { EmptyCart } from '@/components/empty-cart';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { usePageMeta } from '@/hooks/use-page-meta';
import { cartTotals, lineTotals, orderableItems, selectCartCount, useCartStore } from '@/stores/cart-store';
import { refreshCartPrices } from '@/stores/shop-actions';
import { lineKey } from '@/stores/shop-item';
import { useRestoredFromBrowser } from '@/stores/sync-tabs';
import { CartLine } from './cart-line';
import styles from './cart-page.module.css';
import { CartSummary } from './cart-summary';

/** The lines a phone shows without scrolling. */
const FIRST_SCREEN_LINES = 2;

/** `/Panier`: every line with its stepper and total, the summary, and the way to the checkout. */
export function CartPage() {
  usePageMeta('Panier', 'Votre panier Vitrine : quantités, livraison et total avant de commander.');
  const items = useCartStore((state) => state.items);
  const count = useCartStore(selectCartCount);
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const removeLine = useCartStore((state) => state.removeLine);

  const restored = useRestoredFromBrowser();

  // Today's prices, so the cart never shows (or sends) a price the shop no longer asks.
  useEffect(() => {
    if (restored) void refreshCartPrices();
  }, [restored]);

  const totals = cartTotals(items);
  const orderable = orderableItems(items);
  const totalByLine = lineTotals(totals);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Votre sélection</p>
        <h1 className="page-title">Panier</h1>
        {items.length > 0 && (
          <p className={styles.count}>
            {count} article{count > 1 ? 's' : ''}
          </p>
        )}
      </header>

      <CartChanges />

      {!restored ? (
        <BrowserStatePending noScript="Le panier est gardé dans votre navigateur : activez JavaScript pour le voir et commander." />
      ) : items.length === 0 ? (
        <EmptyCart text="Colliers, bracelets, bagues : trouvez le bijou qui vous ressemble." />
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="cart-lines-title" className={styles.lines}>
            <h2 id="cart-lines-title" className="visually-hidden">
              Articles du panier
            </h2>
            <div className={styles.columns} aria-hidden="true">
              <span>Article</span>
              <span>Prix unitaire</span>
              <span>Quantité</span>
              <span>Total</span>
            </div>
            <ul>
              {items.map((item, index) => (
                <CartLine
                  key={lineKey(item)}
                  item={item}
                  priority={index < FIRST_SCREEN_LINES}
                  totalMillimes={totalByLine.get(lineKey(item))}
                  onQuantityChange={(quantite) =>
                    updateQuantity(item.article_id, quantite, item.article_detail_id)
                  }
                  onRemove={() => removeLine(item.article_id, item.article_detail_id)}
                />
              ))}
            </ul>
            <Link to="/categories" className={`link-caps ${styles.back}`}>
              <ChevronLeftIcon /> Continuer mes achats
            </Link>
          </section>

          <div className={styles.aside}>
            <CartSummary totals={totals}>
              {orderable.length > 0 ? (
                <Link to="/VerifShop" className="btn btn-block">
                  Vérifier la commande
                </Link>
              ) : (
                <button type="button" className="btn btn-block" disabled>
                  Vérifier la commande
                </button>
              )}
              <p className={styles.reassure}>
                Paiement à la livraison, partout en Tunisie. Aucun compte n’est nécessaire.
              </p>
            </CartSummary>
          </div>
        </div>
      )}
    </div>
  );
}
