import type { ReactNode } from 'react';
import styles from './fact.module.css';

/** One entry of a `<dl>`: its term in small capitals, then the value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
