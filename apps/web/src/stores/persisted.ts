import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

/** How each saved field is read back: a value that no longer parses gives `undefined` (keep the default). */
export type Restorers<S, K extends keyof S> = { [P in K]: (saved: unknown) => S[P] | undefined };

/**
 * Options of a zustand store kept in localStorage under `name`: only the fields listed in `restore` are
 * saved, and each is parsed on the way back, so an older or hand-edited entry cannot break the shop.
 */
export function localStorageOptions<S extends object, K extends keyof S>(
  name: string,
  restore: Restorers<S, K>,
): PersistOptions<S, Pick<S, K>> {
  const keys = Object.keys(restore) as K[];
  return {
    name,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    // Read after hydration (restoreFromBrowser), never while the server's HTML is being taken over.
    skipHydration: true,
    partialize: (state) => Object.fromEntries(keys.map((key) => [key, state[key]])) as Pick<S, K>,
    merge: (persisted, current) => {
      const saved = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Record<
        K,
        unknown
      >;
      const restored: Partial<S> = {};
      for (const key of keys) {
        const value = restore[key](saved[key]);
        if (value !== undefined) restored[key] = value;
      }
      return { ...current, ...restored };
    },
  };
}
