import { useQueryClient } from '@tanstack/react-query';
import { formatDT } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useFavouritesStore } from '@/stores/favourites-store';
import { addToCart } from '@/stores/shop-actions';
import { CATALOGUE_LINK, EmptyNote } from './empty-note';
import styles from './favourite-list.module.css';

/** « Mes favoris »: the favourites kept in this browser, each a link to its page. */
export function FavouriteList() {
  const items = useFavouritesStore((state) => state.items);
  const remove = useFavouritesStore((state) => state.remove);
  const reads = useQueryClient();

  if (items.length === 0) {
    return (
      <EmptyNote title="Aucun favori pour le moment." link={CATALOGUE_LINK}>
        Touchez le cœur d’un bijou pour le retrouver ici.
      </EmptyNote>
    );
  }

  return (
    <ul className={styles.grid}>
      {items.map((item) => {
        const href = `/SingleProduit/${item.article_id}`;
        return (
          <li key={item.article_id} className={styles.item}>
            <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
              <ResponsiveImage
                src={item.images[0] ?? item.datas.image}
                alt=""
                sizes="(min-width: 992px) 12rem, 40vw"
                ratio={[1, 1]}
              />
            </Link>
            <div className={styles.info}>
              <Link to={href} className={styles.name}>
                {item.nom}
              </Link>
              <p className={styles.price}>{formatDT(item.prix_unitaire_millimes)}</p>
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.add}
                onClick={() => void addToCart(reads, item.article_id)}
              >
                Ajouter au panier
              </button>
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(item.article_id)}
                aria-label={`Retirer ${item.nom} des favoris`}
              >
                Retirer
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
