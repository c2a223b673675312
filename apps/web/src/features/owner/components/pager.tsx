import { Link } from 'react-router-dom';
import styles from './pager.module.css';

// The console's own « précédent / suivant »: the storefront's numbered pagination would move into a
// chunk shared with the console, and the catalogue pages would download one more file.

interface PagerProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
}

export function Pager({ page, pages, hrefFor, label }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? (
        <Link className="btn btn-outline" to={hrefFor(page - 1)}>
          Précédente
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.where}>
        Page {page} sur {pages}
      </span>
      {page < pages ? (
        <Link className="btn btn-outline" to={hrefFor(page + 1)}>
          Suivante
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
