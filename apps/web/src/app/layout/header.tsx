import { MESSAGES, MOBILE_BREAKPOINT_PX } from '@vitrine/contracts';
import { NavLink } from 'react-router-dom';
import { BagIcon, HeartIcon, MenuIcon, PhoneIcon, PinIcon, UserIcon } from '@/components/ui/icons';
import { SHOP } from '@/config/shop';
import { useMediaQuery } from '@/hooks/use-media-query';
import { selectCartCount, useCartStore } from '@/stores/cart-store';
import { selectFavouritesCount, useFavouritesStore } from '@/stores/favourites-store';
import { useUiStore } from '@/stores/ui-store';
import { CatalogMenu } from './catalog-menu';
import styles from './header.module.css';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

export function Header() {
  const cartCount = useCartStore(selectCartCount);
  const favouritesCount = useFavouritesStore(selectFavouritesCount);
  const openPanel = useUiStore((state) => state.openPanel);
  const menuOpen = useUiStore((state) => state.panel === 'menu');
  const desktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);

  return (
    <>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <a className={styles.topbarLink} href={SHOP.mapUrl} target="_blank" rel="noopener noreferrer">
            <PinIcon /> {SHOP.address}
          </a>
          <p className={styles.banner}>{MESSAGES.freeDelivery}</p>
          <a className={styles.topbarLink} href={SHOP.phoneHref}>
            <PhoneIcon /> {SHOP.phone}
          </a>
        </div>
      </div>
      <header className={styles.header}>
        <div className={`container ${styles.inner}`}>
          <div className={styles.start}>
            {!desktop && (
              <button
                type="button"
                className="icon-btn"
                aria-label="Ouvrir le menu"
                aria-expanded={menuOpen}
                aria-controls="menu-mobile"
                onClick={() => openPanel('menu')}
              >
                <MenuIcon />
              </button>
            )}
            {desktop && <Logo />}
          </div>
          {desktop ? (
            <nav aria-label="Menu principal" className={styles.nav}>
              <ul className={styles.navList}>
                <li>
                  <NavLink
                    to="/"
                    end
                    className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
                  >
                    Accueil
                  </NavLink>
                </li>
                <CatalogMenu />
                {NAV_LINKS.slice(1).map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <div className={styles.center}>
              <Logo />
            </div>
          )}
          <div className={styles.end}>
            {/* Under 480 px it would squeeze the logo onto two lines: the menu carries « Mon espace » there. */}
            <NavLink to="/Profil" className={`icon-btn ${styles.account}`} aria-label="Mon espace">
              <UserIcon />
            </NavLink>
            <button
              type="button"
              className="icon-btn"
              onClick={() => openPanel('favourites')}
              aria-label={
                favouritesCount > 0
                  ? `Favoris, ${favouritesCount} article${favouritesCount > 1 ? 's' : ''}`
                  : 'Favoris'
              }
              aria-haspopup="dialog"
            >
              <HeartIcon />
              {favouritesCount > 0 && (
                <span className="badge" data-testid="favourites-badge">
                  {favouritesCount}
                </span>
              )}
            </button>
            <button
              type="button"
              className="icon-btn"
              onClick={() => openPanel('cart')}
              aria-label={
                cartCount > 0 ? `Panier, ${cartCount} article${cartCount > 1 ? 's' : ''}` : 'Panier'
              }
              aria-haspopup="dialog"
            >
              <BagIcon />
              {cartCount > 0 && (
                <span className="badge" data-testid="cart-badge">
                  {cartCount}
                </span>
              )}
            </button>
          </div>
        </div>
      </header>
    </>
  );
}
