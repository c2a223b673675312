import { SHELL_MESSAGES } from '@vitrine/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import {
  BagIcon,
  HeartIcon,
  MenuIcon,
  PhoneIcon,
  PinIcon,
  SearchIcon,
  UserIcon,
} from '@/components/ui/icons';
import { SHOP } from '@/config/shop';
import { MOBILE_BREAKPOINT_PX } from '@/config/ui';
import { useMediaQuery } from '@/hooks/use-media-query';
import { articleCount } from '@/lib/article-count';
import { selectCartCount, useCartStore } from '@/stores/cart-store';
import { selectFavouritesCount, useFavouritesStore } from '@/stores/favourites-store';
import { useUiStore } from '@/stores/ui-store';
import { CatalogMenu } from './catalog-menu';
import styles from './header.module.css';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

// The search row's code (field, suggestions) is fetched the first time a shopper opens it.
const SearchBar = lazy(() =>
  import('@/features/search/components/search-bar').then((module) => ({ default: module.SearchBar })),
);
const SEARCH_PAGE = '/recherche';

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `${styles.navLink} ${isActive ? styles.active : ''}`;
}

interface PanelButtonProps {
  panel: 'favourites' | 'cart';
  label: string;
  count: number;
  icon: ReactNode;
}

/** Opens the favourites or the cart panel; its name and its badge say how many articles it holds. */
function PanelButton({ panel, label, count, icon }: PanelButtonProps) {
  const openPanel = useUiStore((state) => state.openPanel);
  return (
    <button
      type="button"
      className="icon-btn"
      onClick={() => openPanel(panel)}
      aria-label={count > 0 ? `${label}, ${articleCount(count)}` : label}
      aria-haspopup="dialog"
    >
      {icon}
      {count > 0 && (
        <span className="badge" data-testid={`${panel}-badge`}>
          {count}
        </span>
      )}
    </button>
  );
}

export function Header() {
  const cartCount = useCartStore(selectCartCount);
  const favouritesCount = useFavouritesStore(selectFavouritesCount);
  const openPanel = useUiStore((state) => state.openPanel);
  const menuOpen = useUiStore((state) => state.panel === 'menu');
  const desktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const { pathname } = useLocation();
  // Open on the search page (it holds what was searched), closed on arrival anywhere else.
  const [search, setSearch] = useState({ open: pathname === SEARCH_PAGE, focus: false });
  useEffect(() => {
    setSearch({ open: pathname === SEARCH_PAGE, focus: false });
  }, [pathname]);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  // Closed from inside the row (Escape, its ×): focus goes back to the button that opens it.
  const closeSearch = () => {
    setSearch({ open: false, focus: false });
    searchButtonRef.current?.focus();
  };
  const searchButton = (
    <button
      ref={searchButtonRef}
      type="button"
      className="icon-btn"
      aria-label={search.open ? 'Fermer la recherche' : 'Ouvrir la recherche'}
      aria-expanded={search.open}
      aria-controls="header-search"
      onClick={() => setSearch({ open: !search.open, focus: !search.open })}
    >
      <SearchIcon />
    </button>
  );

  return (
    <>
      {/* A landmark of its own, so no content of the page sits outside one (axe's « region »). */}
      <aside className={styles.topbar} aria-label="La boutique en bref">
        <div className={`container ${styles.topbarInner}`}>
          <a className={styles.topbarLink} href={SHOP.mapUrl} target="_blank" rel="noopener noreferrer">
            <PinIcon /> {SHOP.address}
          </a>
          <p className={styles.banner}>{SHELL_MESSAGES.freeDelivery}</p>
          <a className={styles.topbarLink} href={SHOP.phoneHref}>
            <PhoneIcon /> {SHOP.phone}
          </a>
        </div>
      </aside>
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
            {!desktop && searchButton}
            {desktop && <Logo />}
          </div>
          {desktop ? (
            <nav aria-label="Menu principal" className={styles.nav}>
              <ul className={styles.navList}>
                <li>
                  <NavLink to="/" end className={navLinkClass}>
                    Accueil
                  </NavLink>
                </li>
                <CatalogMenu />
                {NAV_LINKS.slice(1).map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={navLinkClass}>
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
            {desktop && searchButton}
            {/* Under 480 px it would squeeze the logo onto two lines: the menu carries « Mon espace » there. */}
            <NavLink to="/Profil" className={`icon-btn ${styles.account}`} aria-label="Mon espace">
              <UserIcon />
            </NavLink>
            <PanelButton panel="favourites" label="Favoris" count={favouritesCount} icon={<HeartIcon />} />
            <PanelButton panel="cart" label="Panier" count={cartCount} icon={<BagIcon />} />
          </div>
        </div>
        {search.open && (
          <Suspense fallback={null}>
            <SearchBar id="header-search" autoFocus={search.focus} onClose={closeSearch} />
          </Suspense>
        )}
      </header>
    </>
  );
}
