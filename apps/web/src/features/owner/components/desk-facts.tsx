import type { OrderDesk } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { orderPath } from '../lib/console-paths';
import { formatDateTime } from '../lib/dates';
import { CALL_WITHIN_MINUTES, givesUp, triesLabel, waitingLabel } from '../lib/desk';
import { CustomerBlockedBadge } from './customer-blocked-badge';
import { CustomerTally } from './customer-tally';
import styles from './desk-facts.module.css';

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
        {/* The phone's other orders: none is a customer the shop does not know yet. */}
        <CustomerTally tally={desk.client_resume} phone={phone} none="Nouveau client" />
      </li>
      {desk.bloque && (
        <li>
          <CustomerBlockedBadge />
        </li>
      )}
      {desk.doublon_de && (
        <li>
          <Link to={orderPath(desk.doublon_de)} className={`${styles.badge} ${styles.duplicate}`}>
            Doublon de {desk.doublon_de}
          </Link>
        </li>
      )}
    </ul>
  );
}
