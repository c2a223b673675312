import {
  type Article,
  FREE_SHIPPING_THRESHOLD_MILLIMES,
  formatDT,
  formatDTInText,
  MESSAGES,
  SHIPPING_MILLIMES,
  toMillimes,
} from '@vitrine/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useArticle } from '@/api/article';
import { type ArticleSize, useArticleSizes } from '@/api/article-sizes';
import { useCollectionDetail } from '@/api/collection-detail';
import { CollectionIntro, PiecesCount } from '@/components/collection-intro';
import { ProductCard } from '@/components/product-card';
import { ProductCarousel } from '@/components/product-carousel';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyPage } from '@/components/ui/empty-state';
import { BagIcon, HeartIcon, MailIcon, TruckIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { SHOP } from '@/config/shop';
import { useArticleActions } from '@/hooks/use-article-actions';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useRouteId } from '@/hooks/use-route-id';
import { isNotFound } from '@/lib/api-client';
import { articleImages } from '@/lib/article-images';
import { useCartStore } from '@/stores/cart-store';
import { isLine } from '@/stores/shop-item';
import { useSimilarProducts } from '../api/get-similar-products';
import { Gallery } from './gallery';
import { ProductJsonLd } from './product-json-ld';
import styles from './product-page.module.css';
import { SizePicker } from './size-picker';

export function ProductPage() {
  const id = useRouteId();
  const { data: article, error, isPending } = useArticle(id ?? 0);

  if (id === null || isNotFound(error)) return <ProductNotFound />;
  if (error) return <ProductUnavailable />;
  if (isPending || !article) return <ProductSkeleton />;
  return <ProductDetail key={article.id} article={article} />;
}

function ProductNotFound() {
  usePageMeta('Article introuvable', 'Ce bijou n’existe pas ou n’est plus proposé par la boutique.', {
    status: 404,
  });
  return (
    <EmptyPage
      title="Article introuvable"
      text="Ce bijou n’existe pas ou n’est plus proposé. Découvrez les autres pièces de la boutique."
      link={{ to: '/categories', label: 'Voir le catalogue' }}
    />
  );
}

function ProductUnavailable() {
  usePageMeta('Article');
  return (
    <EmptyPage
      title="Cet article ne peut pas s’afficher"
      text="Le serveur ne répond pas. Veuillez réessayer dans un instant."
    />
  );
}

function ProductSkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        Chargement de l’article…
      </span>
      <div className={styles.top}>
        <div className="skeleton" style={{ aspectRatio: '1 / 1' }} />
        <div className={styles.info}>
          <div className="skeleton" style={{ height: '0.8rem', width: '30%' }} />
          <div className="skeleton" style={{ height: '2.6rem', width: '80%' }} />
          <div className="skeleton" style={{ height: '1.5rem', width: '35%' }} />
          <div className="skeleton" style={{ height: '5rem', width: '100%' }} />
          <div className="skeleton" style={{ height: '3rem', width: '100%' }} />
        </div>
      </div>
    </div>
  );
}

