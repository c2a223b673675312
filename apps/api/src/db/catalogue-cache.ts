import { LRUCache } from 'lru-cache';
import { type CatalogueChanges, watchCatalogueChanges } from './catalogue-changes.js';

const MAX_ENTRIES = 2_000;
/** Rendered storefront pages weigh tens of kilobytes each: fewer of them are kept. */
const MAX_PAGES = 300;
/** A safety net only: every change is announced at once while the listener is connected. */
const MAX_AGE_MS = 30_000;

/**
 * Answers about the catalogue kept in memory until the catalogue changes (any process, any tool: see
 * catalogue-changes.ts). While the change listener is not connected nothing is kept, so an answer is
 * never older than the last change PostgreSQL announced. Concurrent misses of one key share one load.
 */
export class CatalogueCache {
  private readonly entries = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS });
  private readonly pageEntries = new LRUCache<string, Promise<unknown>>({ max: MAX_PAGES, ttl: MAX_AGE_MS });
  private readonly changes: CatalogueChanges;
  /** Rendered storefront pages, forgotten with the answers they were made of. */
  readonly pages: CatalogueReader = { get: (key, load) => this.read(this.pageEntries, key, load) };

  constructor(databaseUrl: string, log?: (line: string) => void) {
    this.changes = watchCatalogueChanges(
      databaseUrl,
      () => {
        this.entries.clear();
        this.pageEntries.clear();
      },
      log,
    );
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.read(this.entries, key, load);
  }

  private read<T>(
    entries: LRUCache<string, Promise<unknown>>,
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    if (!this.changes.live) return load();
    const cached = entries.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const loading = load();
    entries.set(key, loading);
    // A failure (not found, database away) is answered, not remembered.
    loading.catch(() => {
      if (entries.peek(key) === loading) entries.delete(key);
    });
    return loading;
  }

  get live(): boolean {
    return this.changes.live;
  }

  stop(): Promise<void> {
    this.entries.clear();
    this.pageEntries.clear();
    return this.changes.stop();
  }
}

/** What a route reads through: the cache, or straight from the database when there is none. */
export type CatalogueReader = Pick<CatalogueCache, 'get'>;
export const UNCACHED: CatalogueReader = { get: (_key, load) => load() };
