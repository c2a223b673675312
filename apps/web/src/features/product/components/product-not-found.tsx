import { EmptyPage } from '@/components/ui/empty-state';
import { usePageMeta } from '@/hooks/use-page-meta';

export function ProductNotFound() {
  usePageMeta('Article introuvable', 'Ce bijou n’existe pas ou n’est plus proposé par la boutique.', {
    status: 404,
  });
  return (
    <EmptyPage
      title="Article introuvable"
      text="Ce bijou n’existe pas ou n’est plus proposé. Découvrez les autres pièces de la boutique."
      link={{ to: '/categories', label: 'Voir le catalogue' }}
    />
  );
}
