import type { ReactNode } from 'react';
import styles from './console-card.module.css';

/** One box of a console page (an order, a customer's record), named by its heading. */
export function ConsoleCard({
  name,
  title,
  tone,
  children,
}: {
  /** Unique on the page: it names the heading's id. */
  name: string;
  title: string;
  /** `alert` for a box that warns (the block list's while the phone is blocked). */
  tone?: 'alert';
  children: ReactNode;
}) {
  return (
    <section className={styles.card} data-tone={tone} aria-labelledby={`card-${name}-title`}>
      <h2 id={`card-${name}-title`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
