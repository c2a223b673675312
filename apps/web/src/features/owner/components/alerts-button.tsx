import { useState } from 'react';
import { type AlertsPermission, alertsPermission, enableAlerts } from '../lib/order-alerts';
import styles from './alerts-button.module.css';

/** « Activer les alertes »: shown until the owner has answered the browser's question, once. */
export function AlertsButton() {
  const [permission, setPermission] = useState<AlertsPermission>(alertsPermission);
  const [asking, setAsking] = useState(false);
  if (permission !== 'default') return null;
  const ask = async () => {
    setAsking(true);
    setPermission(await enableAlerts().finally(() => setAsking(false)));
  };
  return (
    <div className={styles.strip}>
      <button type="button" className={styles.button} onClick={ask} disabled={asking}>
        Activer les alertes
      </button>
      <span className={styles.hint}>Une notification et un son à chaque nouvelle commande.</span>
    </div>
  );
}
