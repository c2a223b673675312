import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

// Positions are kept by history entry, for the tab (sessionStorage), as react-router's data router keeps
// them. Entries the app did not create (a typed address, an outside link, a new tab) all share the key
// "default", so a fresh page would open at the position of the tab's previous fresh page: those entries
// are keyed by their address instead, and a fresh visit (neither a reload nor back/forward) forgets its
// address's old position.
const STORAGE_KEY = 'vitrine-scroll-positions';
const addressKey = ({ pathname, search }: Pick<Location, 'pathname' | 'search'>) =>
  `adresse:${pathname}${search}`;
const scrollKey = (location: Location) => (location.key === 'default' ? addressKey(location) : location.key);

/** A navigation that changes what the page shows in place (a listing's filters) keeps the position. */
export const KEEP_SCROLL = { keepScroll: true } as const;
const keepsScroll = (state: unknown) => (state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll === true;

function readPositions(): Record<string, number> {
  try {
    const positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    const [entry] = performance.getEntriesByType?.('navigation') ?? [];
    if ((entry as PerformanceNavigationTiming | undefined)?.type === 'navigate')
      delete positions[addressKey(window.location)];
    return positions;
  } catch {
    // Storage refused (private mode): nothing was saved either.
    return {};
  }
}

/**
 * Back and forward (and a reload) bring the page back where the visitor left it; any other navigation
 * opens the new page at the top, or at the element its `#hash` names.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read from the tab's storage by the first layout effect, which runs before the effect that notes them.
  const positions = useRef<Record<string, number>>({});
  const shownKey = useRef('');

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // The position is noted as it changes: when the address changes, the old page's is already kept.
    const note = () => {
      positions.current[shownKey.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: back still works within the page's life.
      }
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const first = shownKey.current === '';
    if (first) positions.current = readPositions();
    shownKey.current = scrollKey(location);
    const saved = positions.current[shownKey.current];
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    // The shop's ids are plain ASCII: the hash is not decoded (a malformed escape would throw).
    else if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
    else if (!first && !keepsScroll(location.state)) window.scrollTo(0, 0);
  }, [location, navigationType]);
}
