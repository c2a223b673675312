interface Rehydratable {
  persist: { rehydrate: () => Promise<void> | void; getOptions: () => { name?: string } };
}

/** Reloads a persisted store when another tab of the shop writes its localStorage entry. */
export function syncAcrossTabs(store: Rehydratable): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage && event.key === store.persist.getOptions().name) {
      void store.persist.rehydrate();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
