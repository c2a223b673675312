import { formatDT, toMillimes } from '@vitrine/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BagIcon, HeartIcon, TrashIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
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
            <li key={item.article_id} className={styles.line}>
              <Link
                to={`/SingleProduit/${item.article_id}`}
                onClick={closePanel}
                className={styles.thumb}
                tabIndex={-1}
              >
                <ResponsiveImage
                  src={item.images[0] ?? item.datas.image}
                  alt={item.nom}
                  sizes="80px"
                  ratio={[1, 1]}
                />
              </Link>
              <div className={styles.info}>
                <Link to={`/SingleProduit/${item.article_id}`} onClick={closePanel} className={styles.name}>
                  {item.nom}
                </Link>
                <p className={styles.price}>{formatDT(toMillimes(item.prix_unitaire))}</p>
                <button type="button" className={styles.add} onClick={() => void addToCart(item.article_id)}>
                  Ajouter au panier
                </button>
              </div>
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(item.article_id)}
                aria-label={`Retirer ${item.nom} des favoris`}
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </SlideOver>
  );
}
