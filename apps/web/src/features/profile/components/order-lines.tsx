import { type OrderTracking, toMillimes } from '@vitrine/contracts';
import { Totals } from '@/components/totals';
import { dt } from '../lib/order-display';
import styles from './order-lines.module.css';

type OrderAmounts = Pick<OrderTracking, 'items' | 'sous_total' | 'remise' | 'shipping_charge' | 'total'>;

interface OrderLinesProps {
  order: OrderAmounts;
  /** « Remise (BIENVENUE10, 10 %) » when the order used a code. */
  discountLabel?: string;
  caption: string;
}

/** An order's lines and totals as the shop priced them (invoice and tracking). */
export function OrderLines({ order, discountLabel, caption }: OrderLinesProps) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr className="small-caps">
            <th scope="col">Article</th>
            <th scope="col" className={styles.num}>
              Qté
            </th>
            <th scope="col" className={`${styles.num} ${styles.unit}`}>
              Prix unitaire
            </th>
            <th scope="col" className={styles.num}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            // Lines have no id of their own here; their order is the order's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <tr key={index}>
              <th scope="row" className={styles.name}>
                {item.nom}
                <span className={styles.each}>{dt(item.prix_unitaire)} l’unité</span>
              </th>
              <td className={styles.num}>{item.quantite}</td>
              <td className={`${styles.num} ${styles.unit}`}>{dt(item.prix_unitaire)}</td>
              <td className={styles.num}>{dt(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Totals
        look="invoice"
        totals={{
          subtotalMillimes: toMillimes(order.sous_total),
          discountMillimes: toMillimes(order.remise),
          shippingMillimes: toMillimes(order.shipping_charge),
          totalMillimes: toMillimes(order.total),
        }}
        discountLabel={order.remise > 0 ? (discountLabel ?? 'Remise') : undefined}
      />
    </div>
  );
}
