import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
import type { RouteHandle } from '@/app/page-data';

/** Shows the current URL, so a test can read what a visitor would see in the address bar. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Loads the code of every page of these routes. A page whose code is not there yet suspends, and React
 * holds a render suspended inside a test's `act` until the next one: tests of what pages show start
 * with their code loaded, as a shopper's browser has it once a page has been visited.
 */
export async function loadPages(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      await (route.handle as RouteHandle | undefined)?.page?.load();
      await loadPages(route.children ?? []);
    }),
  );
}

/** The router's state as a test reads and moves it: the address shown, and going to another. */
export interface TestRouter {
  /** The address in the bar: path and query. */
  address: () => string;
  navigate: NavigateFunction;
}

/** The routes, noting in `into` the address they show and how to move it. */
function ProbedRoutes({ routes, into }: { routes: RouteObject[]; into: Partial<TestRouter> }) {
  const location = useLocation();
  into.address = () => `${location.pathname}${location.search}`;
  into.navigate = useNavigate();
  return useRoutes(routes);
}

export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router: Partial<TestRouter> = {};
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <ProbedRoutes routes={routes} into={router} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, router: router as TestRouter, queryClient };
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
