import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './empty-note.module.css';

interface EmptyNoteProps {
  title: string;
  /** What would fill the section, and how. */
  children: ReactNode;
  /** Where to go from here. */
  link: { to: string; label: string };
}

export const CATALOGUE_LINK = { to: '/categories', label: 'Découvrir le catalogue' };

/** What a section says when this browser has kept nothing for it yet. */
export function EmptyNote({ title, children, link }: EmptyNoteProps) {
  return (
    <div className={styles.empty}>
      <p>{title}</p>
      <p>{children}</p>
      <Link to={link.to} className="link-caps link-underline">
        {link.label}
      </Link>
    </div>
  );
}
