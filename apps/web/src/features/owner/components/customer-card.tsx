import type { ReactNode } from 'react';
import styles from './customer-card.module.css';

/** One box of a customer's record, named by its heading. */
export function CustomerCard({
  name,
  title,
  tone,
  children,
}: {
  name: string;
  title: string;
  /** `alert` for the block list's box while the phone is blocked. */
  tone?: 'alert';
  children: ReactNode;
}) {
  return (
    <section className={styles.card} data-tone={tone} aria-labelledby={`customer-${name}-title`}>
      <h2 id={`customer-${name}-title`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
