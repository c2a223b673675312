import { ChatIcon, PhoneIcon } from '@/components/ui/icons';
import { type OrderToConfirm, whatsAppHref } from '../lib/call-links';
import { phoneHref } from '../lib/customer-phone';
import styles from './contact-links.module.css';

/** « Appeler » and « WhatsApp » with the order to confirm written, one tap each. */
export function ContactLinks({
  order,
  who,
}: {
  order: OrderToConfirm;
  /** The customer's name, read after each link's word by assistive technologies. */
  who: string;
}) {
  return (
    <div className={styles.links}>
      <a className={`btn ${styles.link}`} href={phoneHref(order.numero_telephone)}>
        <PhoneIcon /> Appeler <span className="visually-hidden">{who}</span>
      </a>
      <a
        className={`btn btn-outline ${styles.link}`}
        href={whatsAppHref(order)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ChatIcon /> WhatsApp <span className="visually-hidden">{who}</span>
      </a>
    </div>
  );
}
