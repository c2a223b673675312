import type { Article } from '@vitrine/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localStorageOptions } from './persisted';
import { type ShopItem, toShopItem, validItems } from './shop-item';
import { syncAcrossTabs } from './sync-tabs';

export const FAVOURITES_STORAGE_KEY = 'vitrine-favoris';

interface FavouritesState {
  items: ShopItem[];
  /** Adds an article; one already in the list is left as it is. */
  add: (article: Article) => void;
  remove: (articleId: number) => void;
  clear: () => void;
}

export const useFavouritesStore = create<FavouritesState>()(
  persist(
    (set) => ({
      items: [],
      add: (article) =>
        set(({ items }) =>
          items.some((item) => item.article_id === article.id)
            ? { items }
            : { items: [...items, toShopItem(article)] },
        ),
      remove: (articleId) =>
        set(({ items }) => ({ items: items.filter((item) => item.article_id !== articleId) })),
      clear: () => set({ items: [] }),
    }),
    localStorageOptions<FavouritesState, 'items'>(FAVOURITES_STORAGE_KEY, { items: validItems }),
  ),
);

syncAcrossTabs(useFavouritesStore);

export const selectFavouritesCount = (state: FavouritesState) => state.items.length;
export const selectIsFavourite = (articleId: number) => (state: FavouritesState) =>
  state.items.some((item) => item.article_id === articleId);
