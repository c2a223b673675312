import { ORDER_STATE_SENTENCES, type OrderTracking } from '@vitrine/contracts';
import { OrderStateBadge } from '@/components/order-state-badge';
import { frenchDate } from '../lib/order-display';
import { OrderLines } from './order-lines';
import { OrderTimeline } from './order-timeline';
import styles from './tracked-order.module.css';

/** What the shop answered about an order: its state in a sentence, its dated history and its lines. */
export function TrackedOrder({ order }: { order: OrderTracking }) {
  return (
    <article className={styles.card} aria-labelledby="tracked-order-title">
      <header className={styles.head}>
        <div>
          <p className="eyebrow">Commande du {frenchDate(order.date_commande)}</p>
          <h3 id="tracked-order-title" className={`${styles.reference} lining-figures`}>
            {order.reference}
          </h3>
        </div>
        <OrderStateBadge etat={order.etat} />
      </header>
      <p className={styles.say}>{ORDER_STATE_SENTENCES[order.etat]}</p>
      <OrderTimeline reference={order.reference} historique={order.historique} />
      <OrderLines order={order} caption={`Articles de la commande ${order.reference}`} />
    </article>
  );
}
