import { Link } from 'react-router-dom';
import styles from './breadcrumb.module.css';

interface BreadcrumbProps {
  /** The pages above this one, from the home page down. */
  trail: ReadonlyArray<{ to: string; label: string }>;
  /** This page's own name. */
  current: string;
}

export function Breadcrumb({ trail, current }: BreadcrumbProps) {
  return (
    <nav aria-label="Fil d’Ariane" className={styles.breadcrumb}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
