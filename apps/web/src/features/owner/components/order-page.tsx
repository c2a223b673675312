import { useQuery } from '@tanstack/react-query';
import { type OrderState, type OwnerOrder, roleMayUse } from '@vitrine/contracts';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { OrderStateBadge } from '@/components/order-state-badge';
import { ChatIcon, ChevronLeftIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isNotFound } from '@/lib/api-client';
import { ownerOrderQueryOptions } from '../api/order';
import { packingSlipHref } from '../api/selection';
import { useStaffRole } from '../api/session';
import { orderToConfirm, whatsAppHref } from '../lib/call-links';
import { CONSOLE_HOME } from '../lib/console-paths';
import { formatPhone, phoneHref } from '../lib/customer-phone';
import { formatDateTime } from '../lib/dates';
import { formatDinars } from '../lib/money';
import { CallDesk } from './call-desk';
import { ConsoleCard } from './console-card';
import frame from './console-page.module.css';
import { DeskFacts } from './desk-facts';
import { OrderChange } from './order-change';
import { OrderMoves } from './order-moves';
import styles from './order-page.module.css';
import { OrderTimeline } from './order-timeline';

/** The states in which the customer may still change the order on the phone. */
const CHANGEABLE: readonly OrderState[] = ['en cours', 'confirmée'];

function Client({ order }: { order: OwnerOrder }) {
  const { livraison, client } = order;
  return (
    <ConsoleCard name="client" title="Client">
      <p className={styles.name}>
        {livraison.prenom} {livraison.nom}
      </p>
      <p className={styles.muted}>Code client {client.code_client}</p>
      <div className={frame.contact}>
        <a className="btn" href={phoneHref(livraison.numero_telephone)}>
          <PhoneIcon /> Appeler le {formatPhone(livraison.numero_telephone)}
        </a>
        {order.etat === 'en cours' && (
          <a
            className="btn btn-outline"
            href={whatsAppHref(orderToConfirm(order))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon /> WhatsApp
          </a>
        )}
        <a className="btn btn-outline" href={`mailto:${client.adresse_mail}`}>
          <MailIcon /> {client.adresse_mail}
        </a>
      </div>
    </ConsoleCard>
  );
}

/** The desk's facts, and while the order waits, the outcomes of the call. */
function Desk({ order }: { order: OwnerOrder }) {
  const [recorded, setRecorded] = useState('');
  const role = useStaffRole();
  const waiting = order.etat === 'en cours';
  return (
    <ConsoleCard name="desk" title="Appels">
      <DeskFacts desk={order} phone={order.livraison.numero_telephone} waiting={waiting} />
      {order.premier_contact_le && (
        <p className={styles.muted}>Premier appel le {formatDateTime(order.premier_contact_le)}</p>
      )}
      <p className={frame.recorded} role="status">
        {recorded}
      </p>
      {waiting && role && roleMayUse(role, 'recordOrderCall') && (
        <CallDesk
          reference={order.reference}
          tentatives={order.tentatives}
          doublonDe={order.doublon_de}
          who={`${order.livraison.prenom} ${order.livraison.nom}`}
          onRecorded={setRecorded}
        />
      )}
    </ConsoleCard>
  );
}

function Delivery({ order }: { order: OwnerOrder }) {
  const { livraison } = order;
  return (
    <ConsoleCard name="delivery" title="Livraison">
      <address className={styles.address}>
        {livraison.adresse}
        <br />
        {livraison.code_postal ? `${livraison.code_postal} ` : ''}
        <strong>{livraison.region}</strong>
      </address>
    </ConsoleCard>
  );
}

function Lines({ order }: { order: OwnerOrder }) {
  return (
    <ConsoleCard name="lines" title="Articles">
      <table className={styles.lines}>
        <caption className="visually-hidden">
          Articles de la commande {order.reference}, aux prix facturés
        </caption>
        <thead>
          <tr>
            <th scope="col">Article</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.article_id}-${item.article_detail_id}`}>
              <th scope="row">
                {item.nom}
                <span className={styles.each}>
                  {item.quantite} × {formatDinars(item.prix_unitaire)}
                </span>
              </th>
              <td>{formatDinars(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <div>
          <dt>Sous-total</dt>
          <dd>{formatDinars(order.sous_total)}</dd>
        </div>
        {order.code_promo && (
          <div>
            <dt>
              Code promo {order.code_promo} (−{order.reduction} %)
            </dt>
            <dd>−{formatDinars(order.remise)}</dd>
          </div>
        )}
        <div>
          <dt>Livraison</dt>
          <dd>{order.shipping_charge === 0 ? 'Offerte' : formatDinars(order.shipping_charge)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>Total à encaisser</dt>
          <dd>{formatDinars(order.total)}</dd>
        </div>
      </dl>
    </ConsoleCard>
  );
}

/** One order: whom to call, where to deliver, what was bought, what happened, and what can happen next. */
export function OrderPage() {
  const { reference = '' } = useParams();
  const location = useLocation();
  const back = (location.state as { queue?: string } | null)?.queue ?? CONSOLE_HOME;
  const order = useQuery(ownerOrderQueryOptions(reference));
  const role = useStaffRole();
  usePageMeta(`Console — ${reference}`);

  return (
    <div className={frame.page}>
      <Link to={back} className={`link-caps ${frame.back}`}>
        <ChevronLeftIcon /> Commandes
      </Link>
      {order.isError ? (
        <p role="alert" className="field-error">
          {isNotFound(order.error) ? 'Commande introuvable.' : order.error.message}
        </p>
      ) : !order.data ? (
        <div className={frame.loading} role="status">
          <div className="spinner" />
          <span className="visually-hidden">Chargement de la commande…</span>
        </div>
      ) : (
        <>
          <header className={frame.head}>
            <div>
              <p className="eyebrow">Commande du {formatDateTime(order.data.created_at)}</p>
              <h1 className={`${frame.title} ${styles.title} lining-figures`}>{order.data.reference}</h1>
            </div>
            <div className={styles.headActions}>
              <OrderStateBadge etat={order.data.etat} tone="alert" />
              {/* The browser's own viewer opens it, ready to print or share with the courier. */}
              <a
                className="btn btn-outline"
                href={packingSlipHref(order.data.reference)}
                target="_blank"
                rel="noopener"
              >
                Bon de livraison (PDF)
              </a>
            </div>
          </header>
          <div className={`${frame.columns} ${styles.columns}`}>
            <div className={frame.column}>
              <Desk order={order.data} />
              <Client order={order.data} />
              <OrderMoves reference={order.data.reference} etat={order.data.etat} />
              <Delivery order={order.data} />
            </div>
            <div className={frame.column}>
              <Lines order={order.data} />
              {CHANGEABLE.includes(order.data.etat) && role && roleMayUse(role, 'changeOwnerOrder') && (
                <OrderChange order={order.data} />
              )}
              <ConsoleCard name="history" title="Historique">
                <OrderTimeline history={order.data.historique} calls={order.data.appels} />
              </ConsoleCard>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
