import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCategories } from '@/api/categories';
import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './header.module.css';
import { categoryHref } from './nav-links';

/** The « Catalogue » dropdown: one link per category (`/categories?nom=<id>`). */
export function CatalogMenu() {
  const { data: categories = [] } = useCategories();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // A pointer that hovers opens the menu; its click right after must not close it again.
  const openedByHover = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <li
      ref={rootRef}
      className={styles.dropdown}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.navLink} ${location.pathname === '/categories' ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        Catalogue <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={menuId} className={styles.dropdownPanel} hidden={!open}>
        <ul className={styles.dropdownList}>
          <li>
            <Link to="/categories" className={styles.dropdownAll}>
              Tout le catalogue
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={categoryHref(category.id)}>{category.nom}</Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
