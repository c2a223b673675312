import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localStorageOptions } from './persisted';
import { restoreFromBrowser, syncAcrossTabs, useRestoredFromBrowser } from './sync-tabs';

interface Note {
  text: string;
}
const restoreText = { text: (saved: unknown) => (typeof saved === 'string' ? saved : undefined) };
const createNoteStore = (name: string) => {
  const store = create<Note>()(
    persist(() => ({ text: '' }), localStorageOptions<Note, 'text'>(name, restoreText)),
  );
  syncAcrossTabs(store);
  return store;
};
const keep = (name: string, text: string) =>
  localStorage.setItem(name, JSON.stringify({ state: { text }, version: 1 }));

describe('stores kept in the browser', () => {
  it('are read only once the page is live, as the server drew it before', async () => {
    useRestoredFromBrowser.setState(false, true);
    keep('note-a', 'gardé');
    const store = createNoteStore('note-a');
    expect(store.getState().text).toBe('');
    await restoreFromBrowser();
    expect(store.getState().text).toBe('gardé');
    expect(useRestoredFromBrowser.getState()).toBe(true);
  });

  it('read at once when their code arrives after the page went live', async () => {
    await restoreFromBrowser();
    keep('note-b', 'arrivé plus tard');
    const store = createNoteStore('note-b');
    await Promise.resolve();
    expect(store.getState().text).toBe('arrivé plus tard');
  });
});
