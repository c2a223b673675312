import { NavLink } from 'react-router-dom';
import { useCategories } from '@/api/categories';
import { PhoneIcon, PinIcon } from '@/components/ui/icons';
import { SlideOver } from '@/components/ui/slide-over';
import { SHOP } from '@/config/shop';
import { useUiStore } from '@/stores/ui-store';
import styles from './mobile-menu.module.css';
import { categoryHref, NAV_LINKS } from './nav-links';

/** The menu of the mobile layout (under 992 px), in a slide-over opened by the header's button. */
export function MobileMenu() {
  const open = useUiStore((state) => state.panel === 'menu');
  const closePanel = useUiStore((state) => state.closePanel);
  const { data: categories = [] } = useCategories();

  return (
    <SlideOver id="menu-mobile" open={open} onClose={closePanel} title="Menu" side="left">
      <nav aria-label="Menu principal">
        <ul className={styles.list}>
          <li>
            <NavLink to="/" end onClick={closePanel}>
              Accueil
            </NavLink>
          </li>
          <li>
            <details className={styles.details} open>
              <summary>Catalogue</summary>
              <ul className={styles.sub}>
                <li>
                  <NavLink to="/categories" end onClick={closePanel}>
                    Tout le catalogue
                  </NavLink>
                </li>
                {categories.map((category) => (
                  <li key={category.id}>
                    <NavLink to={categoryHref(category.id)} onClick={closePanel}>
                      {category.nom}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          {NAV_LINKS.slice(1).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={closePanel}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/Profil" onClick={closePanel}>
              Mon espace
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className={styles.contact}>
        <a href={SHOP.mapUrl} target="_blank" rel="noopener noreferrer" className="with-icon">
          <PinIcon /> {SHOP.address}
        </a>
        <a href={SHOP.phoneHref} className="with-icon">
          <PhoneIcon /> {SHOP.phone}
        </a>
      </div>
    </SlideOver>
  );
}
