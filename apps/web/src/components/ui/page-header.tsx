import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  eyebrow: ReactNode;
  title: string;
  /** The sentence under the title. */
  lede?: ReactNode;
  /** Above the eyebrow, e.g. the way back. */
  before?: ReactNode;
  /** A little more air between the lines, for a header with a lede. */
  loose?: boolean;
  /** The page's own spacing around its header. */
  className?: string;
}

/** A page's header: eyebrow, title and an optional lede, as the shop's own pages open. */
export function PageHeader({ eyebrow, title, lede, before, loose = false, className }: PageHeaderProps) {
  const classes = [styles.head, loose && styles.loose, className].filter(Boolean).join(' ');
  return (
    <header className={classes}>
      {before}
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="page-title">{title}</h1>
      {lede && <p className="lede">{lede}</p>}
    </header>
  );
}
