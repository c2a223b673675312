import { useEffect, useId, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useCollections } from '@/api/collections';
import { useSexes } from '@/api/sexes';
import { EmptyState } from '@/components/ui/empty-state';
import {
  COLLECTION_NOUNS,
  countLabel,
  FilteredListing,
  PRICE_SORT_OPTIONS,
  SortSelect,
} from '@/components/ui/filtered-listing';
import { SearchIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { useOptimisticValue } from '@/hooks/use-optimistic-value';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useCollectionsPage } from '../api/get-collections-page';
import { type CollectionsFilters, toCollectionsQuery } from '../hooks/collections-filters';
import { useCollectionsFilters } from '../hooks/use-collections-filters';
import { CollectionCard } from './collection-card';
import styles from './collections.module.css';

const SEARCH_DELAY_MS = 350;

interface RadioListProps {
  legend: string;
  value: number | null;
  options: Array<{ id: number; label: string }>;
  onSelect: (id: number | null) => void;
}

function RadioList({ legend, value: current, options, onSelect }: RadioListProps) {
  const name = useId();
  const [value, setValue] = useOptimisticValue(current);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {[{ id: 0, label: 'Toutes' }, ...options].map((option) => (
          <li key={option.id}>
            <label className={styles.radio}>
              <input
                type="radio"
                name={name}
                checked={(value ?? 0) === option.id}
                onChange={() => {
                  setValue(option.id || null);
                  onSelect(option.id || null);
                }}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

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
  const { filters, change, clear, hrefForPage } = useCollectionsFilters();
  const { data, isPending, isFetching, isError, isPlaceholderData } = useCollectionsPage(
    toCollectionsQuery(filters),
  );
  const { data: collections = [] } = useCollections();
  const { data: sexes = [] } = useSexes();

  useEffect(() => {
    if (isError) console.error('Les collections n’ont pas pu être chargées.');
  }, [isError]);

  // A page past the last one goes to the last page (see the catalogue).
  const lastPage = data && !isPlaceholderData ? Math.max(1, data.totalPages) : null;
  if (lastPage !== null && filters.page > lastPage) {
    return <Navigate to={hrefForPage(lastPage)} replace />;
  }

  const sidebar = (
    <div className={styles.sidebar}>
      <RadioList
        legend="Collections"
        value={filters.collection}
        options={collections.map((collection) => ({ id: collection.id, label: collection.nom }))}
        onSelect={(collection) => change({ collection })}
      />
      <RadioList
        legend="Genre"
        value={filters.sex}
        options={sexes.map((sex) => ({ id: sex.id, label: sex.type }))}
        onSelect={(sex) => change({ sex })}
      />
      <button type="button" className={styles.clear} onClick={clear}>
        Tout effacer
      </button>
    </div>
  );

  return (
    <div className="container">
      <header className={styles.head}>
        <p className="eyebrow">Parures & ensembles</p>
        <h1 className="page-title">Collections</h1>
        <p className="lede">
          Des pièces pensées pour se porter ensemble : ajoutez toute une collection en un geste.
        </p>
      </header>
      <FilteredListing
        sidebar={sidebar}
        stickySidebar
        total={data?.total}
        nouns={COLLECTION_NOUNS}
        toolbar={(filtersButton) => (
          <>
            <SearchBox value={filters.search} onSearch={(search) => change({ search }, true)} />
            {filtersButton}
            <SortSelect
              value={filters.sort}
              options={PRICE_SORT_OPTIONS}
              onChange={(sort) => change({ sort })}
            />
          </>
        )}
      >
        <p className={styles.count} role="status">
          {data ? countLabel(data.total, COLLECTION_NOUNS) : ''}
        </p>
        <Results
          filters={filters}
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
  filters: CollectionsFilters;
  data: ReturnType<typeof useCollectionsPage>['data'];
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  onClear: () => void;
  hrefForPage: (page: number) => string;
}

function Results({ filters, data, isPending, isFetching, isError, onClear, hrefForPage }: ResultsProps) {
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
        text={
          filters.search
            ? `Aucune collection ne correspond à « ${filters.search} ».`
            : 'Essayez de retirer un filtre.'
        }
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
      <ul className={styles.grid}>
        {data.collections.map((collection, index) => (
          <li key={collection.id}>
            <CollectionCard collection={collection} priority={index < 2} />
          </li>
        ))}
      </ul>
      <Pagination
        currentPage={data.currentPage}
        totalPages={data.totalPages}
        hrefFor={hrefForPage}
        label="Pages des collections"
      />
    </div>
  );
}
