import { formatDT, type Invoice, invoiceAmounts, type TaxSplit, toMillimes } from '@vitrine/contracts';
import { dt } from '../lib/order-display';
import styles from './invoice-lines.module.css';

interface InvoiceLinesProps {
  /** The shop's answer: the order's lines and amounts as it holds them, and the invoice's rates. */
  invoice: Invoice;
  discountLabel: string;
  caption: string;
}

const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** An amount as the invoice prints it: a discount's with a minus sign, as the order's totals write it. */
const amount = (millimes: number) => (millimes < 0 ? `−${formatDT(-millimes)}` : formatDT(millimes));

/** A row's three amounts: before tax, the VAT, with tax. */
function Amounts({ split }: { split: TaxSplit }) {
  return (
    <>
      <td className={styles.num}>{amount(split.htMillimes)}</td>
      <td className={styles.num}>{amount(split.tvaMillimes)}</td>
      <td className={styles.num}>{amount(split.ttcMillimes)}</td>
    </>
  );
}

/**
 * The invoice's lines as the law reads them: for each line, the discount and the shipping, the amount
 * before tax, the VAT and the amount with tax (the shop's prices include it), then their totals, the
 * stamp duty when there is one, and what is due.
 */
export function InvoiceLines({ invoice, discountLabel, caption }: InvoiceLinesProps) {
  const amounts = invoiceAmounts(
    {
      lineTotalsMillimes: invoice.items.map((item) => toMillimes(item.total)),
      discountMillimes: toMillimes(invoice.remise),
      shippingMillimes: toMillimes(invoice.shipping_charge),
      stampDutyMillimes: toMillimes(invoice.droit_de_timbre),
    },
    invoice.tva_taux,
  );
  const rate = `${percent.format(invoice.tva_taux)}\u00a0%`;
  return (
    <div className={styles.wrap}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard */}
      <section className={styles.scroll} tabIndex={0} aria-label={caption}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr className="small-caps">
              <th scope="col">Désignation</th>
              <th scope="col" className={styles.num}>
                Qté
              </th>
              <th scope="col" className={styles.num}>
                Montant HT
              </th>
              <th scope="col" className={styles.num}>
                TVA {rate}
              </th>
              <th scope="col" className={styles.num}>
                Montant TTC
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
              <tr key={index}>
                <th scope="row" className={styles.name}>
                  {item.nom}
                  <span className={styles.each}>{dt(item.prix_unitaire)} TTC l’unité</span>
                </th>
                <td className={styles.num}>{item.quantite}</td>
                <Amounts split={amounts.lines[index] as TaxSplit} />
              </tr>
            ))}
            {amounts.discount.ttcMillimes !== 0 && (
              <tr>
                <th scope="row" className={styles.name}>
                  {discountLabel}
                </th>
                <td />
                <Amounts split={amounts.discount} />
              </tr>
            )}
            <tr>
              <th scope="row" className={styles.name}>
                Livraison
              </th>
              <td />
              <Amounts split={amounts.shipping} />
            </tr>
          </tbody>
          <tfoot>
            <tr className={styles.total}>
              <th scope="row">Total</th>
              <td />
              <Amounts split={amounts.total} />
            </tr>
          </tfoot>
        </table>
      </section>
      <dl className={styles.due}>
        <div>
          <dt>Total HT</dt>
          <dd>{formatDT(amounts.total.htMillimes)}</dd>
        </div>
        <div>
          <dt>TVA ({rate})</dt>
          <dd>{formatDT(amounts.total.tvaMillimes)}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd>{formatDT(amounts.total.ttcMillimes)}</dd>
        </div>
        {amounts.stampDutyMillimes > 0 && (
          <div>
            <dt>Droit de timbre</dt>
            <dd>{formatDT(amounts.stampDutyMillimes)}</dd>
          </div>
        )}
        <div className={styles.net}>
          <dt>Net à payer</dt>
          <dd>{formatDT(amounts.dueMillimes)}</dd>
        </div>
      </dl>
    </div>
  );
}
