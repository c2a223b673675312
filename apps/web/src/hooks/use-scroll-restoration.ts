import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

// Positions are kept by history entry, for the tab (sessionStorage), as react-router's data router keeps
// them. Entries the app did not create (a typed address, an outside link, a new tab) all share the key
// "default", so a fresh page would open at the position of the tab's previous fresh page: those entries
// are keyed by their address instead, and a fresh visit (neither a reload nor back/forward) forgets its
// address's old position.
const STORAGE_KEY = 'vitrine-scroll-positions';
const scrollKey = (location: Location) =>
  location.key === 'default' ? `adresse:${location.pathname}${location.search}` : location.key;

/** A navigation that changes what the page shows in place (a listing's filters) keeps the position. */
export const KEEP_SCROLL = { keepScroll: true } as const;
const keepsScroll = (state: unknown) => (state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll === true;

function readPositions(): Record<string, number> {
  try {
    const positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    const [entry] = performance.getEntriesByType?.('navigation') ?? [];
    if ((entry as PerformanceNavigationTiming | undefined)?.type === 'navigate')
      delete positions[`adresse:${window.location.pathname}${window.location.search}`];
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
  const positions = useRef<Record<string, number>>(undefined);
  const shownKey = useRef('');

  useEffect(() => {
    positions.current ??= readPositions();
    window.history.scrollRestoration = 'manual';
    // The position is noted as it changes: when the address changes, the old page's is already kept.
    const note = () => {
      if (positions.current) positions.current[shownKey.current] = window.scrollY;
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
    positions.current ??= readPositions();
    const first = shownKey.current === '';
    shownKey.current = scrollKey(location);
    const saved = positions.current[shownKey.current];
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    // The shop's ids are plain ASCII: the hash is not decoded (a malformed escape would throw).
    else if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
    else if (!first && !keepsScroll(location.state)) window.scrollTo(0, 0);
  }, [location, navigationType]);
}
