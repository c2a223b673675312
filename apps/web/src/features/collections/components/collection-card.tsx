import { type CollectionSummary, formatDT, MESSAGES, toMillimes } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { PiecesCount } from '@/components/collection-intro';
import { BagIcon, HeartIcon } from '@/components/ui/icons';
import { CardAction, CardFavouriteButton, CardKicker, MediaCard } from '@/components/ui/media-card';
import { useCollectionActions } from '../hooks/use-collection-actions';
import styles from './collections.module.css';
import { SizeNotice } from './size-notice';

const SIZES = '(min-width: 1200px) 400px, (min-width: 768px) 31vw, 92vw';

export function CollectionCard({
  collection,
  priority = false,
}: {
  collection: CollectionSummary;
  priority?: boolean;
}) {
  const { addToCart, addToFavourites, pending, leftOut } = useCollectionActions(collection.id);
  const href = `/SingleCollection/${collection.id}`;
  const hoverImage = collection.preview_images.find((url) => url !== collection.image);
  const count = collection.articles_count;
  const addText = pending === 'cart' ? 'Ajout…' : MESSAGES.addCollectionToCart(count);
  return (
    <MediaCard
      className={styles.card}
      href={href}
      image={collection.image}
      hoverImage={hoverImage}
      alt={`Collection ${collection.nom}`}
      sizes={SIZES}
      ratio={[4, 3]}
      priority={priority}
      overlay={
        <CardFavouriteButton
          onClick={() => void addToFavourites()}
          disabled={pending !== null || count === 0}
          aria-label={`Ajouter toute la collection ${collection.nom} aux favoris`}
        >
          <HeartIcon />
        </CardFavouriteButton>
      }
    >
      <div className={styles.body}>
        <CardKicker>
          <PiecesCount count={count} />
        </CardKicker>
        <h2 className={styles.name}>
          <Link to={href}>{collection.nom}</Link>
        </h2>
        <p className={styles.total}>
          <span className="visually-hidden">Prix de la collection complète : </span>
          {formatDT(toMillimes(collection.total_price))}
        </p>
        <div className={styles.addAll}>
          <CardAction
            onClick={() => void addToCart()}
            disabled={pending !== null || count === 0}
            // Starts with the words shown, so that voice control finds it by them.
            aria-label={`${addText} : ${collection.nom}`}
          >
            <BagIcon /> {addText}
          </CardAction>
          <SizeNotice leftOut={leftOut} />
        </div>
      </div>
    </MediaCard>
  );
}
