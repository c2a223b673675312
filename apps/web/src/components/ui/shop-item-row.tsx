import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TrashIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { ShopItem } from '@/stores/shop-item';
import styles from './shop-item-row.module.css';

interface ShopItemRowProps {
  item: ShopItem;
  /** Called when a link to the product is followed (the panel closes). */
  onNavigate: () => void;
  /** Under the name: the price and the panel's own controls. */
  children: ReactNode;
  /** On the right, above the remove button (the cart's line total). */
  aside?: ReactNode;
  removeLabel: string;
  onRemove: () => void;
}

/** One line of the cart or favourites panel: picture, name, the panel's controls, remove. */
export function ShopItemRow({ item, onNavigate, children, aside, removeLabel, onRemove }: ShopItemRowProps) {
  const href = `/SingleProduit/${item.article_id}`;
  return (
    <li className={styles.line}>
      <Link to={href} onClick={onNavigate} className={styles.thumb} tabIndex={-1}>
        <ResponsiveImage
          src={item.images[0] ?? item.datas.image}
          alt={item.nom}
          sizes="80px"
          ratio={[1, 1]}
        />
      </Link>
      <div className={styles.info}>
        <Link to={href} onClick={onNavigate} className={styles.name}>
          {item.nom}
        </Link>
        {item.taille !== undefined && <p className={styles.size}>Taille {item.taille}</p>}
        {children}
      </div>
      <div className={styles.end}>
        {aside}
        <button type="button" className={styles.remove} onClick={onRemove} aria-label={removeLabel}>
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}
