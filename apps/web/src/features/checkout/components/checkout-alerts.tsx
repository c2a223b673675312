import { CloseIcon, PhoneIcon } from '@/components/ui/icons';
import type { AlertSlot, CheckoutAlert } from '../hooks/use-alerts';
import styles from './checkout-alerts.module.css';
import { CodeReminder } from './code-reminder';

/**
 * The checkout's alert area: failures in an assertive region, the rest (success, warnings) in a polite
 * one. Both stay in the page, so that what appears in them is announced.
 */
export function CheckoutAlerts({
  alerts,
  onDismiss,
}: {
  alerts: readonly CheckoutAlert[];
  onDismiss: (slot: AlertSlot) => void;
}) {
  const render = (alert: CheckoutAlert) => (
    <div key={alert.slot} className={styles.alert} data-kind={alert.kind}>
      <div className={styles.body}>
        <p className={styles.text}>{alert.text}</p>
        {alert.detail && <p className={`${styles.detail} lining-figures`}>{alert.detail}</p>}
        {alert.note && <p className={styles.note}>{alert.note}</p>}
        {alert.callHref && (
          <a className={`btn ${styles.call}`} href={alert.callHref}>
            <PhoneIcon /> Appeler la boutique
          </a>
        )}
        {alert.codeReminder && <CodeReminder />}
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={() => onDismiss(alert.slot)}
        aria-label="Fermer le message"
      >
        <CloseIcon />
      </button>
    </div>
  );
  return (
    <div>
      <div role="alert">{alerts.filter((alert) => alert.kind === 'danger').map(render)}</div>
      <div role="status">{alerts.filter((alert) => alert.kind !== 'danger').map(render)}</div>
    </div>
  );
}
