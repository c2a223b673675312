import type { ReactNode } from 'react';
import styles from './empty-note.module.css';

/** What a section says when this browser has kept nothing for it yet. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
