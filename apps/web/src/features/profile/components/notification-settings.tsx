import { CUSTOMER_SETTING_LABELS, useCustomerStore } from '@/stores/customer-store';
import styles from './notification-settings.module.css';

/** « Notifications »: the checkout's two settings, as switches kept in this browser. */
export function NotificationSettings() {
  const keepDetails = useCustomerStore((state) => state.keepDetails);
  const notifications = useCustomerStore((state) => state.notifications);
  const setKeepDetails = useCustomerStore((state) => state.setKeepDetails);
  const setNotifications = useCustomerStore((state) => state.setNotifications);
  return (
    <ul className={styles.list}>
      <Setting
        id="profil-notifications"
        label={CUSTOMER_SETTING_LABELS.notifications}
        text="Confirmation, expédition, livraison. Désactivé, vous recevez seulement l’accusé de réception de vos commandes. Votre choix est gardé dans ce navigateur et repris à votre prochaine commande."
        checked={notifications}
        onChange={setNotifications}
      />
      <Setting
        id="profil-keep-details"
        label={CUSTOMER_SETTING_LABELS.keepDetails}
        text="Gardées dans ce navigateur seulement. Désactivé, vos coordonnées enregistrées sont effacées."
        checked={keepDetails}
        onChange={setKeepDetails}
      />
    </ul>
  );
}

interface SettingProps {
  id: string;
  label: string;
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function Setting({ id, label, text, checked, onChange }: SettingProps) {
  return (
    <li className={styles.setting}>
      <div className={styles.words}>
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-text`}>{text}</p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className={styles.switch}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-text`}
      />
    </li>
  );
}
