import type { Answer, CachedAnswer, Shows } from './cached-answer.js';
import type { Reach } from './shown-products.js';

export type PublicCacheOptions = { ttlMs: number; maxEntries: number };

export type PublicCache = ReturnType<typeof createPublicCache>;

/**
 * Answers kept for `ttlMs`, by URL. A successful write through this instance empties it at
 * once, so an admin's change shows immediately here; other instances sharing the database see
 * it within `ttlMs`. A change of products (`forgetProducts`) forgets only the answers showing
 * them, and of those kept as cards only the ones whose card it changes.
 */
export function createPublicCache(options: PublicCacheOptions) {
  const entries = new Map<string, CachedAnswer>();
  /** Counts the clears: an answer read before a write must not be kept after it. */
  let generation = 0;
  const clearListeners: (() => void)[] = [];
  /** The answers showing each product, and those showing any product. */
  const showing = new Map<string, Set<string>>();
  const showingAny = new Set<string>();
  /**
   * Counts the batches of product changes; when each product last changed (any change, and
   * one a card shows): an answer read before its products changed must not be kept after.
   */
  let changes = 0;
  const changedAt = new Map<string, number>();
  const cardChangedAt = new Map<string, number>();
  let anyChangedAt = 0;
  let anyCardChangedAt = 0;

  function index(url: string, shows: Shows) {
    if (shows.products === 'all') showingAny.add(url);
    else {
      for (const id of shows.products) {
        let urls = showing.get(id);
        if (!urls) showing.set(id, (urls = new Set()));
        urls.add(url);
      }
    }
  }

  function drop(url: string) {
    const shows = entries.get(url)?.shows;
    entries.delete(url);
    if (!shows) return;
    if (shows.products === 'all') showingAny.delete(url);
    else {
      for (const id of shows.products) {
        const urls = showing.get(id);
        urls?.delete(url);
        if (urls?.size === 0) showing.delete(id);
      }
    }
  }

  /** Whether a product change since `since` reaches an answer that shows `shows`. */
  function changedSince(shows: Shows, since: number): boolean {
    if (shows.products === 'all') return (shows.asCards ? anyCardChangedAt : anyChangedAt) > since;
    const at = shows.asCards ? cardChangedAt : changedAt;
    for (const id of shows.products) if ((at.get(id) ?? 0) > since) return true;
    return false;
  }

  const reaches = (shows: Shows, reach: Reach) => reach !== 'stock' || !shows.asCards;

  function forgetAll() {
    entries.clear();
    showing.clear();
    showingAny.clear();
    generation++;
  }

  /**
   * A kept answer, also one that expired less than one time to live ago (`stale`), for a caller
   * that serves it while it makes a fresh one.
   */
  function lookup(url: string): { entry: CachedAnswer; stale: boolean } | undefined {
    const entry = entries.get(url);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expiresAt + options.ttlMs < now) {
      drop(url);
      return undefined;
    }
    return { entry, stale: entry.expiresAt < now };
  }

  /**
   * Drops the oldest eighth at once. A Map's first key is found past every slot deleted before
   * it, so dropping one answer per store made the walk, and each store, grow with the traffic.
   */
  function forgetOldest() {
    let count = Math.max(1, Math.floor(options.maxEntries / 8));
    for (const url of entries.keys()) {
      drop(url);
      if (--count === 0) break;
    }
  }

  return {
    enabled: options.ttlMs > 0,
    lookup,
    /** A kept answer that has not expired. */
    get(url: string): CachedAnswer | undefined {
      const kept = lookup(url);
      return kept && !kept.stale ? kept.entry : undefined;
    },
    /** Marks the start of a read whose answer may be stored; pass it to `store`. */
    generation: () => generation,
    /** Marks the products' changes a read began after; pass it to `store` with what it shows. */
    changes: () => changes,
    /**
     * Keeps an answer, unless the cache was cleared since its read began (`readSince`, from
     * `generation()`), or a product it shows changed since (`shown.since`, from `changes()`):
     * that answer may show what a write has just changed.
     */
    async store(
      url: string,
      answer: Answer & Pick<CachedAnswer, 'scriptHashes'>,
      readSince: number,
      shown?: { shows: Shows; since: number },
    ) {
      const entry: CachedAnswer = {
        ...answer,
        copies: {},
        expiresAt: Date.now() + options.ttlMs,
        shows: shown?.shows,
      };
      if (options.ttlMs <= 0 || readSince !== generation) return entry;
      if (shown && changedSince(shown.shows, shown.since)) return entry;
      if (entries.size >= options.maxEntries && !entries.has(url)) forgetOldest();
      // Re-inserted, so the map's order stays oldest first.
      drop(url);
      entries.set(url, entry);
      if (shown) index(url, shown.shows);
      return entry;
    },
    delete(url: string) {
      drop(url);
    },
    clear() {
      forgetAll();
      for (const listener of clearListeners) listener();
    },
    /** Forgets every answer, leaving the ready ones to their own refresh (`refreshSoon`). */
    forgetAll,
    /**
     * Forgets the answers that show a changed product (by how far each change reaches), and
     * those made from a list that may now hold other products (`lists`).
     */
    forgetProducts(changed: ReadonlyMap<string, Reach>) {
      changes++;
      let widest: Reach = 'stock';
      for (const [id, reach] of changed) {
        if (reach === 'lists') {
          widest = reach;
          forgetAll();
          break;
        }
        changedAt.set(id, changes);
        if (reach === 'card') {
          cardChangedAt.set(id, changes);
          widest = reach;
        }
        for (const url of showing.get(id) ?? []) {
          const shows = entries.get(url)?.shows;
          if (shows && reaches(shows, reach)) drop(url);
        }
      }
      anyChangedAt = changes;
      if (widest !== 'stock') anyCardChangedAt = changes;
      for (const url of showingAny) {
        const shows = entries.get(url)?.shows;
        if (shows && reaches(shows, widest)) drop(url);
      }
    },
    /** Called after every clear (a successful write): ready answers rebuild then. */
    onClear(listener: () => void) {
      clearListeners.push(listener);
    },
  };
}
