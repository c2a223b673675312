import { MOBILE_BREAKPOINT_PX } from '@vitrine/contracts';
import { type ReactNode, type Ref, useState } from 'react';
import { FilterIcon } from '@/components/ui/icons';
import { SlideOver } from '@/components/ui/slide-over';
import { useMediaQuery } from '@/hooks/use-media-query';
import styles from './filtered-listing.module.css';

interface FilteredListingProps {
  sidebar: ReactNode;
  /** The toolbar above the results, given the button that opens the filters on phones (null when wide). */
  toolbar: (filtersButton: ReactNode) => ReactNode;
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
  filtersActive = false,
  stickySidebar = false,
  resultsRef,
  children,
}: FilteredListingProps) {
  const desktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButton = desktop ? null : (
    <button type="button" className="btn btn-outline" onClick={() => setFiltersOpen(true)}>
      <FilterIcon /> Filtres{filtersActive ? ' •' : ''}
    </button>
  );
  return (
    <div className={styles.layout}>
      {desktop ? (
        <aside
          className={stickySidebar ? `${styles.aside} ${styles.sticky}` : styles.aside}
          aria-label="Filtres"
        >
          {sidebar}
        </aside>
      ) : (
        <SlideOver open={filtersOpen} onClose={() => setFiltersOpen(false)} title="Filtres" side="left">
          {sidebar}
        </SlideOver>
      )}
      <div className={styles.results} ref={resultsRef}>
        <div className={styles.toolbar}>{toolbar(filtersButton)}</div>
        {children}
      </div>
    </div>
  );
}
