import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BagIcon, HeartIcon } from '@/components/ui/icons';
import { ShopItemRow } from '@/components/ui/shop-item-row';
import { SlideOver } from '@/components/ui/slide-over';
import { lineKey, type ShopItem } from '@/stores/shop-item';
import { useUiStore } from '@/stores/ui-store';
import styles from './shop-item-panel.module.css';

/** Each list's panel: its anchor (`#panier`), its title, the side it slides in from, what it says empty. */
const PANELS = {
  cart: {
    slideOver: { id: 'panier', title: 'Votre panier', side: 'right' },
    empty: {
      icon: <BagIcon />,
      title: 'Votre panier est vide.',
      link: { to: '/categories', label: 'Découvrir le catalogue' },
    },
  },
  favourites: {
    slideOver: { id: 'favoris', title: 'Vos favoris', side: 'left' },
    empty: {
      icon: <HeartIcon />,
      title: 'Aucun favori pour le moment.',
      hint: 'Touchez le cœur d’un bijou pour le retrouver ici.',
    },
  },
} as const;

interface ShopItemPanelProps {
  panel: keyof typeof PANELS;
  items: readonly ShopItem[];
  /** Above the lines (the cart's free-shipping progress). */
  intro?: ReactNode;
  /** Under a line's name: its price and the panel's own controls. */
  renderDetails: (item: ShopItem) => ReactNode;
  /** On the right of a line, above its remove button. */
  renderAside?: (item: ShopItem) => ReactNode;
  removeLabel: (item: ShopItem) => string;
  onRemove: (item: ShopItem) => void;
  /** In the footer, above the actions (the cart's totals). */
  summary?: ReactNode;
  actions: ReactNode;
}

/** The cart or favourites panel: its lines, or what to do while it is empty, and its actions. */
export function ShopItemPanel({
  panel,
  items,
  intro,
  renderDetails,
  renderAside,
  removeLabel,
  onRemove,
  summary,
  actions,
}: ShopItemPanelProps) {
  const open = useUiStore((state) => state.panel === panel);
  const closePanel = useUiStore((state) => state.closePanel);
  return (
    <SlideOver
      {...PANELS[panel].slideOver}
      open={open}
      onClose={closePanel}
      footer={
        items.length > 0 && (
          <>
            {summary}
            <div className={styles.actions}>{actions}</div>
          </>
        )
      }
    >
      {items.length === 0 ? (
        <PanelEmpty {...PANELS[panel].empty} onNavigate={closePanel} />
      ) : (
        <>
          {intro}
          <ul className={styles.lines}>
            {items.map((item) => (
              <ShopItemRow
                key={lineKey(item)}
                item={item}
                onNavigate={closePanel}
                removeLabel={removeLabel(item)}
                onRemove={() => onRemove(item)}
                aside={renderAside?.(item)}
              >
                {renderDetails(item)}
              </ShopItemRow>
            ))}
          </ul>
        </>
      )}
    </SlideOver>
  );
}

interface PanelEmptyProps {
  icon: ReactNode;
  title: string;
  /** A line of advice, set smaller… */
  hint?: string;
  /** …or the way out. */
  link?: { to: string; label: string };
  onNavigate: () => void;
}

function PanelEmpty({ icon, title, hint, link, onNavigate }: PanelEmptyProps) {
  return (
    <div className={hint ? `${styles.empty} ${styles.withHint}` : styles.empty}>
      {icon}
      <p>{title}</p>
      {hint && <span>{hint}</span>}
      {link && (
        <Link to={link.to} className="btn btn-outline" onClick={onNavigate}>
          {link.label}
        </Link>
      )}
    </div>
  );
}
