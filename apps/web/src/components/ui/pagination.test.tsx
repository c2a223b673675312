import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

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

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => link.textContent);

describe('Pagination', () => {
  it('shows the current page plus or minus two, the current one marked', () => {
    const nav = renderPagination(5, 10);
    expect(pageNumbers(nav)).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/categories?nom=3&page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/categories?nom=3&page=6',
    );
  });

  it('stops at the first and last pages', () => {
    expect(pageNumbers(renderPagination(1, 10))).toEqual(['1', '2', '3']);
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
