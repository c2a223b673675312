import { formatDT, MESSAGES } from '@vitrine/contracts';
import { useCartStore } from '@/stores/cart-store';
import styles from './cart-changes.module.css';

/**
 * What changed in the cart at the last price refresh: a new unit price (until the shopper says they
 * have seen it) and an article that no longer exists (until it is removed). The live region stays in
 * the page so that a change appearing after the refresh is announced.
 */
export function CartChanges() {
  const items = useCartStore((state) => state.items);
  const acknowledgePrices = useCartStore((state) => state.acknowledgePrices);
  const remove = useCartStore((state) => state.remove);
  const repriced = items.filter(
    (item) => item.previous_prix_unitaire_millimes !== undefined && !item.unavailable,
  );
  const vanished = items.filter((item) => item.unavailable);
  const hasNews = repriced.length + vanished.length > 0;

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Changements du panier"
      className={hasNews ? styles.notice : undefined}
    >
      {hasNews && (
        <>
          <p className={styles.title}>Votre panier a été mis à jour</p>
          <ul className={styles.list}>
            {repriced.map((item) => (
              <li key={item.article_id}>
                {MESSAGES.unitPriceMoved(
                  item.nom,
                  formatDT(item.previous_prix_unitaire_millimes ?? item.prix_unitaire_millimes),
                  formatDT(item.prix_unitaire_millimes),
                )}
              </li>
            ))}
            {vanished.map((item) => (
              <li key={item.article_id} className={styles.vanished}>
                <span>{MESSAGES.articleUnavailable(item.nom)}</span>
                <button
                  type="button"
                  className="text-btn"
                  onClick={() => remove(item.article_id)}
                  aria-label={`Retirer « ${item.nom} » du panier`}
                >
                  Retirer
                </button>
              </li>
            ))}
          </ul>
          {repriced.length > 0 && (
            <button type="button" className="btn btn-outline" onClick={acknowledgePrices}>
              J'ai compris
            </button>
          )}
        </>
      )}
    </div>
  );
}
