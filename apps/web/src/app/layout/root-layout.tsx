import { lazy, Suspense, useEffect } from 'react';
import { type Location, Outlet, ScrollRestoration } from 'react-router-dom';
import { restoreFromBrowser } from '@/stores/sync-tabs';
import { Header } from './header';
import { PageFallback } from './page-fallback';
import { Toast } from './toast';

const ShopPanels = lazy(() => import('./shop-panels'));
// Below the first screen, or shown only once the visitor scrolls: loaded after it. The server's footer
// stays on screen until its code is there, then hydrates.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
const ScrollToTop = lazy(() => import('./scroll-to-top').then((module) => ({ default: module.ScrollToTop })));

// react-router keeps scroll positions by history entry key. Entries the app did not create (a typed
// address, an outside link, a new tab) all share the key "default", so a fresh page opened at the
// position of the tab's previous fresh page. Those entries are keyed by their address instead, and
// a fresh visit (neither a reload nor back/forward) forgets its address's old position.
const SCROLL_STORAGE_KEY = 'vitrine-scroll-positions';
const scrollKey = (location: Location) =>
  location.key === 'default' ? `adresse:${location.pathname}${location.search}` : location.key;

function forgetPositionOnFreshVisit() {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  if ((entry as PerformanceNavigationTiming | undefined)?.type !== 'navigate') return;
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    delete positions[`adresse:${window.location.pathname}${window.location.search}`];
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused (private mode): nothing was saved either.
  }
}
// Before the first render: <ScrollRestoration> reads the positions as it mounts.
if (typeof window !== 'undefined') forgetPositionOnFreshVisit();

export function RootLayout() {
  // The cart, favourites and saved details live in this browser only: read once the page is live.
  useEffect(() => {
    void restoreFromBrowser();
  }, []);
  return (
    <>
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      {/* Each boundary is hydrated on its own: the browser gets a turn between them (no one long task). */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="contenu" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <Suspense>
        <ShopPanels />
      </Suspense>
      <Suspense>
        <ScrollToTop />
      </Suspense>
      <Toast />
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_STORAGE_KEY} />
    </>
  );
}
