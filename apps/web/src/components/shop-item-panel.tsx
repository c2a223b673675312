import type { ReactNode } from 'react';
import { ShopItemRow } from '@/components/ui/shop-item-row';
import { SlideOver } from '@/components/ui/slide-over';
import type { ShopItem } from '@/stores/shop-item';
import { useUiStore } from '@/stores/ui-store';
import styles from './shop-item-panel.module.css';

/** Each list's panel: its anchor (`#panier`), its title and the side it slides in from. */
const PANELS = {
  cart: { id: 'panier', title: 'Votre panier', side: 'right' },
  favourites: { id: 'favoris', title: 'Vos favoris', side: 'left' },
} as const;

interface ShopItemPanelProps {
  panel: keyof typeof PANELS;
  items: readonly ShopItem[];
  /** Shown instead of the lines when there are none. */
  empty: ReactNode;
  /** Above the lines (the cart's free-shipping progress). */
  intro?: ReactNode;
  /** Under a line's name: its price and the panel's own controls. */
  renderDetails: (item: ShopItem) => ReactNode;
  /** On the right of a line, above its remove button. */
  renderAside?: (item: ShopItem) => ReactNode;
  removeLabel: (item: ShopItem) => string;
  onRemove: (articleId: number) => void;
  /** In the footer, above the actions (the cart's totals). */
  summary?: ReactNode;
  actions: ReactNode;
}

/** The cart or favourites panel: its lines, or what to do while it is empty, and its actions. */
export function ShopItemPanel({
  panel,
  items,
  empty,
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
      {...PANELS[panel]}
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
        empty
      ) : (
        <>
          {intro}
          <ul className={styles.lines}>
            {items.map((item) => (
              <ShopItemRow
                key={item.article_id}
                item={item}
                onNavigate={closePanel}
                removeLabel={removeLabel(item)}
                onRemove={() => onRemove(item.article_id)}
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
  /** …or the way out, such as a link to the catalogue. */
  action?: ReactNode;
}

export function PanelEmpty({ icon, title, hint, action }: PanelEmptyProps) {
  return (
    <div className={hint ? `${styles.empty} ${styles.withHint}` : styles.empty}>
      {icon}
      <p>{title}</p>
      {hint && <span>{hint}</span>}
      {action}
    </div>
  );
}
