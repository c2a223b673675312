import { useQueryClient } from '@tanstack/react-query';
import { formatDT } from '@vitrine/contracts';
import { useState } from 'react';
import { ShopItemPanel } from '@/components/shop-item-panel';
import { BagIcon } from '@/components/ui/icons';
import { useFavouritesStore } from '@/stores/favourites-store';
import { addToCart, moveFavouritesToCart } from '@/stores/shop-actions';
import styles from './favourites-panel.module.css';

/** The favourites list: slides in from the left; lines go to the cart one by one or all at once. */
export function FavouritesPanel() {
  const { items, remove, clear } = useFavouritesStore();
  const [moving, setMoving] = useState(false);
  const reads = useQueryClient();

  const moveAll = async () => {
    setMoving(true);
    try {
      await moveFavouritesToCart(reads);
    } finally {
      setMoving(false);
    }
  };

  return (
    <ShopItemPanel
      panel="favourites"
      items={items}
      renderDetails={(item) => (
        <>
          <p className={styles.price}>{formatDT(item.prix_unitaire_millimes)}</p>
          <button type="button" className={styles.add} onClick={() => void addToCart(reads, item.article_id)}>
            Ajouter au panier
          </button>
        </>
      )}
      removeLabel={(item) => `Retirer ${item.nom} des favoris`}
      onRemove={(item) => remove(item.article_id)}
      actions={
        <>
          <button type="button" className="btn btn-block" onClick={() => void moveAll()} disabled={moving}>
            <BagIcon /> Tout ajouter au panier
          </button>
          <button type="button" className="btn btn-outline btn-block" onClick={clear}>
            Vider les favoris
          </button>
        </>
      }
    />
  );
}
