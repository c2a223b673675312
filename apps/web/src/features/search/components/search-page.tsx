import { MESSAGES, SEARCH_PAGE_SIZE } from '@vitrine/contracts';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ProductCard, ProductGridSkeleton } from '@/components/product-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ARTICLE_NOUNS, countLabel } from '@/components/ui/filtered-listing';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSearchResults } from '../api/get-search-results';
import { searchHref } from '../utils/search-href';
import styles from './search-page.module.css';

const pageFrom = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** `/recherche?q=…&page=…`: the articles found, as the catalogue's cards, twelve a page. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = pageFrom(params.get('page'));
  const { data, isPending, isError, isFetching, isPlaceholderData } = useSearchResults(q, page);
  usePageMeta(q ? `Recherche « ${q} »` : 'Recherche');

  if (data && !isPlaceholderData && page > data.totalPages) {
    return <Navigate to={searchHref(q, data.totalPages)} replace />;
  }

  return (
    <div className="container">
      <PageHeader className={styles.head} eyebrow="Recherche" title={q ? `« ${q} »` : 'Recherche'} />
      <p className={styles.count} role="status">
        {data && q ? countLabel(data.total, ARTICLE_NOUNS) : ''}
      </p>
      {!q ? (
        <EmptyState title={MESSAGES.searchLabel} text={MESSAGES.searchEmpty} />
      ) : isPending ? (
        <ProductGridSkeleton count={SEARCH_PAGE_SIZE} label="Recherche en cours…" />
      ) : isError && !data ? (
        <EmptyState
          title="La recherche est momentanément indisponible"
          text="Veuillez réessayer dans un instant."
        />
      ) : data && data.articles.length === 0 ? (
        <EmptyState
          title={MESSAGES.searchNothingFound(q)}
          text="Vérifiez l’orthographe, essayez un autre mot ou parcourez le catalogue."
          action={
            <Link to="/categories" className="btn btn-outline">
              Voir le catalogue
            </Link>
          }
        />
      ) : (
        data && (
          <PagedList
            page={data}
            items={data.articles}
            renderItem={(article, index) => <ProductCard article={article} priority={index < 2} />}
            className={`grid-products ${styles.grid} ${isFetching && isPlaceholderData ? styles.stale : ''}`}
            busy={isFetching && isPlaceholderData}
            hrefFor={(target) => searchHref(q, target)}
            label="Pages des résultats"
          />
        )
      )}
    </div>
  );
}
