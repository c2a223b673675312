import { ChatIcon, PhoneIcon } from '@/components/ui/icons';
import { phoneHref } from '../lib/customer-phone';
import styles from './contact-links.module.css';

/** « Appeler » and « WhatsApp » with its message already written, one tap each. */
export function ContactLinks({
  phone,
  whatsApp,
  who,
}: {
  phone: string;
  /** The `wa.me` link, its message written for what the call is about. */
  whatsApp: string;
  /** The customer's name, read after each link's word by assistive technologies. */
  who: string;
}) {
  return (
    <div className={styles.links}>
      <a className={`btn ${styles.link}`} href={phoneHref(phone)}>
        <PhoneIcon /> Appeler <span className="visually-hidden">{who}</span>
      </a>
      <a
        className={`btn btn-outline ${styles.link}`}
        href={whatsApp}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ChatIcon /> WhatsApp <span className="visually-hidden">{who}</span>
      </a>
    </div>
  );
}
