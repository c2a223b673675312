import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useCollections } from '@/api/collections';
import { useSexes } from '@/api/sexes';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterPanel, RadioList, toRadioOptions } from '@/components/ui/filter-panel';
import {
  COLLECTION_NOUNS,
  countLabel,
  FilteredListing,
  PRICE_SORT_OPTIONS,
  SortSelect,
} from '@/components/ui/filtered-listing';
import { SearchIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { useListingUrl } from '@/hooks/use-listing-url';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useCollectionsPage } from '../api/get-collections-page';
import { COLLECTIONS_LISTING } from '../lib/collections-listing';
import { CollectionCard } from './collection-card';
import styles from './collections.module.css';

const SEARCH_DELAY_MS = 350;

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label className="visually-hidden" htmlFor="collection-search">
        Rechercher une collection
      </label>
      <SearchIcon />
      <input
        id="collection-search"
        type="search"
        className="input"
        placeholder="Rechercher une collection"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

export function CollectionsPage() {
  usePageMeta(
    'Collections',
    'Les collections Vitrine : des parures de bijoux assortis à offrir ou à s’offrir, à ajouter au panier en un geste.',
  );
  const { query, change, clear, hrefForPage, pastLastPageHref } = useListingUrl(COLLECTIONS_LISTING);
  const { data, isPending, isFetching, isError, isPlaceholderData } = useCollectionsPage(query);
  const { data: collections = [] } = useCollections();
  const { data: sexes = [] } = useSexes();

  useEffect(() => {
    if (isError) console.error('Les collections n’ont pas pu être chargées.');
  }, [isError]);

  const lastPageHref = pastLastPageHref(query.page, isPlaceholderData ? undefined : data);
  if (lastPageHref) return <Navigate to={lastPageHref} replace />;

  const sidebar = (
    <FilterPanel
      clearLabel="Tout effacer"
      onClear={clear}
      kept={{
        q: query.collection_name ?? undefined,
        tri: query.sortOrder === 'asc' ? undefined : query.sortOrder,
      }}
    >
      <RadioList
        legend="Collections"
        name={COLLECTIONS_LISTING.params.collection_id ?? 'collection'}
        allLabel="Toutes"
        options={toRadioOptions(collections)}
        value={query.collection_id}
        onSelect={(collection_id) => change({ collection_id })}
      />
      <RadioList
        legend="Genre"
        name={COLLECTIONS_LISTING.params.sex_id ?? 'sexe'}
        allLabel="Toutes"
        options={sexes.map((sex) => ({ id: sex.id, label: sex.type }))}
        value={query.sex_id}
        onSelect={(sex_id) => change({ sex_id })}
      />
    </FilterPanel>
  );

  return (
    <div className="container">
      <PageHeader
        loose
        className={styles.head}
        eyebrow="Parures & ensembles"
        title="Collections"
        lede="Des pièces pensées pour se porter ensemble : ajoutez toute une collection en un geste."
      />
      <FilteredListing
        sidebar={sidebar}
        stickySidebar
        total={data?.total}
        nouns={COLLECTION_NOUNS}
        toolbar={(filtersButton) => (
          <>
            <SearchBox
              value={query.collection_name ?? ''}
              onSearch={(collection_name) => change({ collection_name }, { replace: true })}
            />
            {filtersButton}
            <SortSelect
              value={query.sortOrder ?? 'asc'}
              options={PRICE_SORT_OPTIONS}
              onChange={(sortOrder) => change({ sortOrder })}
            />
          </>
        )}
      >
        <p className={styles.count} role="status">
          {data ? countLabel(data.total, COLLECTION_NOUNS) : ''}
        </p>
        <Results
          search={query.collection_name ?? ''}
          data={data}
          isPending={isPending || (isPlaceholderData && data?.collections.length === 0)}
          isFetching={isFetching}
          isError={isError}
          onClear={clear}
          hrefForPage={hrefForPage}
        />
      </FilteredListing>
    </div>
  );
}

interface ResultsProps {
  search: string;
  data: ReturnType<typeof useCollectionsPage>['data'];
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  onClear: () => void;
  hrefForPage: (page: number) => string;
}

function Results({ search, data, isPending, isFetching, isError, onClear, hrefForPage }: ResultsProps) {
  if (isPending) {
    return (
      <div className={styles.spinner} role="status">
        <div className="spinner" />
        <span className="visually-hidden">Chargement des collections…</span>
      </div>
    );
  }
  if (isError && !data) {
    return (
      <EmptyState
        title="Les collections sont momentanément indisponibles"
        text="Veuillez réessayer dans un instant."
      />
    );
  }
  if (!data || data.collections.length === 0) {
    return (
      <EmptyState
        title="Aucune collection trouvée"
        text={search ? `Aucune collection ne correspond à « ${search} ».` : 'Essayez de retirer un filtre.'}
        action={
          <button type="button" className="btn btn-outline" onClick={onClear}>
            Tout effacer
          </button>
        }
      />
    );
  }
  return (
    <div className={styles.resultsBody} aria-busy={isFetching}>
      {isFetching && (
        <div className={styles.fetching} aria-hidden="true">
          <div className="spinner" />
        </div>
      )}
      <PagedList
        page={data}
        items={data.collections}
        renderItem={(collection, index) => <CollectionCard collection={collection} priority={index < 2} />}
        className={styles.grid}
        hrefFor={hrefForPage}
        label="Pages des collections"
      />
    </div>
  );
}
