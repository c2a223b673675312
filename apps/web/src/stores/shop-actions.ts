import type { QueryClient } from '@tanstack/react-query';
import { type Article, MESSAGES } from '@vitrine/contracts';
import { articleQuery, getArticle } from '@/api/article';
import { articleStockQuery, getArticleStock, isSoldOut, UNLIMITED } from '@/api/article-stock';
import { isNotFound } from '@/lib/api-client';
import { useCartStore } from './cart-store';
import { useFavouritesStore } from './favourites-store';
import { type ChosenSize, isLine } from './shop-item';
import { useUiStore } from './ui-store';

// Spec section 4: adding to the cart or to favourites first fetches the article, so the line holds
// the current name and price. A failed cart add is told with the spec's alert; favourites only log.

/**
 * How old a read of the article (and of its stock) may be for an add to take it as current: the page
 * the shopper taps on read both moments ago (the server rendered them), and asking again would keep a
 * phone's first tap waiting a round trip for the same answer. Older, or never read, they are fetched.
 */
const READ_FOR_ADD_FRESH_MS = 30_000;

const readArticle = (reads: QueryClient, articleId: number) =>
  reads.fetchQuery({ ...articleQuery(articleId), staleTime: READ_FOR_ADD_FRESH_MS });

const readStock = (reads: QueryClient, articleId: number) =>
  reads.fetchQuery({ ...articleStockQuery(articleId), staleTime: READ_FOR_ADD_FRESH_MS });

/**
 * What became of a cart add: `size-needed` when the article is sold in sizes and none was chosen,
 * `sold-out` when nothing (or not as many pieces as asked, with those in the cart) is left.
 */
export type AddToCartOutcome = 'added' | 'size-needed' | 'sold-out' | 'failed';

/**
 * Adds an article to the cart, in `size` when one was chosen on its page. Added from elsewhere (a
 * card, the favourites), an article sold in sizes is not added: the shopper is told to choose one;
 * nor is a sold-out one.
 */
export async function addToCartIn(
  reads: QueryClient,
  articleId: number,
  quantite = 1,
  size?: ChosenSize,
): Promise<AddToCartOutcome> {
  try {
    const [article, stock] = await Promise.all([
      readArticle(reads, articleId),
      size ? UNLIMITED : readStock(reads, articleId),
    ]);
    if (stock.sizes.length > 0) {
      useUiStore.getState().showToast(MESSAGES.sizeRequired);
      return 'size-needed';
    }
    if (isSoldOut(stock)) {
      useUiStore.getState().showToast(MESSAGES.articleSoldOut(article.nom));
      return 'sold-out';
    }
    const inCart = stock.oneSize ? quantityInCart(articleId) : 0;
    if (stock.oneSize && inCart + quantite > stock.oneSize.stock) {
      useUiStore.getState().showToast(MESSAGES.sizeNotEnough(null, stock.oneSize.stock, inCart));
      return 'sold-out';
    }
    useCartStore.getState().add(article, quantite, size);
    const named = size ? `« ${article.nom} » (taille ${size.taille})` : `« ${article.nom} »`;
    useUiStore.getState().showToast(`${named} a été ajouté au panier.`, 'cart');
    return 'added';
  } catch (error) {
    console.error(error);
    window.alert(MESSAGES.addToCartFailed);
    return 'failed';
  }
}

/** How many pieces of an article sold without a size choice the cart already holds. */
function quantityInCart(articleId: number): number {
  return useCartStore.getState().items.find((item) => isLine(item, articleId, undefined))?.quantite ?? 0;
}

export async function addToCart(
  reads: QueryClient,
  articleId: number,
  quantite = 1,
  size?: ChosenSize,
): Promise<boolean> {
  return (await addToCartIn(reads, articleId, quantite, size)) === 'added';
}

export async function addToFavourites(reads: QueryClient, articleId: number): Promise<boolean> {
  try {
    const article = await readArticle(reads, articleId);
    useFavouritesStore.getState().add(article);
    useUiStore.getState().showToast(`« ${article.nom} » a été ajouté à vos favoris.`, 'favourites');
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}

/** The pieces of a collection not added whole: those to choose a size for, and those sold out. */
export interface LeftOut {
  sizeNeeded: Article[];
  soldOut: Article[];
}

/**
 * A collection's articles, freshly fetched with the collection, go to the cart at once, except those
 * sold in sizes (no size is chosen here, and the shop takes no order for them without one) and those
 * sold out: both are returned, for the shopper to see on their pages. Nothing is added if a size list
 * fails.
 */
export async function addAllToCart(articles: readonly Article[]): Promise<LeftOut> {
  const stocks = await Promise.all(articles.map((article) => getArticleStock(article.id)));
  const stockAt = (index: number) => stocks[index] ?? UNLIMITED;
  const needSize = articles.filter((_, index) => stockAt(index).sizes.length > 0);
  const soldOut = articles.filter(
    (_, index) => stockAt(index).sizes.length === 0 && isSoldOut(stockAt(index)),
  );
  const ready = articles.filter((article) => !needSize.includes(article) && !soldOut.includes(article));
  const { add } = useCartStore.getState();
  for (const article of ready) add(article, 1);
  if (ready.length > 0) {
    useUiStore
      .getState()
      .showToast(`${ready.length} article${ready.length > 1 ? 's ajoutés' : ' ajouté'} au panier.`, 'cart');
  }
  return { sizeNeeded: needSize, soldOut };
}

export function addAllToFavourites(articles: readonly Article[]): void {
  const { add } = useFavouritesStore.getState();
  for (const article of articles) add(article);
  useUiStore
    .getState()
    .showToast(
      `${articles.length} article${articles.length > 1 ? 's ajoutés' : ' ajouté'} à vos favoris.`,
      'favourites',
    );
}

/** Moves every favourite to the cart (each fetched again, as any cart add) once the visitor confirms. */
export async function moveFavouritesToCart(reads: QueryClient): Promise<void> {
  if (!window.confirm(MESSAGES.confirmFavouritesToCart)) return;
  const { items, remove } = useFavouritesStore.getState();
  for (const item of items) {
    const outcome = await addToCartIn(reads, item.article_id, 1);
    // A favourite sold in sizes stays in the favourites until a size is chosen on its page, a sold-out
    // one until it is back.
    if (outcome === 'added') remove(item.article_id);
    else if (outcome === 'failed') return;
  }
}

/**
 * Fetches every cart article again, so the cart shows today's names and prices: a changed price is kept
 * with the old one beside it (`previous_prix_unitaire_millimes`), a vanished article is marked `unavailable`.
 * An article that cannot be fetched for another reason (network) is left as it was.
 */
export async function refreshCartPrices(): Promise<void> {
  // One request per article, however many of its variants are in the cart.
  const ids = [...new Set(useCartStore.getState().items.map((item) => item.article_id))];
  const results = await Promise.all(
    ids.map(async (id) => {
      try {
        return [id, await getArticle(id)] as const;
      } catch (error) {
        if (isNotFound(error)) return [id, null] as const;
        console.error(error);
        return [id, undefined] as const;
      }
    }),
  );
  const fresh = new Map<number, Article | null>();
  for (const [id, article] of results) if (article !== undefined) fresh.set(id, article);
  useCartStore.getState().refresh(fresh);
}
