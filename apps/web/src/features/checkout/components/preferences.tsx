import { useCustomerStore } from '@/stores/customer-store';
import styles from './checkout-form.module.css';

/** The checkout's two checkboxes, kept in this browser (spec §4) and restored on the next visit. */
export function Preferences() {
  const keepDetails = useCustomerStore((state) => state.keepDetails);
  const notifications = useCustomerStore((state) => state.notifications);
  const setKeepDetails = useCustomerStore((state) => state.setKeepDetails);
  const setNotifications = useCustomerStore((state) => state.setNotifications);
  return (
    <div className={styles.checks}>
      <div className={styles.check}>
        <input
          id="keep-details"
          type="checkbox"
          checked={keepDetails}
          onChange={(event) => setKeepDetails(event.target.checked)}
          aria-describedby="keep-details-text"
        />
        <label htmlFor="keep-details">
          Conserver mes informations pour une validation rapide la prochaine fois
        </label>
        <p id="keep-details-text">
          Gardées dans ce navigateur seulement ; vous pouvez les effacer depuis votre profil.
        </p>
      </div>
      <div className={styles.check}>
        <input
          id="notifications"
          type="checkbox"
          checked={notifications}
          onChange={(event) => setNotifications(event.target.checked)}
        />
        <label htmlFor="notifications">Recevoir les notifications de ma commande par SMS et e-mail</label>
      </div>
    </div>
  );
}
