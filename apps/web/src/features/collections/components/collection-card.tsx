import { type CollectionSummary, formatDT, toMillimes } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { BagIcon, HeartIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useCollectionActions } from '../hooks/use-collection-actions';
import styles from './collections.module.css';

const SIZES = '(min-width: 1200px) 400px, (min-width: 768px) 31vw, 92vw';

export function CollectionCard({
  collection,
  priority = false,
}: {
  collection: CollectionSummary;
  priority?: boolean;
}) {
  const { addToCart, addToFavourites, pending } = useCollectionActions(collection.id);
  const href = `/SingleCollection/${collection.id}`;
  const hoverImage = collection.preview_images.find((url) => url !== collection.image);
  const count = collection.articles_count;
  const addText = pending === 'cart' ? 'Ajout…' : 'Ajouter au panier';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.mediaLink}>
          <ResponsiveImage
            src={collection.image}
            alt={`Collection ${collection.nom}`}
            sizes={SIZES}
            ratio={[4, 3]}
            priority={priority}
          />
          {hoverImage && (
            <span className={styles.alt}>
              <ResponsiveImage src={hoverImage} alt="" sizes={SIZES} ratio={[4, 3]} />
            </span>
          )}
        </Link>
        <button
          type="button"
          className={styles.fav}
          onClick={() => void addToFavourites()}
          disabled={pending !== null || count === 0}
          aria-label={`Ajouter toute la collection ${collection.nom} aux favoris`}
        >
          <HeartIcon />
        </button>
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {count} pièce{count > 1 ? 's' : ''}
        </p>
        <h2 className={styles.name}>
          <Link to={href}>{collection.nom}</Link>
        </h2>
        <p className={styles.total}>
          <span className="visually-hidden">Prix de la collection complète : </span>
          {formatDT(toMillimes(collection.total_price))}
        </p>
        <button
          type="button"
          className={styles.add}
          onClick={() => void addToCart()}
          disabled={pending !== null || count === 0}
          // Starts with the words shown, so that voice control finds it by them.
          aria-label={`${addText} toute la collection ${collection.nom}`}
        >
          <BagIcon /> {addText}
        </button>
      </div>
    </article>
  );
}
