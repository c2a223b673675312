import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { restoreFromBrowser } from '@/stores/sync-tabs';
import { Header } from './header';
import { PageFallback } from './page-fallback';
import { Toast } from './toast';

const ShopPanels = lazy(() => import('./shop-panels'));
// Below the first screen, or shown only once the visitor scrolls: loaded after it. The server's footer
// stays on screen until its code is there, then hydrates.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
const ScrollToTop = lazy(() => import('./scroll-to-top').then((module) => ({ default: module.ScrollToTop })));

export function RootLayout() {
  useScrollRestoration();
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
    </>
  );
}
