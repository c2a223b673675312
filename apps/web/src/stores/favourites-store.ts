import type { Article } from '@vitrine/contracts';
import { createShopItemList, type ShopItemList } from './persisted-list';
import { toShopItem } from './shop-item';

export const FAVOURITES_STORAGE_KEY = 'vitrine-favoris';

interface FavouritesActions {
  /** Adds an article; one already in the list is left as it is. */
  add: (article: Article) => void;
}

type FavouritesState = ShopItemList & FavouritesActions;

export const useFavouritesStore = createShopItemList<FavouritesActions>(FAVOURITES_STORAGE_KEY, (update) => ({
  add: (article) =>
    update((items) =>
      items.some((item) => item.article_id === article.id) ? items : [...items, toShopItem(article)],
    ),
}));

export const selectFavouritesCount = (state: FavouritesState) => state.items.length;
export const selectIsFavourite = (articleId: number) => (state: FavouritesState) =>
  state.items.some((item) => item.article_id === articleId);
