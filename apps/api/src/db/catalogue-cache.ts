import { LRUCache } from 'lru-cache';
import { type CatalogueChanges, watchCatalogueChanges } from './catalogue-changes.js';

const MAX_ENTRIES = 2_000;
/** Rendered storefront pages weigh tens of kilobytes each: fewer of them are kept. */
const MAX_PAGES = 300;
/** A safety net only: every change is announced at once while the listener is connected. */
const MAX_AGE_MS = 30_000;
/** The memory kept answers and pages may take together, unless told otherwise (CATALOGUE_CACHE_MB). */
export const DEFAULT_CATALOGUE_CACHE_BYTES = 64 * 2 ** 20;
/** Rendered pages get this share of the budget, the API's answers the rest. */
const PAGES_SHARE = 0.25;
/** What an entry costs beyond its text: its key's place in the maps, the promise, the list links. */
const ENTRY_OVERHEAD_BYTES = 256;

export interface CatalogueCacheOptions {
  /** The memory, in bytes, that the answers and rendered pages kept may take together. */
  maxBytes?: number;
}

/** One kept answer: its load (settled or not), what it weighs in memory once known, and then its value. */
interface Entry {
  loading: Promise<unknown>;
  bytes: number;
  /** Set once the load has succeeded: what `loading` resolved to, for `peek`. */
  arrived?: { value: unknown };
}

/**
 * Answers about the catalogue kept in memory until the catalogue changes (any process, any tool: see
 * catalogue-changes.ts). While the change listener is not connected nothing is kept, so an answer is
 * never older than the last change PostgreSQL announced. Concurrent misses of one key share one load.
 * What is kept is bounded in bytes: past the budget the least recently used answers are forgotten
 * (2,000 distinct listings of 100 articles used to keep half a gigabyte for good).
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly pageEntries: LRUCache<string, Entry>;
  private readonly changes: CatalogueChanges;
  /** Rendered storefront pages, forgotten with the answers they were made of. */
  readonly pages: CatalogueReader = { get: (key, load) => this.read(this.pageEntries, key, load) };

  constructor(databaseUrl: string, log?: (line: string) => void, options: CatalogueCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_CATALOGUE_CACHE_BYTES;
    const pageBytes = Math.floor(maxBytes * PAGES_SHARE);
    this.entries = boundedCache(MAX_ENTRIES, maxBytes - pageBytes);
    this.pageEntries = boundedCache(MAX_PAGES, pageBytes);
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

  /** Bytes the kept answers and pages take, as counted against the budget. */
  get bytes(): { answers: number; pages: number } {
    return { answers: this.entries.calculatedSize, pages: this.pageEntries.calculatedSize };
  }

  /**
   * The answer kept under `key` once it has arrived, as `get` would give it (and as recently used), without
   * ever loading it: undefined when nothing has arrived for it yet, or while changes cannot be heard of.
   */
  peek(key: string): unknown {
    if (!this.changes.live) return undefined;
    return this.entries.get(key)?.arrived?.value;
  }

  /** Whether an answer is kept, without making it more recently used. */
  has(key: string): boolean {
    return this.entries.has(key, { updateAgeOnHas: false });
  }

  private read<T>(entries: LRUCache<string, Entry>, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.changes.live) return load();
    const cached = entries.get(key);
    if (cached) return cached.loading as Promise<T>;
    const loading = load();
    // Until it arrives an answer weighs its key only; then what it holds, unless it was forgotten
    // meanwhile (a change announced, or pushed out), when it is not kept again.
    const pending: Entry = { loading, bytes: 0 };
    entries.set(key, pending);
    loading.then(
      (value) => {
        if (entries.peek(key) === pending) {
          entries.set(key, { loading, bytes: memoryBytes(value), arrived: { value } }, { noUpdateTTL: true });
        }
      },
      // A failure (not found, database away) is answered, not remembered.
      () => {
        if (entries.peek(key) === pending) entries.delete(key);
      },
    );
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

function boundedCache(max: number, maxSize: number): LRUCache<string, Entry> {
  return new LRUCache<string, Entry>({
    max,
    ttl: MAX_AGE_MS,
    // An answer larger than the whole budget is answered, not kept.
    maxSize: Math.max(1, maxSize),
    sizeCalculation: (entry, key) => ENTRY_OVERHEAD_BYTES + memoryBytes(key) + entry.bytes,
  });
}

/**
 * What a kept answer takes in memory: its texts, each one byte a character, or two when it holds any
 * character past U+00FF (how V8 stores a string: a catalogue answer with one « ’ » weighs twice its
 * length). Objects and arrays (a rendered page with its ETag, the sitemap's files) count their texts.
 */
export function memoryBytes(value: unknown): number {
  if (typeof value === 'string') return value.length * (/[\u0100-\uffff]/.test(value) ? 2 : 1);
  if (Buffer.isBuffer(value)) return value.length;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + 8 + memoryBytes(item), 0);
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).reduce<number>((sum, item) => sum + 16 + memoryBytes(item), 0);
  }
  return 8;
}

/** What a route reads through: the cache, or straight from the database when there is none. */
export type CatalogueReader = Pick<CatalogueCache, 'get'> & Partial<Pick<CatalogueCache, 'peek'>>;
export const UNCACHED: CatalogueReader = { get: (_key, load) => load() };
