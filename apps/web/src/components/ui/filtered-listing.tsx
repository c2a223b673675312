import { type ReactNode, type Ref, useState } from 'react';
import { FilterIcon } from '@/components/ui/icons';
import { SlideOver } from '@/components/ui/slide-over';
import styles from './filtered-listing.module.css';

/** How a listing names what it lists: `{ one: 'article', many: 'articles', none: 'Aucun article' }`. */
export interface ResultNouns {
  one: string;
  many: string;
  none: string;
}

export const ARTICLE_NOUNS: ResultNouns = { one: 'article', many: 'articles', none: 'Aucun article' };
export const COLLECTION_NOUNS: ResultNouns = {
  one: 'collection',
  many: 'collections',
  none: 'Aucune collection',
};

const countFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** "12 articles", "1 article", "0 article" (French keeps the singular for zero), "1 000 articles". */
export function countLabel(total: number, nouns: ResultNouns): string {
  return `${countFormat.format(total).replace(/\u202f/g, '\u00a0')} ${total > 1 ? nouns.many : nouns.one}`;
}

/** The filter panel's button on phones: what closing it will show. */
export function seeResultsLabel(total: number | undefined, nouns: ResultNouns): string {
  if (total === undefined) return `Voir les ${nouns.many}`;
  if (total === 0) return `${nouns.none} à afficher`;
  return `Voir ${countLabel(total, nouns)}`;
}

interface FilteredListingProps {
  sidebar: ReactNode;
  /** The toolbar above the results, given the button that opens the filters on phones (hidden when wide). */
  toolbar: (filtersButton: ReactNode) => ReactNode;
  /** The filtered total (undefined while it loads), for the phones' "Voir N articles" button. */
  total: number | undefined;
  nouns: ResultNouns;
  /** Marks the phones' filter button while filters are applied. */
  filtersActive?: boolean;
  /** Keeps a short sidebar in view while the results scroll. */
  stickySidebar?: boolean;
  resultsRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** A listing and its filters: a sidebar from 992 px, a panel sliding in from the left below. */
export function FilteredListing({
  sidebar,
  toolbar,
  total,
  nouns,
  filtersActive = false,
  stickySidebar = false,
  resultsRef,
  children,
}: FilteredListingProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Which of the two shows is the style sheet's choice (by width), so the server's HTML is already right.
  const filtersButton = (
    <button
      type="button"
      className={`btn btn-outline ${styles.filtersButton}`}
      onClick={() => setFiltersOpen(true)}
    >
      <FilterIcon /> Filtres{filtersActive ? ' •' : ''}
    </button>
  );
  return (
    <div className={styles.layout}>
      <aside
        className={stickySidebar ? `${styles.aside} ${styles.sticky}` : styles.aside}
        aria-label="Filtres"
      >
        {sidebar}
      </aside>
      <SlideOver
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title="Filtres"
        side="left"
        footer={
          // Announced as filters change: the page behind the panel is inert, its count unheard.
          <div aria-live="polite">
            <button
              type="button"
              className={`btn ${styles.seeResults}`}
              onClick={() => setFiltersOpen(false)}
            >
              {seeResultsLabel(total, nouns)}
            </button>
          </div>
        }
      >
        {filtersOpen && sidebar}
      </SlideOver>
      <div className={styles.results} ref={resultsRef}>
        {/* The cards' names are h3: screen readers and the outline need this level between them and the page title. */}
        <h2 className="visually-hidden">{nouns.many.charAt(0).toUpperCase() + nouns.many.slice(1)}</h2>
        <div className={styles.toolbar}>{toolbar(filtersButton)}</div>
        {children}
      </div>
    </div>
  );
}

export interface SortOption<V extends string> {
  value: V;
  label: string;
}

/** Price sorts, the same words on every listing; ascending is the spec's default order. */
export const PRICE_SORT_OPTIONS = [
  { value: 'asc', label: 'Prix croissant' },
  { value: 'desc', label: 'Prix décroissant' },
] as const satisfies ReadonlyArray<SortOption<string>>;

interface SortSelectProps<V extends string> {
  value: V;
  options: ReadonlyArray<SortOption<V>>;
  onChange: (value: V) => void;
}

/** The listing's sort, labelled "Trier par" (the label hides on phones, where space is short). */
export function SortSelect<V extends string>({ value, options, onChange }: SortSelectProps<V>) {
  return (
    <label className={styles.sort}>
      <span className={styles.sortLabel}>Trier par</span>
      <select className="select" value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
