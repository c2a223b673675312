import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { FavouritesPanel } from '@/features/favourites/components/favourites-panel';
import { Footer } from './footer';
import { Header } from './header';
import { MobileMenu } from './mobile-menu';
import { PageFallback } from './page-fallback';
import { ScrollToTop } from './scroll-to-top';
import { Toast } from './toast';

export function RootLayout() {
  return (
    <>
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <Header />
      <main id="contenu" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MobileMenu />
      <FavouritesPanel />
      <CartPanel />
      <ScrollToTop />
      <Toast />
      <ScrollRestoration />
    </>
  );
}
