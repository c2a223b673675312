import {
  type Article,
  FREE_SHIPPING_THRESHOLD_MILLIMES,
  formatDTInText,
  MESSAGES,
  PAYMENT_AND_DELIVERY_LINE,
  SHIPPING_MILLIMES,
} from '@vitrine/contracts';
import { useState } from 'react';
import { type ArticleSize, FEW_LEFT, isSoldOut, UNLIMITED, useArticleStock } from '@/api/article-stock';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { BagIcon, HeartIcon, TruckIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useArticleActions } from '@/hooks/use-article-actions';
import { usePageMeta } from '@/hooks/use-page-meta';
import { articleImages } from '@/lib/article-images';
import { useCartStore } from '@/stores/cart-store';
import { isLine } from '@/stores/shop-item';
import { CollectionSection } from './collection-section';
import { Gallery } from './gallery';
import { ProductAccordions } from './product-accordions';
import { ProductJsonLd } from './product-json-ld';
import styles from './product-page.module.css';
import { SimilarProducts } from './similar-products';
import { SizeGuide } from './size-guide';
import { SizePicker } from './size-picker';

export function ProductDetail({ article }: { article: Article }) {
  const { add, adding, isFavourite, toggleFavourite } = useArticleActions(article.id);
  const [quantite, setQuantite] = useState(1);
  const { data: stock = UNLIMITED } = useArticleStock(article.id);
  const { sizes, oneSize } = stock;
  const [size, setSize] = useState<ArticleSize | null>(null);
  const [sizeError, setSizeError] = useState<string>();
  const soldOut = isSoldOut(stock);
  const category = article.sub_category.categories;

  const addToCart = () => {
    if (sizes.length > 0 && !size) {
      setSizeError(MESSAGES.sizeRequired);
      return;
    }
    // The shop never sells what it does not have: said here rather than at the order. A one-size
    // article's line names no variant: the order takes its only one.
    const counted = size ?? oneSize;
    const inCart = counted ? quantityInCart(article.id, size?.article_detail_id) : 0;
    if (counted && inCart + quantite > counted.stock) {
      setSizeError(MESSAGES.sizeNotEnough(size?.taille ?? null, counted.stock, inCart));
      return;
    }
    void add(quantite, size ? { article_detail_id: size.article_detail_id, taille: size.taille } : undefined);
  };
  usePageMeta(article.nom, summarise(article.description), { image: article.image });

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
          <p className={styles.terms}>{PAYMENT_AND_DELIVERY_LINE}</p>

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
          {sizes.length > 0 && <SizeGuide />}
          {oneSize && !soldOut && oneSize.stock < FEW_LEFT && (
            <p className={styles.fewLeft}>{MESSAGES.sizeFewLeft(oneSize.stock)}</p>
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
          {sizes.length === 0 && sizeError && (
            <p className="field-error" role="alert">
              {sizeError}
            </p>
          )}

          <ul className={styles.promises}>
            <li>
              <TruckIcon /> Livraison gratuite dès {formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)}, sinon{' '}
              {formatDTInText(SHIPPING_MILLIMES)}.
            </li>
            <li>
              <BagIcon /> Paiement à la livraison, partout en Tunisie.
            </li>
          </ul>

          <ProductAccordions article={article} />
        </div>
      </div>

      {article.collection_id !== null && (
        <CollectionSection collectionId={article.collection_id} articleId={article.id} />
      )}
      <SimilarProducts articleId={article.id} />
    </div>
  );
}

/** How many pieces of this article in this size (or without one) the cart already holds. */
function quantityInCart(articleId: number, detailId: number | undefined): number {
  const line = useCartStore.getState().items.find((item) => isLine(item, articleId, detailId));
  return line?.quantite ?? 0;
}

/** Short enough for search engines to show whole (about 155 characters). */
function summarise(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 155 ? `${clean.slice(0, 152).trimEnd()}…` : clean;
}
