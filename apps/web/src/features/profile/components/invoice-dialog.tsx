import { ORDER_STATE_LABELS } from '@vitrine/contracts';
import { Fragment, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Fact } from '@/components/ui/fact';
import { CloseIcon, PrintIcon } from '@/components/ui/icons';
import { SHOP } from '@/config/shop';
import type { PlacedOrder } from '@/stores/order-history-store';
import { frenchDate } from '../lib/order-display';
import styles from './invoice-dialog.module.css';
import { OrderLines } from './order-lines';

interface InvoiceDialogProps {
  /** An order of this browser, with the delivery details it was placed with (none on older ones). */
  order: PlacedOrder['order'];
  onClose: () => void;
}

/**
 * An order's invoice in a modal dialog, printable on its own: it is placed at the end of <body> so the
 * print style can leave everything else out.
 */
export function InvoiceDialog({ order, onClose }: InvoiceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const { livraison } = order;
  const discountLabel = order.code_promo
    ? `Remise (${order.code_promo}, ${order.reduction} %)`
    : `Remise (${order.reduction} %)`;

  return createPortal(
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {/* First, so that it takes the focus when the dialog opens and the invoice shows from its top. */}
      <button
        type="button"
        className={`icon-btn ${styles.close}`}
        onClick={onClose}
        aria-label="Fermer la facture"
      >
        <CloseIcon />
      </button>
      <article className={styles.invoice}>
        <header className={styles.head}>
          <div className={styles.shop}>
            <p className={styles.brand}>{SHOP.name}</p>
            <p>{SHOP.tagline}</p>
            <address>
              {SHOP.address}
              <br />
              {SHOP.phone} · {SHOP.email}
            </address>
          </div>
          <div className={styles.meta}>
            <h2 id={titleId} className={styles.title}>
              Facture
            </h2>
            <dl>
              <Fact term="Référence">{order.reference}</Fact>
              <Fact term="Date">{frenchDate(order.date_commande)}</Fact>
              <Fact term="Code client">{order.code_client}</Fact>
              <Fact term="État">{ORDER_STATE_LABELS[order.etat]}</Fact>
            </dl>
          </div>
          {livraison && (
            <section className={styles.customer} aria-labelledby={`${titleId}-client`}>
              <h3 id={`${titleId}-client`} className={styles.customerTitle}>
                Livraison
              </h3>
              <address>
                {[
                  [livraison.prenom, livraison.nom].filter(Boolean).join(' '),
                  livraison.adresse,
                  [livraison.code_postal, livraison.region].filter(Boolean).join(' '),
                  livraison.numero_telephone && `Tél. ${livraison.numero_telephone}`,
                ]
                  .filter(Boolean)
                  .map((line, index) => (
                    <Fragment key={line}>
                      {index > 0 && <br />}
                      {line}
                    </Fragment>
                  ))}
              </address>
            </section>
          )}
        </header>

        <OrderLines
          order={order}
          discountLabel={discountLabel}
          caption={`Articles de la commande ${order.reference}`}
        />

        <p className={styles.note}>Paiement en espèces à la livraison. Merci de votre confiance.</p>
      </article>

      <div className={styles.actions}>
        <button type="button" className="btn" onClick={() => window.print()}>
          <PrintIcon /> Imprimer
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Fermer
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
