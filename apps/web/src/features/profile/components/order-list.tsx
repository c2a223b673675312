import { ORDER_STATE_SENTENCES, type Order, type OrderHistoryEntry } from '@vitrine/contracts';
import { useState } from 'react';
import { OrderStateBadge } from '@/components/order-state-badge';
import { Fact } from '@/components/ui/fact';
import { articleCount } from '@/lib/article-count';
import { currentState, type PlacedOrder, useOrderHistoryStore } from '@/stores/order-history-store';
import { useFollowUpOrders } from '../hooks/use-follow-up-orders';
import { dt, frenchDate } from '../lib/order-display';
import { CATALOGUE_LINK, EmptyNote } from './empty-note';
import { InvoiceDialog } from './invoice-dialog';
import styles from './order-list.module.css';
import { OrderTimeline } from './order-timeline';

interface OrderListProps {
  /** « Suivre »: the order's reference (and phone, when it was typed) go to the tracking form. */
  onTrack: (placed: PlacedOrder) => void;
}

const quantityOf = (order: Pick<Order, 'items'>) => order.items.reduce((sum, item) => sum + item.quantite, 0);

/**
 * « Mes commandes »: the orders placed from this browser, newest first, each in the state the shop last
 * said (asked again on each visit for the unfinished ones), with its history and its invoice.
 */
export function OrderList({ onTrack }: OrderListProps) {
  const orders = useOrderHistoryStore((state) => state.orders);
  const [invoice, setInvoice] = useState<PlacedOrder | null>(null);
  useFollowUpOrders();

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
          const { order, suivi } = placed;
          const etat = currentState(placed);
          return (
            <li key={order.reference} className={styles.card}>
              <div className={styles.top}>
                <h3 className={`${styles.reference} lining-figures`}>{order.reference}</h3>
                <OrderStateBadge etat={etat} />
              </div>
              <p className={styles.say}>{ORDER_STATE_SENTENCES[etat]}</p>
              <dl className={styles.facts}>
                <Fact term="Date">{frenchDate(order.date_commande)}</Fact>
                <Fact term="Articles">{articleCount(quantityOf(order))}</Fact>
                <Fact term="Total">
                  <span className={styles.total}>{dt(order.total)}</span>
                </Fact>
              </dl>
              {suivi && suivi.historique.length > 0 && (
                <HistoryDetails reference={order.reference} historique={suivi.historique} />
              )}
              <div className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => setInvoice(placed)}
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
      {invoice && <InvoiceDialog placed={invoice} onClose={() => setInvoice(null)} />}
    </>
  );
}

/** The card's history, folded: the timeline is drawn once the shopper opens it. */
function HistoryDetails({ reference, historique }: { reference: string; historique: OrderHistoryEntry[] }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.history} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Historique</summary>
      {open && <OrderTimeline reference={reference} historique={historique} />}
    </details>
  );
}
