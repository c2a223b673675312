import { ORDER_STATE_LABELS } from '@vitrine/contracts';
import { Fragment, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Fact } from '@/components/ui/fact';
import { CloseIcon, PrintIcon } from '@/components/ui/icons';
import { SHOP } from '@/config/shop';
import { type PlacedOrder, phoneOf } from '@/stores/order-history-store';
import { useInvoice } from '../api/issue-invoice';
import { frenchDate } from '../lib/order-display';
import styles from './invoice-dialog.module.css';
import { InvoiceLines } from './invoice-lines';
import { OrderLines } from './order-lines';

interface InvoiceDialogProps {
  /** An order of this browser, with the delivery details it was placed with (none on older ones). */
  placed: PlacedOrder;
  onClose: () => void;
}

/** What the invoice says in place of its number while the shop has not given one. */
function pendingNumber(phone: string | undefined, invoice: ReturnType<typeof useInvoice>): string {
  if (!phone) return 'Demandez-la à la boutique';
  if (invoice.isError) return invoice.error.message;
  return 'Attribution en cours…';
}

/**
 * An order's invoice in a modal dialog, printable on its own: it is placed at the end of <body> so the
 * print style can leave everything else out.
 */
export function InvoiceDialog({ placed, onClose }: InvoiceDialogProps) {
  const { order } = placed;
  const phone = phoneOf(placed);
  const invoice = useInvoice(order.reference, phone);
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
            <p>{SHOP.seller.legalName}</p>
            <address>
              {SHOP.address}
              <br />
              {SHOP.phone} · {SHOP.email}
            </address>
            <p>Matricule fiscal : {SHOP.seller.taxId}</p>
          </div>
          <div className={styles.meta}>
            <h2 id={titleId} className={styles.title}>
              Facture
            </h2>
            <dl>
              <Fact term="N° de facture">{invoice.data?.numero ?? pendingNumber(phone, invoice)}</Fact>
              <Fact term="Date de facture">{invoice.data ? frenchDate(invoice.data.date_facture) : '—'}</Fact>
              <Fact term="Commande">{order.reference}</Fact>
              <Fact term="Date de commande">{frenchDate(order.date_commande)}</Fact>
              <Fact term="Code client">{order.code_client}</Fact>
              <Fact term="État">{ORDER_STATE_LABELS[order.etat]}</Fact>
            </dl>
          </div>
          {livraison && (
            <section className={styles.customer} aria-labelledby={`${titleId}-client`}>
              <h3 id={`${titleId}-client`} className={styles.customerTitle}>
                Client et adresse de livraison
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

        {invoice.data ? (
          <InvoiceLines
            invoice={invoice.data}
            discountLabel={discountLabel}
            caption={`Lignes de la facture ${invoice.data.numero}`}
          />
        ) : (
          <OrderLines
            order={order}
            discountLabel={discountLabel}
            caption={`Articles de la commande ${order.reference}`}
          />
        )}

        <p className={styles.note}>
          Prix toutes taxes comprises. Paiement en espèces à la livraison. Merci de votre confiance.
        </p>
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
