import { useQuery } from '@tanstack/react-query';
import type { OwnerClient } from '@vitrine/contracts';
import { Link, useLocation, useParams } from 'react-router-dom';
import { OrderStateBadge } from '@/components/order-state-badge';
import { ChevronLeftIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ownerClientQueryOptions } from '../api/customers';
import { orderPath } from '../lib/console-paths';
import { formatPhone, phoneHref } from '../lib/customer-phone';
import { formatDateTime, formatDay } from '../lib/dates';
import { formatDinars } from '../lib/money';
import { ConsoleCard } from './console-card';
import frame from './console-page.module.css';
import { CustomerBlock } from './customer-block';
import { CustomerBlockedBadge } from './customer-blocked-badge';
import { CustomerNotes } from './customer-notes';
import styles from './customer-page.module.css';
import { CustomerTally } from './customer-tally';

const CUSTOMERS = '/gestion/clients';

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** An order's day, with its time when the API gives one. */
const orderDate = (date: string) => (date.includes('T') ? formatDateTime(date) : formatDay(date));

function Contact({ customer }: { customer: OwnerClient }) {
  return (
    <ConsoleCard name="contact" title="Contact">
      <p className={`${styles.phone} lining-figures`}>{formatPhone(customer.telephone)}</p>
      <div className={frame.contact}>
        <a className="btn" href={phoneHref(customer.telephone)}>
          <PhoneIcon /> Appeler
        </a>
        {customer.adresse_mail && (
          <a className="btn btn-outline" href={`mailto:${customer.adresse_mail}`}>
            <MailIcon /> {customer.adresse_mail}
          </a>
        )}
      </div>
    </ConsoleCard>
  );
}

function Outcomes({ customer }: { customer: OwnerClient }) {
  return (
    <ConsoleCard name="outcomes" title="Livraisons">
      <dl className={styles.figures}>
        <div>
          <dt>Taux de livraison</dt>
          <dd className={`${styles.rate} lining-figures`}>
            {customer.taux_livraison === null ? '—' : percent.format(customer.taux_livraison)}
          </dd>
        </div>
        <div>
          <dt>Commandes</dt>
          <dd className={`${styles.rate} lining-figures`}>{customer.commandes.length}</dd>
        </div>
      </dl>
      <CustomerTally tally={customer} />
    </ConsoleCard>
  );
}

function Orders({ customer }: { customer: OwnerClient }) {
  return (
    <ConsoleCard name="orders" title="Commandes">
      <ol className={styles.orders} aria-label={`Commandes du ${formatPhone(customer.telephone)}`}>
        {customer.commandes.map((order) => (
          <li key={order.reference}>
            <Link to={orderPath(order.reference)} className={styles.order}>
              <span className={styles.reference}>{order.reference}</span>
              <span className={styles.state}>
                <OrderStateBadge etat={order.etat} tone="alert" />
              </span>
              <span className={styles.date}>{orderDate(order.date)}</span>
              <span className={styles.total}>{formatDinars(order.total)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </ConsoleCard>
  );
}

/** `/gestion/clients/:telephone`: who this phone is, how its orders ended, the shop's notes, the block. */
export function CustomerPage() {
  const { telephone = '' } = useParams();
  const location = useLocation();
  const back = (location.state as { list?: string } | null)?.list ?? CUSTOMERS;
  const customer = useQuery(ownerClientQueryOptions(telephone));
  const name = customer.data ? `${customer.data.prenom} ${customer.data.nom}`.trim() : '';
  usePageMeta(`Console — ${name || formatPhone(telephone)}`);

  return (
    <div className={frame.page}>
      <Link to={back} className={`link-caps ${frame.back}`}>
        <ChevronLeftIcon /> Clients
      </Link>
      {customer.isError ? (
        <p role="alert" className="field-error">
          {customer.error.message}
        </p>
      ) : !customer.data ? (
        <div className={frame.loading} role="status">
          <div className="spinner" />
          <span className="visually-hidden">Chargement de la fiche client…</span>
        </div>
      ) : (
        <>
          <header className={frame.head}>
            <div>
              <p className="eyebrow">Fiche client</p>
              <h1 className={frame.title}>{name || formatPhone(customer.data.telephone)}</h1>
            </div>
            {customer.data.bloque && <CustomerBlockedBadge />}
          </header>
          <div className={`${frame.columns} ${styles.columns}`}>
            {/* In the order of use, on a phone as on a desk: the block, rarely needed, last. */}
            <div className={frame.column}>
              <Contact customer={customer.data} />
              <Outcomes customer={customer.data} />
              <Orders customer={customer.data} />
            </div>
            <div className={frame.column}>
              <CustomerNotes telephone={customer.data.telephone} notes={customer.data.notes} />
              <CustomerBlock customer={customer.data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
