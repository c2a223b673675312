import { create } from 'zustand';

interface Rehydratable {
  persist: { rehydrate: () => Promise<void> | void; getOptions: () => { name?: string } };
}

const kept: Rehydratable[] = [];

/** Whether the stores have been read back: until then a page shows what the server showed. */
export const useRestoredFromBrowser = create<boolean>(() => false);

/**
 * Reads every persisted store back from localStorage. The server knows none of it, so the page is
 * first drawn as the server drew it (an empty cart), and the stores are read once it is hydrated.
 */
export async function restoreFromBrowser(): Promise<void> {
  await Promise.all(kept.map((store) => store.persist.rehydrate()));
  useRestoredFromBrowser.setState(true, true);
}

/**
 * Registers a persisted store for `restoreFromBrowser`, and reloads it when another tab of the shop
 * writes its localStorage entry.
 */
export function syncAcrossTabs(store: Rehydratable): () => void {
  kept.push(store);
  // A store whose code arrives after the page went live (the checkout's saved details) reads at once.
  if (useRestoredFromBrowser.getState()) void store.persist.rehydrate();
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage && event.key === store.persist.getOptions().name) {
      void store.persist.rehydrate();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
