import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Pagination, paginationItems } from './pagination';

function renderPagination(currentPage: number, totalPages: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/categories',
        element: (
          <Pagination
            currentPage={currentPage}
            totalPages={totalPages}
            hrefFor={(page) => `?nom=3&page=${page}`}
          />
        ),
      },
    ],
    { initialEntries: ['/categories'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Pagination' });
}

/** The row as a sighted visitor reads it (jsdom has no CSS: every item, whatever the screen). */
const row = (nav: HTMLElement) =>
  [...nav.querySelectorAll('li')].map((item) => item.textContent).filter(Boolean);

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => link.textContent);

/** What a screen of the given kind shows, from the items' phone/wide flags. */
const shown = (currentPage: number, totalPages: number, screenKind: 'wide' | 'phone') =>
  paginationItems(currentPage, totalPages)
    .filter((item) => (screenKind === 'phone' ? item.onPhones : item.kind === 'page' || item.wide))
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('Pagination', () => {
  it('shows the first page, the current page plus or minus two, and the last page, the current one marked', () => {
    const nav = renderPagination(5, 10);
    expect(row(nav)).toEqual(['1', '…', '3', '4', '5', '6', '7', '…', '10']);
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute(
      'href',
      '/categories?nom=3&page=10',
    );
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/categories?nom=3&page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/categories?nom=3&page=6',
    );
  });

  it('reaches the last page from the first, with a gap only where pages are skipped', () => {
    expect(row(renderPagination(1, 10))).toEqual(['1', '2', '3', '…', '10']);
    expect(shown(4, 10, 'wide')).toBe('1 2 3 4 5 6 … 10');
    expect(shown(10, 10, 'wide')).toBe('1 … 8 9 10');
    expect(shown(3, 5, 'wide')).toBe('1 2 3 4 5');
  });

  it('narrows the window to plus or minus one on phones, first and last pages kept', () => {
    expect(shown(5, 10, 'phone')).toBe('1 … 4 5 6 … 10');
    expect(shown(4, 10, 'phone')).toBe('1 … 3 4 5 … 10');
    expect(shown(1, 10, 'phone')).toBe('1 2 … 10');
    expect(shown(1, 4, 'phone')).toBe('1 2 … 4');
    expect(shown(2, 3, 'phone')).toBe('1 2 3');
  });

  it('does not announce the gaps, only the page links', () => {
    const nav = renderPagination(5, 10);
    expect(pageNumbers(nav)).toEqual(['1', '3', '4', '5', '6', '7', '10']);
    for (const gap of within(nav).getAllByText('…')) expect(gap).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no previous link on page 1 and no next link on the last page', () => {
    const nav = renderPagination(2, 2);
    expect(pageNumbers(nav)).toEqual(['1', '2']);
    expect(within(nav).queryByRole('link', { name: 'Page suivante' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toBeInTheDocument();
  });

  it('is not shown when everything fits on one page', () => {
    render(
      <RouterProvider
        router={createMemoryRouter([
          { path: '/', element: <Pagination currentPage={1} totalPages={1} hrefFor={String} /> },
        ])}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
