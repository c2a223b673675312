import type { OrderTracking } from '@vitrine/contracts';
import { frenchDate, isDelivered } from '../lib/order-display';
import { OrderLines } from './order-lines';
import { OrderState } from './order-state';
import styles from './tracked-order.module.css';

/** What the shop answered about an order: its state, its day and its lines. */
export function TrackedOrder({ order }: { order: OrderTracking }) {
  return (
    <article className={styles.card} aria-labelledby="tracked-order-title">
      <header className={styles.head}>
        <div>
          <p className="eyebrow">Commande du {frenchDate(order.date_commande)}</p>
          <h3 id="tracked-order-title" className={styles.reference}>
            {order.reference}
          </h3>
        </div>
        <OrderState etat={order.etat} />
      </header>
      <p className={styles.say}>
        {isDelivered(order.etat)
          ? 'Votre commande a été livrée. Merci de votre confiance.'
          : 'Votre commande est en cours : le livreur vous appellera avant de passer. Paiement à la livraison.'}
      </p>
      <OrderLines order={order} caption={`Articles de la commande ${order.reference}`} />
    </article>
  );
}
