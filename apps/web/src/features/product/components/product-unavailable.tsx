import { EmptyPage } from '@/components/ui/empty-state';
import { usePageMeta } from '@/hooks/use-page-meta';

export function ProductUnavailable() {
  usePageMeta('Article');
  return (
    <EmptyPage
      title="Cet article ne peut pas s’afficher"
      text="Le serveur ne répond pas. Veuillez réessayer dans un instant."
    />
  );
}
