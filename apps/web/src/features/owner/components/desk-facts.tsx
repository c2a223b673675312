import type { OrderDesk } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { phoneDigits } from '../lib/call-links';
import { formatDateTime } from '../lib/dates';
import { CALL_WITHIN_MINUTES, customerSummary, givesUp, triesLabel, waitingLabel } from '../lib/desk';
import styles from './desk-facts.module.css';

/** The customer's record in the console, by the order's delivery phone. */
export const customerPath = (phone: string) => `/gestion/clients/${phoneDigits(phone)}`;

/** « 3 livrées · 1 refusée » (a warning after any refusal), « Nouveau client »: a link to the record. */
export function CustomerLine({ tally, phone }: { tally: OrderDesk['client_resume']; phone: string }) {
  const { text, warning } = customerSummary(tally);
  return (
    <Link to={customerPath(phone)} className={styles.customer} data-warning={warning || undefined}>
      <span className="visually-hidden">Fiche client{warning ? ' (attention)' : ''} :</span> {text}
    </Link>
  );
}

/**
 * What the desk knows of an order at a glance: how long it has waited (while it waits), the unanswered
 * calls, the call-back asked for, the customer's past orders, a blocked phone, the order it repeats.
 */
export function DeskFacts({
  desk,
  phone,
  waiting,
  now = Date.now(),
}: {
  desk: OrderDesk;
  phone: string;
  /** The order is still to confirm: its wait and its call-back matter. */
  waiting: boolean;
  now?: number;
}) {
  const late = desk.minutes_attente > CALL_WITHIN_MINUTES && desk.dernier_appel === null;
  const due = desk.rappeler_a !== null && Date.parse(desk.rappeler_a) <= now;
  return (
    <ul className={styles.facts}>
      {waiting && (
        <li className={styles.fact} data-late={late || undefined}>
          <span className="visually-hidden">Reçue</span> {waitingLabel(desk.minutes_attente)}
        </li>
      )}
      {givesUp(desk.tentatives) ? (
        <li className={`${styles.badge} ${styles.alarm}`}>Injoignable ×{desk.tentatives}</li>
      ) : (
        <li className={styles.fact}>{triesLabel(desk.tentatives)}</li>
      )}
      {waiting && desk.rappeler_a && (
        <li className={styles.fact} data-due={due || undefined}>
          {due ? 'Rappel prévu le' : 'À rappeler le'} {formatDateTime(desk.rappeler_a)}
        </li>
      )}
      <li>
        <CustomerLine tally={desk.client_resume} phone={phone} />
      </li>
      {desk.bloque && <li className={`${styles.badge} ${styles.alarm}`}>Bloqué</li>}
      {desk.doublon_de && (
        <li>
          <Link
            to={`/gestion/commandes/${encodeURIComponent(desk.doublon_de)}`}
            className={`${styles.badge} ${styles.duplicate}`}
          >
            Doublon de {desk.doublon_de}
          </Link>
        </li>
      )}
    </ul>
  );
}
