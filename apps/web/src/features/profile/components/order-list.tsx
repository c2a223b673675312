import type { Order } from '@vitrine/contracts';
import { useState } from 'react';
import { Fact } from '@/components/ui/fact';
import { articleCount } from '@/lib/article-count';
import { type PlacedOrder, useOrderHistoryStore } from '@/stores/order-history-store';
import { dt, frenchDate } from '../lib/order-display';
import { CATALOGUE_LINK, EmptyNote } from './empty-note';
import { InvoiceDialog } from './invoice-dialog';
import styles from './order-list.module.css';
import { OrderState } from './order-state';

interface OrderListProps {
  /** « Suivre »: the order's reference (and phone, when it was typed) go to the tracking form. */
  onTrack: (placed: PlacedOrder) => void;
}

const quantityOf = (order: Order) => order.items.reduce((sum, item) => sum + item.quantite, 0);

/** « Mes commandes »: the orders placed from this browser, newest first, each with its invoice. */
export function OrderList({ onTrack }: OrderListProps) {
  const orders = useOrderHistoryStore((state) => state.orders);
  const [invoice, setInvoice] = useState<Order | null>(null);

  if (orders.length === 0) {
    return (
      <EmptyNote title="Aucune commande passée depuis ce navigateur pour le moment." link={CATALOGUE_LINK}>
        Une commande passée ailleurs se suit avec sa référence et votre numéro de téléphone, juste en dessous.
      </EmptyNote>
    );
  }

  return (
    <>
      <ul className={styles.list}>
        {orders.map((placed) => {
          const { order } = placed;
          return (
            <li key={order.reference} className={styles.card}>
              <div className={styles.top}>
                <h3 className={styles.reference}>{order.reference}</h3>
                <OrderState etat={order.etat} />
              </div>
              <dl className={styles.facts}>
                <Fact term="Date">{frenchDate(order.date_commande)}</Fact>
                <Fact term="Articles">{articleCount(quantityOf(order))}</Fact>
                <Fact term="Total">
                  <span className={styles.total}>{dt(order.total)}</span>
                </Fact>
              </dl>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => setInvoice(order)}
                  aria-label={`Facture de la commande ${order.reference}`}
                >
                  Facture
                </button>
                <button
                  type="button"
                  className="btn"
                  onClick={() => onTrack(placed)}
                  aria-label={`Suivre la commande ${order.reference}`}
                >
                  Suivre
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {invoice && <InvoiceDialog order={invoice} onClose={() => setInvoice(null)} />}
    </>
  );
}
