import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { createRoutes } from '@/app/router';

/** Shows the current URL, so a test can read what a visitor would see in the address bar. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The shop's own routes, as the browser has them. */
export const shopRoutes = (queryClient: QueryClient) => createRoutes(queryClient, { awaitReads: false });

export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  initialEntry: string,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [initialEntry],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one page at a path, with the URL probe beside it. */
export function renderPage(path: string, element: ReactNode, initialEntry: string) {
  return renderRoutes(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
    ],
    initialEntry,
  );
}

/** Text as a reader sees it: no-break spaces read as spaces. */
export const visible = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
