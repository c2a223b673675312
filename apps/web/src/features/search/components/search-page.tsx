import { MESSAGES, PRICE_RANGE_MAX_DT, SEARCH_PAGE_SIZE } from '@vitrine/contracts';
import { useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useFilterLists } from '@/api/filter-lists';
import { ActiveFilters, hasActiveFilters } from '@/components/active-filters';
import { FilterSidebar } from '@/components/filter-sidebar';
import { ProductPages } from '@/components/product-card';
import { ProductGridSkeleton } from '@/components/product-card-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { ARTICLE_NOUNS, countLabel, FilteredListing } from '@/components/ui/filtered-listing';
import { PageHeader } from '@/components/ui/page-header';
import { useListingUrl } from '@/hooks/use-listing-url';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSearchResults } from '../api/get-search-results';
import { SEARCH_LISTING } from '../lib/search-listing';
import styles from './search-page.module.css';

/** `/recherche?q=…`: the articles found, as the catalogue's cards with its filters, twelve a page. */
export function SearchPage() {
  const { query, change, clear, hrefForPage, pastLastPageHref } = useListingUrl(SEARCH_LISTING);
  const { q } = query;
  const { data, isPending, isError, isFetching, isPlaceholderData } = useSearchResults(query);
  const lists = useFilterLists();
  const resultsRef = useRef<HTMLDivElement>(null);
  usePageMeta(q ? `Recherche « ${q} »` : 'Recherche');

  const lastPageHref = pastLastPageHref(query.page, isPlaceholderData ? undefined : data);
  if (lastPageHref) return <Navigate to={lastPageHref} replace />;

  const header = (
    <PageHeader className={styles.head} eyebrow="Recherche" title={q ? `« ${q} »` : 'Recherche'} />
  );
  if (!q) {
    return (
      <div className="container">
        {header}
        <EmptyState title={MESSAGES.searchLabel} text={MESSAGES.searchEmpty} />
      </div>
    );
  }

  const filtered = hasActiveFilters(query);
  const found = data && `${data.totalCapped ? 'Plus de ' : ''}${countLabel(data.total, ARTICLE_NOUNS)}`;
  return (
    <div className="container">
      {header}
      <FilteredListing
        sidebar={
          <FilterSidebar
            query={query}
            onChange={change}
            onClear={clear}
            priceLimit={Math.max(1, Math.ceil(data?.maxPrice ?? PRICE_RANGE_MAX_DT))}
            kept={{ q }}
            {...lists}
          />
        }
        total={data?.total}
        nouns={ARTICLE_NOUNS}
        filtersActive={filtered}
        resultsRef={resultsRef}
        toolbar={(filtersButton) => (
          <>
            {filtersButton}
            <p className={styles.count} role="status">
              {found ?? ''}
            </p>
          </>
        )}
      >
        <ActiveFilters query={query} onChange={change} onClear={clear} {...lists} />
        {isPending ? (
          <ProductGridSkeleton count={SEARCH_PAGE_SIZE} label="Recherche en cours…" />
        ) : isError && !data ? (
          <EmptyState
            title="La recherche est momentanément indisponible"
            text="Veuillez réessayer dans un instant."
          />
        ) : data && data.articles.length === 0 ? (
          <EmptyState
            title={MESSAGES.searchNothingFound(q)}
            text={
              filtered
                ? 'Retirez un filtre pour voir plus d’articles.'
                : 'Vérifiez l’orthographe, essayez un autre mot ou parcourez le catalogue.'
            }
            action={
              filtered ? (
                <button type="button" className="btn btn-outline" onClick={clear}>
                  Effacer les filtres
                </button>
              ) : (
                <Link to="/categories" className="btn btn-outline">
                  Voir le catalogue
                </Link>
              )
            }
          />
        ) : (
          data && (
            <ProductPages
              page={data}
              stale={isFetching && isPlaceholderData}
              hrefFor={hrefForPage}
              label="Pages des résultats"
            />
          )
        )}
      </FilteredListing>
    </div>
  );
}
