export interface CacheOptions {
  /** How long an answer is fresh. */
  ttlMs: number;
  /** How long past that it may still be served (flagged stale) while one refresh runs. */
  staleMs: number;
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
}

export interface CacheEntry<T> {
  value: T;
  fetchedAt: number;
}

export type CacheLookup<T> =
  { state: 'fresh'; entry: CacheEntry<T> } | { state: 'stale'; entry: CacheEntry<T> } | { state: 'miss' };

/** A provider's answers by a key the caller chooses (e.g. rounded coordinates), so visitors share them. */
export class ProviderCache<T> {
  private readonly entries = new Map<string, CacheEntry<T>>();
  hits = 0;
  lookups = 0;

  constructor(
    private readonly options: CacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CacheLookup<T> {
    this.lookups += 1;
    const entry = this.entries.get(key);
    if (!entry) return { state: 'miss' };
    const age = this.now() - entry.fetchedAt;
    if (age > this.options.ttlMs + this.options.staleMs) {
      this.entries.delete(key);
      return { state: 'miss' };
    }
    this.hits += 1;
    // Map order is insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { state: age > this.options.ttlMs ? 'stale' : 'fresh', entry };
  }

  set(key: string, value: T, fetchedAt = this.now()): CacheEntry<T> {
    const entry = { value, fetchedAt };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
