import {
  FREE_SHIPPING_THRESHOLD_MILLIMES,
  formatDTInText,
  PAGE_SIZE,
  PRICE_RANGE_MAX_DT,
  type SortOrder,
} from '@vitrine/contracts';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { useFilterLists } from '@/api/filter-lists';
import { ActiveFilters, hasActiveFilters } from '@/components/active-filters';
import { FilterSidebar } from '@/components/filter-sidebar';
import { ProductPages } from '@/components/product-card';
import { ProductGridSkeleton } from '@/components/product-card-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import {
  ARTICLE_NOUNS,
  countLabel,
  FilteredListing,
  PRICE_SORT_OPTIONS,
  type SortOption,
  SortSelect,
} from '@/components/ui/filtered-listing';
import { PageHeader } from '@/components/ui/page-header';
import { useListingUrl } from '@/hooks/use-listing-url';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useArticlesPage } from '../api/get-articles-page';
import { CATALOG_LISTING } from '../lib/catalog-listing';
import styles from './catalog-page.module.css';

const SORT_OPTIONS: ReadonlyArray<SortOption<SortOrder>> = [
  ...PRICE_SORT_OPTIONS,
  { value: 'recent', label: 'Nouveautés' },
];

export function CatalogPage() {
  const { query, change, clear, hrefForPage, pastLastPageHref } = useListingUrl(CATALOG_LISTING);
  const { data, isPending, isFetching, isError, isPlaceholderData } = useArticlesPage(query);
  const lists = useFilterLists();
  const { categories } = lists;
  const resultsRef = useRef<HTMLDivElement>(null);

  const category = categories.find((item) => item.id === query.category_id);
  const subCategory = category?.sub_categories.find((item) => item.id === query.sub_category_id);
  const title = subCategory?.nom ?? category?.nom ?? 'Catalogue';
  usePageMeta(
    title,
    category
      ? `${title} : découvrez notre sélection de ${title.toLowerCase()} — livraison gratuite dès ${formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)}, paiement à la livraison.`
      : 'Tout le catalogue Vitrine : colliers, bracelets, bagues, boucles d’oreilles et accessoires. Filtrez par catégorie, prix, collection et couleur.',
  );

  useEffect(() => {
    if (isError) console.error('Le catalogue n’a pas pu être chargé.');
  }, [isError]);

  const lastPageHref = pastLastPageHref(query.page, isPlaceholderData ? undefined : data);
  if (lastPageHref) return <Navigate to={lastPageHref} replace />;

  const priceLimit = Math.max(1, Math.ceil(data?.maxPrice ?? PRICE_RANGE_MAX_DT));
  const sidebar = (
    <FilterSidebar
      query={query}
      onChange={change}
      onClear={clear}
      priceLimit={priceLimit}
      kept={{
        [CATALOG_LISTING.params.sortOrder ?? 'tri']: query.sortOrder === 'asc' ? undefined : query.sortOrder,
      }}
      {...lists}
    />
  );

  return (
    <div className="container">
      <PageHeader
        loose
        className={styles.head}
        eyebrow={subCategory && category ? category.nom : category ? 'Catégorie' : 'La boutique'}
        title={title}
        lede={category?.description}
      />

      <FilteredListing
        sidebar={sidebar}
        total={data?.total}
        nouns={ARTICLE_NOUNS}
        filtersActive={hasActiveFilters(query)}
        resultsRef={resultsRef}
        toolbar={(filtersButton) => (
          <>
            {filtersButton}
            <p className={styles.count} role="status">
              {data ? countLabel(data.total, ARTICLE_NOUNS) : ''}
            </p>
            <SortSelect
              value={query.sortOrder}
              options={SORT_OPTIONS}
              onChange={(sortOrder) => change({ sortOrder })}
            />
          </>
        )}
      >
        <ActiveFilters query={query} onChange={change} onClear={clear} {...lists} />
        {isPending || (isPlaceholderData && data?.articles.length === 0) ? (
          <ProductGridSkeleton count={PAGE_SIZE} label="Chargement des articles…" />
        ) : isError && !data ? (
          <EmptyState
            title="Le catalogue est momentanément indisponible"
            text="Veuillez réessayer dans un instant."
          />
        ) : data && data.articles.length === 0 ? (
          <EmptyState
            title="Aucun article ne correspond"
            text="Essayez d’élargir votre recherche ou de retirer un filtre."
            action={
              <button type="button" className="btn btn-outline" onClick={clear}>
                Effacer les filtres
              </button>
            }
          />
        ) : (
          data && (
            <ProductPages
              page={data}
              stale={isFetching && isPlaceholderData}
              hrefFor={hrefForPage}
              label="Pages du catalogue"
            />
          )
        )}
      </FilteredListing>
    </div>
  );
}
