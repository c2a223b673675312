import { formatDT, toMillimes } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { useCollectionDetail } from '@/api/collection-detail';
import { CollectionIntro, PiecesCount } from '@/components/collection-intro';
import { ProductCard } from '@/components/product-card';
import styles from './product-page.module.css';

export function CollectionSection({ collectionId, articleId }: { collectionId: number; articleId: number }) {
  const { data } = useCollectionDetail(collectionId);
  if (!data) return null;
  const { collection } = data;
  const others = collection.articles.filter((item) => item.id !== articleId).slice(0, 4);
  return (
    <section className={`section ${styles.collection}`} aria-labelledby="collection-title">
      <CollectionIntro collection={collection} variant="section" sizes="(min-width: 992px) 40vw, 100vw">
        <p className="eyebrow">De la même collection</p>
        <h2 id="collection-title" className={styles.collectionTitle}>
          {collection.nom}
        </h2>
        <p className="prose">{collection.description}</p>
        <p className={styles.collectionTotal}>
          <PiecesCount count={collection.articles.length} /> · {formatDT(toMillimes(data.total_price))}
        </p>
        <Link to={`/SingleCollection/${collection.id}`} className="btn btn-outline">
          Découvrir la collection
        </Link>
      </CollectionIntro>
      {others.length > 0 && (
        <ul className="grid-products grid-4">
          {others.map((item) => (
            <li key={item.id}>
              <ProductCard article={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
