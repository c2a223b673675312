import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  /** Heading level: a page of its own (h1) or a block inside a page (h2). */
  as?: 'h1' | 'h2';
}

export function EmptyState({ title, text, action, as: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.ornament} aria-hidden="true">
        ✦
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

interface EmptyPageProps {
  title: string;
  text: string;
  /** Where to go instead (the catalogue, the collections). */
  link?: { to: string; label: string };
}

/** A page that is nothing but its empty state (not found, unavailable): the state's title is the h1. */
export function EmptyPage({ title, text, link }: EmptyPageProps) {
  return (
    <div className="container">
      <EmptyState
        as="h1"
        title={title}
        text={text}
        action={
          link && (
            <Link to={link.to} className="btn">
              {link.label}
            </Link>
          )
        }
      />
    </div>
  );
}
