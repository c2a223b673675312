import { formatDT, toMillimes } from '@vitrine/contracts';
import { useCollectionDetail } from '@/api/collection-detail';
import { CollectionIntro, CollectionIntroSkeleton, PiecesCount } from '@/components/collection-intro';
import { ProductCard } from '@/components/product-card';
import { ProductCardSkeleton } from '@/components/product-card-skeleton';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyPage } from '@/components/ui/empty-state';
import { BagIcon, HeartIcon } from '@/components/ui/icons';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useRouteId } from '@/hooks/use-route-id';
import { isNotFound } from '@/lib/api-client';
import { useCollectionActions } from '../hooks/use-collection-actions';
import styles from './collections.module.css';
import { SizeNotice } from './size-notice';

export function SingleCollectionPage() {
  const id = useRouteId();
  const { data, error, isPending } = useCollectionDetail(id);
  const { addToCart, addToFavourites, pending, leftOut } = useCollectionActions(id ?? 0);
  const collection = data?.collection;
  usePageMeta(
    collection
      ? `Collection ${collection.nom}`
      : id !== null && !isNotFound(error)
        ? undefined
        : 'Collection introuvable',
    collection?.description,
    { image: collection?.image, status: collection || (id !== null && !isNotFound(error)) ? 200 : 404 },
  );

  if (id === null || isNotFound(error)) {
    return (
      <EmptyPage
        title="Collection introuvable"
        text="Cette collection n’existe pas ou n’est plus proposée."
        link={{ to: '/collections', label: 'Voir les collections' }}
      />
    );
  }
  if (error) {
    return (
      <EmptyPage title="Cette collection ne peut pas s’afficher" text="Veuillez réessayer dans un instant." />
    );
  }
  if (isPending || !data || !collection) {
    return (
      <div className={`container ${styles.detail}`} aria-busy="true">
        <span className="visually-hidden" role="status">
          Chargement de la collection…
        </span>
        <CollectionIntroSkeleton />
        <div className="grid-products grid-4">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  const count = collection.articles.length;
  return (
    <div className={`container ${styles.detail}`}>
      <Breadcrumb
        trail={[
          { to: '/', label: 'Accueil' },
          { to: '/collections', label: 'Collections' },
        ]}
        current={collection.nom}
      />
      <CollectionIntro collection={collection} variant="page" sizes="(min-width: 992px) 55vw, 100vw" priority>
        <p className="eyebrow">
          Collection · <PiecesCount count={count} />
        </p>
        <h1 className="page-title">{collection.nom}</h1>
        <p className="prose">{collection.description}</p>
        <p className={styles.detailTotal}>
          <span className="small-caps">La collection complète</span>
          <span>{formatDT(toMillimes(data.total_price))}</span>
        </p>
        <div className={styles.detailActions}>
          <button
            type="button"
            className="btn"
            onClick={() => void addToCart()}
            disabled={pending !== null || count === 0}
          >
            <BagIcon /> Tout ajouter au panier
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void addToFavourites()}
            disabled={pending !== null || count === 0}
          >
            <HeartIcon /> Tout ajouter aux favoris
          </button>
        </div>
        <SizeNotice leftOut={leftOut} />
      </CollectionIntro>
      <section className="section" aria-labelledby="pieces-title">
        <div className="section-head">
          <h2 id="pieces-title">Les pièces de la collection</h2>
        </div>
        {count === 0 ? (
          <p className="prose">Cette collection ne contient encore aucun article.</p>
        ) : (
          <ul className="grid-products grid-4">
            {collection.articles.map((article) => (
              <li key={article.id}>
                <ProductCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
