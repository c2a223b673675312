import { formatDT, toMillimes } from '@vitrine/contracts';
import { useState } from 'react';
import { BagIcon, HeartIcon } from '@/components/ui/icons';
import { ShopItemRow } from '@/components/ui/shop-item-row';
import { SlideOver } from '@/components/ui/slide-over';
import { useFavouritesStore } from '@/stores/favourites-store';
import { addToCart, moveFavouritesToCart } from '@/stores/shop-actions';
import { useUiStore } from '@/stores/ui-store';
import styles from './favourites-panel.module.css';

/** The favourites list: slides in from the left; lines go to the cart one by one or all at once. */
export function FavouritesPanel() {
  const open = useUiStore((state) => state.panel === 'favourites');
  const closePanel = useUiStore((state) => state.closePanel);
  const { items, remove, clear } = useFavouritesStore();
  const [moving, setMoving] = useState(false);

  const moveAll = async () => {
    setMoving(true);
    try {
      await moveFavouritesToCart();
    } finally {
      setMoving(false);
    }
  };

  return (
    <SlideOver
      id="favoris"
      open={open}
      onClose={closePanel}
      title="Vos favoris"
      side="left"
      footer={
        items.length > 0 && (
          <div className={styles.actions}>
            <button type="button" className="btn btn-block" onClick={() => void moveAll()} disabled={moving}>
              <BagIcon /> Tout ajouter au panier
            </button>
            <button type="button" className="btn btn-outline btn-block" onClick={clear}>
              Vider les favoris
            </button>
          </div>
        )
      }
    >
      {items.length === 0 ? (
        <div className={styles.empty}>
          <HeartIcon />
          <p>Aucun favori pour le moment.</p>
          <span>Touchez le cœur d’un bijou pour le retrouver ici.</span>
        </div>
      ) : (
        <ul className={styles.lines}>
          {items.map((item) => (
            <ShopItemRow
              key={item.article_id}
              item={item}
              onNavigate={closePanel}
              removeLabel={`Retirer ${item.nom} des favoris`}
              onRemove={() => remove(item.article_id)}
            >
              <p className={styles.price}>{formatDT(toMillimes(item.prix_unitaire))}</p>
              <button type="button" className={styles.add} onClick={() => void addToCart(item.article_id)}>
                Ajouter au panier
              </button>
            </ShopItemRow>
          ))}
        </ul>
      )}
    </SlideOver>
  );
}
