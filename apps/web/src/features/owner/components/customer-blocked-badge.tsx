import styles from './customer-blocked-badge.module.css';

/** « Bloqué »: the phone is on the block list, its online orders are refused. */
export function CustomerBlockedBadge() {
  return <span className={styles.badge}>Bloqué</span>;
}
