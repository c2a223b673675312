import { CUSTOMER_SETTING_LABELS, useCustomerStore } from '@/stores/customer-store';
import styles from './checkout-form.module.css';

/** The checkout's two checkboxes, kept in this browser (spec §4) and restored on the next visit; the second is sent with the order. */
export function Preferences() {
  return (
    <div className={styles.checks}>
      <Check
        id="keep-details"
        preference="keepDetails"
        label={CUSTOMER_SETTING_LABELS.keepDetails}
        text="Gardées dans ce navigateur seulement ; vous pouvez les effacer depuis votre profil."
      />
      <Check
        id="notifications"
        preference="notifications"
        label={CUSTOMER_SETTING_LABELS.notifications}
        text="Confirmation, expédition, livraison. Décochée, vous recevez seulement l’accusé de réception de votre commande."
      />
    </div>
  );
}

interface CheckProps {
  id: string;
  preference: 'keepDetails' | 'notifications';
  label: string;
  text?: string;
}

function Check({ id, preference, label, text }: CheckProps) {
  const checked = useCustomerStore((state) => state[preference]);
  const set = useCustomerStore((state) =>
    preference === 'keepDetails' ? state.setKeepDetails : state.setNotifications,
  );
  const textId = text ? `${id}-text` : undefined;
  return (
    <div className={`beside-mark ${styles.check}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => set(event.target.checked)}
        aria-describedby={textId}
      />
      <label htmlFor={id}>{label}</label>
      {text && <p id={textId}>{text}</p>}
    </div>
  );
}
