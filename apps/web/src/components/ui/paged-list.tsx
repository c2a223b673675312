import type { ReactNode } from 'react';
import { Pagination } from './pagination';

interface PagedListProps<T extends { id: number }> {
  /** One page of results, as the API paginates them. */
  page: { currentPage: number; totalPages: number };
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  className?: string | undefined;
  busy?: boolean | undefined;
  /** The address of another page (the filters stay in the URL). */
  hrefFor: (page: number) => string;
  /** Names the pagination for assistive technology. */
  label: string;
}

/** A page of a listing and the links to the other pages. */
export function PagedList<T extends { id: number }>({
  page,
  items,
  renderItem,
  className,
  busy,
  hrefFor,
  label,
}: PagedListProps<T>) {
  return (
    <>
      <ul className={className} aria-busy={busy}>
        {items.map((item, index) => (
          <li key={item.id}>{renderItem(item, index)}</li>
        ))}
      </ul>
      <Pagination
        currentPage={page.currentPage}
        totalPages={page.totalPages}
        hrefFor={hrefFor}
        label={label}
      />
    </>
  );
}
