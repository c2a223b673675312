import { useQuery } from '@tanstack/react-query';
import { OWNER_ORDERS_PAGE_SIZE, type OwnerOrderSummary } from '@vitrine/contracts';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta';
import { articleCount } from '@/lib/article-count';
import { callQueueQueryOptions } from '../api/orders';
import { whatsAppHref } from '../lib/call-links';
import { orderPath } from '../lib/console-paths';
import { formatPhone } from '../lib/customer-phone';
import { formatDinars } from '../lib/money';
import { CallDesk } from './call-desk';
import styles from './call-queue-page.module.css';
import frame from './console-page.module.css';
import { ContactLinks } from './contact-links';
import { DeskFacts } from './desk-facts';
import { Pager } from './pager';

function QueueCard({
  order,
  onRecorded,
}: {
  order: OwnerOrderSummary;
  onRecorded: (message: string) => void;
}) {
  const location = useLocation();
  const who = `${order.prenom} ${order.nom}`;
  const titleId = `queue-${order.reference}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-blocked={order.bloque || undefined}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.reference}>
          <Link to={orderPath(order.reference)} state={{ queue: `${location.pathname}${location.search}` }}>
            {order.reference}
          </Link>
        </h2>
        <span className={styles.total}>{formatDinars(order.total)}</span>
      </header>
      <p className={styles.who}>
        <span className={styles.name}>{who}</span>
        <span className={styles.region}>
          {order.region} · {articleCount(order.articles)} · {formatPhone(order.numero_telephone)}
        </span>
      </p>
      <DeskFacts desk={order} phone={order.numero_telephone} waiting />
      <ContactLinks phone={order.numero_telephone} whatsApp={whatsAppHref(order)} who={who} />
      <CallDesk
        reference={order.reference}
        tentatives={order.tentatives}
        doublonDe={order.doublon_de}
        who={who}
        onRecorded={onRecorded}
      />
    </article>
  );
}

/**
 * « À appeler »: the orders still to confirm, in the order to call them (call-backs due, then the
 * orders never called, oldest first, then by tries), each with what to say and one tap per outcome.
 */
export function CallQueuePage() {
  usePageMeta('Console — à appeler');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useQuery(callQueueQueryOptions(page));
  const [recorded, setRecorded] = useState('');
  const total = queue.data?.total ?? 0;

  return (
    <div className={frame.page}>
      <header className={frame.head}>
        <div>
          <p className="eyebrow">Console</p>
          <h1 className={frame.title}>À appeler</h1>
          {queue.data && (
            <p className={styles.count}>
              {total === 0 ? 'Aucune commande' : `${total} commande${total > 1 ? 's' : ''}`} à confirmer
            </p>
          )}
        </div>
        <Link to="/gestion/commandes?etat=toutes" className={`link-caps ${styles.all}`}>
          Toutes les commandes
        </Link>
      </header>

      <p className={frame.recorded} role="status">
        {recorded}
      </p>

      {queue.isError ? (
        <p role="alert" className="field-error">
          {queue.error.message}
        </p>
      ) : !queue.data ? (
        <div className={frame.loading} role="status">
          <div className="spinner" />
          <span className="visually-hidden">Chargement des commandes à appeler…</span>
        </div>
      ) : queue.data.orders.length === 0 ? (
        <p className={frame.empty}>Aucune commande à appeler pour le moment.</p>
      ) : (
        <ol className={`${frame.list} ${styles.list}`} aria-label="À appeler" aria-busy={queue.isFetching}>
          {queue.data.orders.map((order) => (
            <li key={order.reference}>
              <QueueCard order={order} onRecorded={setRecorded} />
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={page}
        pages={Math.ceil(total / OWNER_ORDERS_PAGE_SIZE)}
        hrefFor={(next) => (next > 1 ? `?page=${next}` : '?')}
        label="Pages des commandes à appeler"
      />
    </div>
  );
}
