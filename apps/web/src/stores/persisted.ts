import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

/** How each saved field is read back: a value that no longer parses gives `undefined` (keep the default). */
export type Restorers<S, K extends keyof S> = { [P in K]: (saved: unknown) => S[P] | undefined };

/** A saved shape that changed: its version now, and how an entry saved under an older one is read. */
export interface SavedShape {
  version: number;
  /** Turns what was saved under `version` (an older one) into the current shape, before `restore`. */
  migrate: (persisted: unknown, version: number) => unknown;
}

/**
 * Options of a zustand store kept in localStorage under `name`: only the fields listed in `restore` are
 * saved, and each is parsed on the way back, so an older or hand-edited entry cannot break the shop.
 * A store whose saved shape changed gives its version and migration (`shape`); others stay at 1.
 */
export function localStorageOptions<S extends object, K extends keyof S>(
  name: string,
  restore: Restorers<S, K>,
  shape?: SavedShape,
): PersistOptions<S, Pick<S, K>> {
  const keys = Object.keys(restore) as K[];
  return {
    name,
    version: shape?.version ?? 1,
    // What the migration returns is still only read through `restore` below.
    ...(shape && { migrate: (persisted, version) => shape.migrate(persisted, version) as Pick<S, K> }),
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
