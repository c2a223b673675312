import type { Article } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { BagIcon, HeartIcon } from '@/components/ui/icons';
import { CardAction, CardFavouriteButton, CardKicker, MediaCard } from '@/components/ui/media-card';
import { PagedList } from '@/components/ui/paged-list';
import { Price } from '@/components/ui/price';
import { useArticleActions } from '@/hooks/use-article-actions';
import styles from './product-card.module.css';

/** Grids show 2 columns on phones, 3 from 768 px, 4 from 1200 px. */
export const PRODUCT_CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 31vw, 47vw';

interface ProductCardProps {
  article: Article;
  sizes?: string;
  priority?: boolean;
}

export function ProductCard({ article, sizes = PRODUCT_CARD_SIZES, priority = false }: ProductCardProps) {
  const { add, adding, isFavourite, toggleFavourite } = useArticleActions(article.id);
  const href = `/SingleProduit/${article.id}`;
  const hoverImage = article.images.map((image) => image.url).find((url) => url !== article.image);
  const addText = adding ? 'Ajout…' : 'Ajouter au panier';

  return (
    <MediaCard
      className={styles.card}
      href={href}
      image={article.image}
      hoverImage={hoverImage}
      alt={article.nom}
      sizes={sizes}
      ratio={[1, 1]}
      priority={priority}
      overlay={
        <>
          {article.promo > 0 && <span className={styles.flag}>−{article.promo}%</span>}
          <CardFavouriteButton
            aria-pressed={isFavourite}
            aria-label={
              isFavourite ? `Retirer ${article.nom} des favoris` : `Ajouter ${article.nom} aux favoris`
            }
            onClick={() => void toggleFavourite()}
          >
            <HeartIcon fill={isFavourite ? 'currentColor' : 'none'} />
          </CardFavouriteButton>
        </>
      }
    >
      <div className={styles.body}>
        <CardKicker>{article.sub_category.categories.nom}</CardKicker>
        <h3 className={styles.name}>
          <Link to={href}>{article.nom}</Link>
        </h3>
        <Price prix={article.prix} prixFinal={article.prix_final} promo={article.promo} />
        <CardAction
          onClick={() => void add()}
          disabled={adding}
          // Starts with the words shown, so that voice control finds it by them; then the article.
          aria-label={`${addText} : ${article.nom}`}
        >
          <BagIcon />
          <span>{addText}</span>
        </CardAction>
      </div>
    </MediaCard>
  );
}

interface ProductPagesProps {
  page: { currentPage: number; totalPages: number; articles: Article[] };
  /** The page shown belongs to the previous address while the next one loads: dimmed, marked busy. */
  stale: boolean;
  hrefFor: (page: number) => string;
  label: string;
}

/** One page of a listing's articles as cards (the first two loaded first), with its page links. */
export function ProductPages({ page, stale, hrefFor, label }: ProductPagesProps) {
  return (
    <PagedList
      page={page}
      items={page.articles}
      renderItem={(article, index) => <ProductCard article={article} priority={index < 2} />}
      className={`grid-products ${styles.pages} ${stale ? styles.stale : ''}`}
      busy={stale}
      hrefFor={hrefFor}
      label={label}
    />
  );
}
