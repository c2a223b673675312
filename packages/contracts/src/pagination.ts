import { PAGE_WINDOW } from './constants.js';

export function totalPagesFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page numbers shown by numbered pagination: the current page plus or minus PAGE_WINDOW. */
export function pageWindow(currentPage: number, totalPages: number, radius: number = PAGE_WINDOW): number[] {
  const first = Math.max(1, currentPage - radius);
  const last = Math.min(totalPages, currentPage + radius);
  const pages: number[] = [];
  for (let page = first; page <= last; page++) pages.push(page);
  return pages;
}
