import { Link, useRouteError } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';

/** Last resort when a page fails to render or its code cannot load (e.g. after a new release). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
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
