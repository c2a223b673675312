import { pageWindow } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './pagination.module.css';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The address of a page (filters stay in the URL). */
  hrefFor: (page: number) => string;
  label?: string;
}

/** Numbered pagination: previous, the current page ± 2, next. */
export function Pagination({ currentPage, totalPages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(currentPage, totalPages);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul>
        <li>
          {currentPage > 1 ? (
            <Link className={styles.step} to={hrefFor(currentPage - 1)} aria-label="Page précédente">
              <ChevronLeftIcon />
            </Link>
          ) : (
            <span className={styles.step} aria-hidden="true">
              <ChevronLeftIcon />
            </span>
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>
            <Link
              className={styles.page}
              to={hrefFor(page)}
              aria-current={page === currentPage ? 'page' : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>
          {currentPage < totalPages ? (
            <Link className={styles.step} to={hrefFor(currentPage + 1)} aria-label="Page suivante">
              <ChevronRightIcon />
            </Link>
          ) : (
            <span className={styles.step} aria-hidden="true">
              <ChevronRightIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
