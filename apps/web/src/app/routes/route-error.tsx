import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';

/** Last resort when a page fails to render or its code cannot load (e.g. after a new release). */
export function RouteError() {
  return (
    <main id="contenu" className="container" style={{ paddingBlock: '4rem' }}>
      <EmptyState
        title="Une erreur est survenue"
        text="La page n’a pas pu s’afficher. Rechargez-la ou revenez à l’accueil."
        action={
          <Link to="/" className="btn" reloadDocument>
            Retour à l’accueil
          </Link>
        }
      />
    </main>
  );
}

/** Shows `RouteError` in place of what failed, until the visitor goes to another address. */
export function ShowRouteErrors({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<RouteError />} resetKeys={[pathname]} onError={(error) => console.error(error)}>
      {children}
    </ErrorBoundary>
  );
}