function ProductDetail({ article }: { article: Article }) {
  const { add, adding, isFavourite, toggleFavourite } = useArticleActions(article.id);
  const [quantite, setQuantite] = useState(1);
  const { data: sizes = [] } = useArticleSizes(article.id);
  const [size, setSize] = useState<ArticleSize | null>(null);
  const [sizeError, setSizeError] = useState<string>();
  const soldOut = sizes.length > 0 && sizes.every((each) => each.stock <= 0);
  const category = article.sub_category.categories;

  const addToCart = () => {
    if (sizes.length > 0 && !size) {
      setSizeError(MESSAGES.sizeRequired);
      return;
    }
    // The shop never sells what it does not have: said here rather than at the order.
    const inCart = size ? quantityInCart(article.id, size.article_detail_id) : 0;
    if (size && inCart + quantite > size.stock) {
      setSizeError(MESSAGES.sizeNotEnough(size.taille, size.stock, inCart));
      return;
    }
    void add(quantite, size ? { article_detail_id: size.article_detail_id, taille: size.taille } : undefined);
  };
  usePageMeta(article.nom, summarise(article.description), { image: article.image });

  const mailto = `mailto:${SHOP.email}?subject=${encodeURIComponent(`Question sur « ${article.nom} » (réf. ${article.id})`)}`;

  return (
    <div className={`container ${styles.page}`}>
      <ProductJsonLd article={article} soldOut={soldOut} />
      <Breadcrumb
        trail={[
          { to: '/', label: 'Accueil' },
          { to: `/categories?nom=${category.id}`, label: category.nom },
          {
            to: `/categories?nom=${category.id}&sous=${article.sub_category.id}`,
            label: article.sub_category.nom,
          },
        ]}
        current={article.nom}
      />

      <div className={styles.top}>
        <Gallery images={articleImages(article)} name={article.nom} />

        <div className={styles.info}>
          <p className="eyebrow">{article.sub_category.nom}</p>
          <h1 className={styles.title}>{article.nom}</h1>
          <Price prix={article.prix} prixFinal={article.prix_final} promo={article.promo} size="lg" />

          {article.colors.length > 0 && (
            <div className={styles.colors}>
              <span className="field-label">Couleur{article.colors.length > 1 ? 's' : ''}</span>
              <ul>
                {article.colors.map((color) => (
                  <li key={color.id}>
                    <span
                      className={styles.dot}
                      style={{ background: color.code_hexadecimal }}
                      aria-hidden="true"
                    />
                    {color.nom}
                  </li>
                ))}
              </ul>
            </div>
          )}

          {sizes.length > 0 && (
            <SizePicker
              sizes={sizes}
              value={size?.article_detail_id ?? null}
              onChange={(chosen) => {
                setSize(chosen);
                setSizeError(undefined);
              }}
              error={sizeError}
            />
          )}

          <div className={styles.buy}>
            <QuantityStepper
              quantite={quantite}
              onChange={(next) => {
                setQuantite(next);
                setSizeError(undefined);
              }}
              size="large"
            />
            <button
              type="button"
              className={`btn ${styles.addButton}`}
              onClick={addToCart}
              disabled={adding || soldOut}
            >
              <BagIcon /> {adding ? 'Ajout en cours…' : soldOut ? 'Épuisé' : 'Ajouter au panier'}
            </button>
            <button
              type="button"
              className={`btn btn-outline ${styles.favButton}`}
              onClick={() => void toggleFavourite()}
              aria-pressed={isFavourite}
              aria-label={isFavourite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
            >
              <HeartIcon fill={isFavourite ? 'currentColor' : 'none'} />
            </button>
          </div>

          <ul className={styles.promises}>
            <li>
              <TruckIcon /> Livraison gratuite dès {formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)}, sinon{' '}
              {formatDTInText(SHIPPING_MILLIMES)}.
            </li>
            <li>
              <BagIcon /> Paiement à la livraison, partout en Tunisie.
            </li>
          </ul>

          <div className={styles.accordions}>
            <details open>
              <summary>Détails du produit</summary>
              <div className="prose">
                <p>{article.description}</p>
                <dl className={styles.specs}>
                  <div className={styles.spec}>
                    <dt>Catégorie</dt>
                    <dd>
                      {category.nom} · {article.sub_category.nom}
                    </dd>
                  </div>
                  {article.sex && (
                    <div className={styles.spec}>
                      <dt>Genre</dt>
                      <dd>{article.sex.type}</dd>
                    </div>
                  )}
                  {article.collection && (
                    <div className={styles.spec}>
                      <dt>Collection</dt>
                      <dd>
                        <Link to={`/SingleCollection/${article.collection.id}`} className="link-underline">
                          {article.collection.nom}
                        </Link>
                      </dd>
                    </div>
                  )}
                  <div className={styles.spec}>
                    <dt>Référence</dt>
                    <dd>{article.id}</dd>
                  </div>
                </dl>
              </div>
            </details>
            <details>
              <summary>Procédure d’achat</summary>
              <ol className={`prose ${styles.steps}`}>
                <li>Ajoutez vos bijoux au panier, dans la quantité souhaitée.</li>
                <li>Ouvrez le panier puis choisissez « Vérifier la commande ».</li>
                <li>
                  Indiquez votre code client si vous en avez un, sinon vos coordonnées (nom, téléphone,
                  adresse de livraison).
                </li>
                <li>
                  Appliquez un code promo si vous en avez un, puis validez : nous vous appelons pour
                  confirmer.
                </li>
                <li>
                  Vous payez à la livraison. Livraison gratuite dès{' '}
                  {formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)} d’achats,{' '}
                  {formatDTInText(SHIPPING_MILLIMES)} en dessous.
                </li>
              </ol>
            </details>
            <details>
              <summary>Une question ?</summary>
              <div className="prose">
                <p>
                  Une taille, une matière, un cadeau à emballer ? Écrivez-nous, nous répondons dans la
                  journée.
                </p>
                <p>
                  <a href={mailto} className={`link-caps ${styles.mail}`}>
                    <MailIcon /> Nous contacter par e-mail
                  </a>
                </p>
              </div>
            </details>
          </div>
        </div>
      </div>

      {article.collection_id !== null && (
        <CollectionSection collectionId={article.collection_id} articleId={article.id} />
      )}
      <SimilarProducts articleId={article.id} />
    </div>
  );
}

function CollectionSection({ collectionId, articleId }: { collectionId: number; articleId: number }) {
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

function SimilarProducts({ articleId }: { articleId: number }) {
  const { data: similar = [] } = useSimilarProducts(articleId);
  // The original storefront misspelt the length check and never showed this block; here it shows.
  if (similar.length === 0) return null;
  return (
    <section className="section">
      <div className="section-head">
        <div>
          <p className="eyebrow">Vous aimerez aussi</p>
          <h2 id="similar-title">Produits similaires</h2>
        </div>
      </div>
      <ProductCarousel labelledBy="similar-title" articles={similar} />
    </section>
  );
}

/** How many pieces of this article in this size the cart already holds. */
function quantityInCart(articleId: number, detailId: number): number {
  const line = useCartStore.getState().items.find((item) => isLine(item, articleId, detailId));
  return line?.quantite ?? 0;
}

function summarise(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 155 ? `${clean.slice(0, 152).trimEnd()}…` : clean;
}
