import { CartPanel } from '@/features/cart/components/cart-panel';
import { FavouritesPanel } from '@/features/favourites/components/favourites-panel';
import { MobileMenu } from './mobile-menu';

/** The panels that slide in over any page: closed on the first screen, so loaded after it. */
export default function ShopPanels() {
  return (
    <>
      <MobileMenu />
      <FavouritesPanel />
      <CartPanel />
    </>
  );
}
