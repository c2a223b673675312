import { ChatIcon, PhoneIcon } from '@/components/ui/icons';
import { type OrderToConfirm, telHref, whatsAppHref } from '../lib/call-links';
import styles from './contact-links.module.css';

/**
 * « Appeler » and « WhatsApp », one tap each. WhatsApp needs the order's lines for its message: until
 * they are read, its button says it is not ready yet.
 */
export function ContactLinks({
  phone,
  who,
  order,
}: {
  phone: string;
  /** The customer's name, read after each link's word by assistive technologies. */
  who: string;
  order: OrderToConfirm | undefined;
}) {
  return (
    <div className={styles.links}>
      <a className={`btn ${styles.link}`} href={telHref(phone)}>
        <PhoneIcon /> Appeler <span className="visually-hidden">{who}</span>
      </a>
      {order ? (
        <a
          className={`btn btn-outline ${styles.link}`}
          href={whatsAppHref(order)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ChatIcon /> WhatsApp <span className="visually-hidden">{who}</span>
        </a>
      ) : (
        <span className={`btn btn-outline ${styles.link}`} aria-disabled="true">
          <ChatIcon /> WhatsApp <span className="visually-hidden">{who} (préparation du message…)</span>
        </span>
      )}
    </div>
  );
}
