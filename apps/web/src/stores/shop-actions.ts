import { type Article, MESSAGES } from '@vitrine/contracts';
import { getArticle } from '@/api/article';
import { isNotFound } from '@/lib/api-client';
import { useCartStore } from './cart-store';
import { useFavouritesStore } from './favourites-store';
import { useUiStore } from './ui-store';

// Spec section 4: adding to the cart or to favourites first fetches the article, so the line holds
// the current name and price. A failed cart add is told with the spec's alert; favourites only log.

export async function addToCart(articleId: number, quantite = 1): Promise<boolean> {
  try {
    const article = await getArticle(articleId);
    useCartStore.getState().add(article, quantite);
    useUiStore.getState().showToast(`« ${article.nom} » a été ajouté au panier.`, 'cart');
    return true;
  } catch (error) {
    console.error(error);
    window.alert(MESSAGES.addToCartFailed);
    return false;
  }
}

export async function addToFavourites(articleId: number): Promise<boolean> {
  try {
    const article = await getArticle(articleId);
    useFavouritesStore.getState().add(article);
    useUiStore.getState().showToast(`« ${article.nom} » a été ajouté à vos favoris.`, 'favourites');
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}

/** A collection's articles, freshly fetched with the collection, all go to the cart at once. */
export function addAllToCart(articles: readonly Article[]): void {
  const { add } = useCartStore.getState();
  for (const article of articles) add(article, 1);
  useUiStore
    .getState()
    .showToast(
      `${articles.length} article${articles.length > 1 ? 's ajoutés' : ' ajouté'} au panier.`,
      'cart',
    );
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
export async function moveFavouritesToCart(): Promise<void> {
  if (!window.confirm(MESSAGES.confirmFavouritesToCart)) return;
  const { items, remove } = useFavouritesStore.getState();
  for (const item of items) {
    if (await addToCart(item.article_id, 1)) remove(item.article_id);
    else return;
  }
}

/**
 * Fetches every cart article again, so the cart shows today's names and prices: a changed price is kept
 * with the old one beside it (`previous_prix_unitaire`), a vanished article is marked `unavailable`.
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
