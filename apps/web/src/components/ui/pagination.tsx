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

/** Numbered pagination shows the current page plus or minus this many pages. */
const PAGE_WINDOW = 2;
/** On a phone the window narrows by one page each side, so that the row fits a 360 px screen. */
const PHONE_WINDOW = PAGE_WINDOW - 1;

export type PaginationItem =
  | { kind: 'page'; page: number; onPhones: boolean }
  | { kind: 'gap'; side: 'before' | 'after'; wide: boolean; onPhones: boolean };

/**
 * The first page, the current page ± PAGE_WINDOW, the last page, and a gap (…) wherever pages are
 * skipped. On phones the window is ± PHONE_WINDOW: `onPhones` says what stays shown there.
 */
export function paginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  const items: PaginationItem[] = [];
  const from = Math.max(1, currentPage - PAGE_WINDOW);
  const to = Math.min(totalPages, currentPage + PAGE_WINDOW);
  const phoneFrom = Math.max(1, currentPage - PHONE_WINDOW);
  const phoneTo = Math.min(totalPages, currentPage + PHONE_WINDOW);

  if (from > 1) items.push({ kind: 'page', page: 1, onPhones: true });
  // Pages 2 … phoneFrom − 1 are hidden on phones; only some of them on wider screens.
  if (phoneFrom > 2) items.push({ kind: 'gap', side: 'before', wide: from > 2, onPhones: true });
  for (let page = from; page <= to; page++) {
    const edge = page === 1 || page === totalPages;
    items.push({ kind: 'page', page, onPhones: edge || (page >= phoneFrom && page <= phoneTo) });
  }
  if (phoneTo < totalPages - 1)
    items.push({ kind: 'gap', side: 'after', wide: to < totalPages - 1, onPhones: true });
  if (to < totalPages) items.push({ kind: 'page', page: totalPages, onPhones: true });
  return items;
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** Numbered pagination: previous, first, the current page ± 2, last, next. */
export function Pagination({ currentPage, totalPages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
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
        {paginationItems(currentPage, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li
              key={item.side}
              className={classes(styles.gap, !item.wide && styles.phoneOnly)}
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item.page} className={classes(!item.onPhones && styles.notOnPhones)}>
              <Link
                className={styles.page}
                to={hrefFor(item.page)}
                aria-current={item.page === currentPage ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
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
