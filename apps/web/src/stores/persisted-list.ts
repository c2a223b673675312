import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localStorageOptions, type Restorers } from './persisted';
import { migrateShopItems, SHOP_ITEMS_VERSION, type ShopItem, validItems } from './shop-item';
import { syncAcrossTabs } from './sync-tabs';

export interface ShopItemList {
  items: ShopItem[];
  remove: (articleId: number) => void;
  clear: () => void;
}

/** Replaces the list with what `change` makes of it. */
export type UpdateItems = (change: (items: ShopItem[]) => ShopItem[]) => void;

/**
 * A list of shop items kept in localStorage under `name` (an older shape migrated, each line parsed on
 * the way back) and followed across tabs. Every list can remove a line and be cleared; `actions` adds its own changes.
 */
export function createShopItemList<Actions extends object>(
  name: string,
  actions: (update: UpdateItems) => Actions,
) {
  const store = create<ShopItemList & Actions>()(
    persist(
      (set) => {
        const update: UpdateItems = (change) =>
          set((state) => ({ items: change(state.items) }) as Partial<ShopItemList & Actions>);
        return {
          items: [],
          remove: (articleId: number) =>
            update((items) => items.filter((item) => item.article_id !== articleId)),
          clear: () => update(() => []),
          ...actions(update),
        };
      },
      localStorageOptions<ShopItemList & Actions, 'items'>(
        name,
        {
          // TypeScript cannot see through the generic intersection that `items` is still ShopItem[].
          items: validItems as Restorers<ShopItemList & Actions, 'items'>['items'],
        },
        // Lines saved in dinars (version 1) are read back in millimes.
        { version: SHOP_ITEMS_VERSION, migrate: migrateShopItems },
      ),
    ),
  );
  syncAcrossTabs(store);
  return store;
}
