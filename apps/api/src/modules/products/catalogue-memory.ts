import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CatalogueSort, SearchPlan, SearchTerm } from '@shop/domain';
import type { Database, ListenWatch } from '../../db/client.js';
import { asciiJson } from '../../http/answers.js';
import { RANKED_MATCHES, type ProductQuery, type ProductRecord, type ProductRepo } from './repo.js';
import { toProductDto } from './service.js';

/**
 * One enabled product as the memory keeps it: its answer already written as JSON, and the
 * fields the shopper's filters and sorts read.
 */
export type CatalogueEntry = {
  id: string;
  slug: string;
  cat: string;
  brand: string;
  subCat: string | null;
  tags: string[];
  sizesInStock: string[];
  priceCents: number;
  /** created_at in microseconds, as PostgreSQL orders it (milliseconds would tie). */
  createdMicros: number;
  totalSales: number;
  /** The name's stems between spaces: whole-name and phrase matches rank first. */
  searchText: string;
  /** The search vector's lexemes (products.search_terms). */
  searchTerms: string[];
  inStock: boolean;
  json: string;
  /** Changes with every write of its row (PostgreSQL's xmin): what a resynchronisation compares. */
  rowVersion?: string;
  /** Its place in the memory's slot table (searches are sets of slots); -1 until kept. */
  slot: number;
};

/** The filters the memory answers: a shopper's, without a search. */
export type MemoryFilter = Pick<
  ProductQuery,
  'categories' | 'brands' | 'subcategories' | 'sizes' | 'tags'
>;

export type CatalogueMemoryOptions = {
  /** Enabled products' entries: every one, or those of `ids` (the others are gone or disabled). */
  load: (ids?: string[]) => Promise<CatalogueEntry[]>;
  /** Subscribes to the products' change notices (migration 0011); see Database.listen. */
  listen: (
    onMessage: (payload: string) => void,
    onLost: () => void,
    watch?: ListenWatch,
  ) => Promise<() => Promise<void>>;
  /**
   * Every enabled product's row version, by id: after notices may have been lost, only the
   * products whose version differs from the kept one are read again (decision 0032).
   */
  versions?: () => Promise<Map<string, string>>;
  /**
   * With a heartbeat (PostgreSQL): shoppers' reads use the memory only while a heartbeat sent
   * less than this long ago has come back with every notice before it read; otherwise they read
   * the database. Undefined: never stale (PGlite's notices are in-process).
   */
  staleAfterMs?: number;
  /** Sends a notice on the same channel, after every change this process has committed. */
  notify: (payload: string) => Promise<void>;
  log: { error: (details: object, message: string) => void };
  /** How long a write waits for the memory to catch up before it answers anyway. */
  syncTimeoutMs?: number;
  /** How long to wait before listening again when it failed at start. */
  retryListenMs?: number;
};

/**
 * One product as a read of changes found it: its answer before and after (undefined when it was
 * not kept, or is gone or disabled now), so what shows it can tell what changed.
 */
export type ProductChange = { id: string; before?: string; after?: string };

/**
 * Called after every change read into memory, with the products changed (undefined after a
 * whole read: any product may have changed), and after a settings notice.
 */
export type ChangeListener = (changed: 'products' | 'settings', products?: ProductChange[]) => void;

/** The notice the shop settings' trigger sends on the same channel (migration 0012). */
const SETTINGS_CHANGED = 'settings';

const byId = (a: CatalogueEntry, b: CatalogueEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The catalogue's sorts exactly as the SQL orders them (repo.ts ORDER_BY): ties by id. */
const SORTS: Record<CatalogueSort, (a: CatalogueEntry, b: CatalogueEntry) => number> = {
  price_asc: (a, b) => a.priceCents - b.priceCents || byId(a, b),
  price_desc: (a, b) => b.priceCents - a.priceCents || byId(a, b),
  novedades: (a, b) => b.createdMicros - a.createdMicros || byId(a, b),
  popular: (a, b) => b.totalSales - a.totalSales || byId(a, b),
};

/** Which matches a search ranks (repo.ts `ranked`): in stock first, then best sellers, id last. */
const byPopularity = (a: CatalogueEntry, b: CatalogueEntry) =>
  Number(b.inStock) - Number(a.inStock) || b.totalSales - a.totalSales || byId(b, a);

/** The orders kept sorted: the four sorts, and `ranked` (which matches a search ranks). */
type Order = CatalogueSort | 'ranked';
const ORDERS: Record<Order, (a: CatalogueEntry, b: CatalogueEntry) => number> = {
  ...SORTS,
  ranked: byPopularity,
};
const ORDER_NAMES = Object.keys(ORDERS) as Order[];

/** A word's first three letters (all of them when it is shorter) as a number. */
function startHash(word: string): number {
  let hash = 0;
  for (let at = 0; at < Math.min(3, word.length); at++) hash = hash * 31 + word.charCodeAt(at);
  return hash;
}

/**
 * A name key's words as two sets of 32 bits, of each word's start and of each two neighbours'
 * starts: a name that lacks a phrase's bits cannot hold the phrase, and is passed over without
 * being read (a cache miss each, at 100k products).
 */
type NameBits = { starts: number; pairs: number };

function nameBits(words: readonly string[]): NameBits {
  let starts = 0;
  let pairs = 0;
  words.forEach((word, at) => {
    starts |= 1 << (startHash(word) % 32);
    const next = words[at + 1];
    if (next !== undefined) pairs |= 1 << ((startHash(word) * 37 + startHash(next)) % 32);
  });
  return { starts, pairs };
}

/**
 * The bits a name holding ` ${phrase}` has: its words but the last are whole words of the name,
 * the last starts one, and only from three letters on does its start say what the word's is.
 */
function phraseBits(phrase: readonly string[]): NameBits {
  const last = phrase.length - 1;
  const known = phrase.length > 0 && phrase[last]!.length < 3 ? phrase.slice(0, last) : phrase;
  return nameBits(known);
}

/** A copy of `array` `length` long, the rest 0. */
function grown<T extends Float64Array | Int32Array>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}

/** A product's standing in a search's ranking (repo.ts `ranked`): in stock first, then best sellers. */
const standingOf = (entry: CatalogueEntry) => (entry.inStock ? 2 ** 40 : 0) + entry.totalSales;

const unfiltered = (filter: MemoryFilter) =>
  !filter.categories?.length &&
  !filter.brands?.length &&
  !filter.subcategories?.length &&
  !filter.sizes?.length &&
  !filter.tags?.length;

/** A set of kept products as one bit per slot: a search's words are unions and intersections. */
type Slots = Uint32Array;

/** `other` may be shorter (a kept set grows with its last slot): its missing words are 0. */
function and(kept: Slots, other: Slots): Slots {
  const end = Math.min(kept.length, other.length);
  for (let at = 0; at < end; at++) kept[at]! &= other[at]!;
  kept.fill(0, end);
  return kept;
}

/** `other` may be shorter (a kept set grows with its last slot): its missing words are 0. */
function or(kept: Slots, other: Slots): Slots {
  const end = Math.min(kept.length, other.length);
  for (let at = 0; at < end; at++) kept[at]! |= other[at]!;
  return kept;
}

/** Puts `slot` in the set `key` of `sets`, growing it; true when the set is new. */
function addSlot(sets: Map<string, Slots>, key: string, slot: number): boolean {
  let bits = sets.get(key);
  const isNew = !bits;
  const word = slot >>> 5;
  if (!bits || bits.length <= word) {
    const grown = new Uint32Array(Math.max(word + 1, (bits?.length ?? 0) * 2, 32));
    if (bits) grown.set(bits);
    bits = grown;
    sets.set(key, bits);
  }
  bits[word]! |= 1 << (slot & 31);
  return isNew;
}

function removeSlot(sets: Map<string, Slots>, key: string, slot: number) {
  const bits = sets.get(key);
  if (bits && bits.length > slot >>> 5) bits[slot >>> 5]! &= ~(1 << (slot & 31));
}

const has = (slots: Slots, slot: number) => (slots[slot >>> 5]! & (1 << (slot & 31))) !== 0;
const inSet = (slots: Slots) => (slot: number) => has(slots, slot);

/** `valueOf` of each slot set, in slot order (`total` of them). */
function valuesIn(slots: Slots, total: number, valueOf: Int32Array): Int32Array {
  const values = new Int32Array(total);
  let next = 0;
  for (let at = 0; at < slots.length; at++) {
    let word = slots[at]!;
    while (word !== 0) {
      const lowest = word & -word;
      values[next++] = valueOf[at * 32 + 31 - Math.clz32(lowest)]!;
      word ^= lowest;
    }
  }
  return values;
}

function count(slots: Slots): number {
  let total = 0;
  for (let at = 0; at < slots.length; at++) {
    let word = slots[at]! - ((slots[at]! >>> 1) & 0x55555555);
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    total += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/**
 * The sets a read works in, kept from one read to the next: a read runs without a pause, so
 * each begins by taking them all back (`reset`). Allocating a set of every product (12 KB at
 * 100k) for each word and filter of each read cost more than the work done in it.
 */
function createScratch() {
  const sets: Slots[] = [];
  let used = 0;
  return {
    reset() {
      used = 0;
    },
    /** A set of `words` words, all 0, that no other set of this read uses. */
    blank(words: number): Slots {
      let set = sets[used];
      if (set?.length === words) set.fill(0);
      else sets[used] = set = new Uint32Array(words);
      used++;
      return set;
    },
  };
}

/** Above this many products changed at once, reading everything again is simpler. */
const MAX_PARTIAL_READ = 1000;
/** How long after a failed read of changes the next one starts. */
const RETRY_READ_MS = 1000;
/** How long a process whose notices could not be listened to waits before it tries again. */
const RETRY_LISTEN_MS = 5000;
/**
 * A shopper's filters, each as the key of one value's products: within a filter any value
 * matches, and every filter given must match.
 */
const FILTER_KINDS = [
  ['c', (filter: MemoryFilter) => filter.categories],
  ['b', (filter: MemoryFilter) => filter.brands],
  ['s', (filter: MemoryFilter) => filter.subcategories],
  ['z', (filter: MemoryFilter) => filter.sizes],
  ['t', (filter: MemoryFilter) => filter.tags],
] as const;

/** The filter values a product has, as FILTER_KINDS keys. */
function filterKeysOf(entry: CatalogueEntry): string[] {
  return [
    `c${entry.cat}`,
    `b${entry.brand}`,
    ...(entry.subCat === null ? [] : [`s${entry.subCat}`]),
    ...entry.sizesInStock.map((size) => `z${size}`),
    ...entry.tags.map((tag) => `t${tag}`),
  ];
}

/** Where `entry` sits, or would sit, in `list` ordered by `compare`. */
function positionOf(
  list: CatalogueEntry[],
  entry: CatalogueEntry,
  compare: (a: CatalogueEntry, b: CatalogueEntry) => number,
): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(list[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The enabled catalogue in this process's memory, for shoppers' reads without a search: a
 * product by slug, a filtered and sorted page with its total, the whole list. Kept by the
 * database's change notices (every process sees every instance's writes, each committed
 * change re-read by id), so a shopper's read costs no query. Until the first load ends, and for
 * searches and admins' reads, the service reads the database as before.
 */
export function createCatalogueMemory(options: CatalogueMemoryOptions) {
  const syncTimeoutMs = options.syncTimeoutMs ?? 2000;
  const token = randomUUID();
  let entries = new Map<string, CatalogueEntry>();
  let slugs = new Map<string, CatalogueEntry>();
  let sorted = {} as Record<Order, CatalogueEntry[]>;
  /**
   * The slots of each kept order, in that order (its length is the order's, the rest is room to
   * grow): a filtered walk reads these numbers, not the products scattered in memory.
   */
  let orderSlots = {} as Record<Order, Int32Array>;
  /**
   * Each order's place of every slot, made when a search or filter sorts its matches (numbers
   * sort far faster than products compared field by field) and forgotten on any change.
   */
  let places: Partial<Record<Order, Int32Array>> = {};
  /** Each filter value's products, one bit per slot (FILTER_KINDS keys). */
  const filterBits = new Map<string, Slots>();
  /**
   * The search vector as an inverted index, lexeme → products (one bit per slot, so a search's
   * words are a few thousand word operations at any size); lexemes sorted for prefixes. A
   * lexeme no product has any more keeps an empty set until the next whole read.
   */
  const postings = new Map<string, Slots>();
  let lexemes: string[] | undefined;
  /** Kept products by slot; a removed product's slot is given to the next one kept. */
  let bySlot: (CatalogueEntry | undefined)[] = [];
  let freeSlots: number[] = [];
  /**
   * What a search's ranking reads of each match, by slot, beside the products: at 100k products
   * reading them off the scattered products cost a cache miss each (RESULTS.md, issue 15).
   */
  let standings = new Float64Array(1024);
  let nameStarts = new Int32Array(1024);
  let namePairs = new Int32Array(1024);
  let names: string[] = [];
  /** The slots of each name key (searchText): the whole-name tier is a lookup. */
  const wholeNames = new Map<string, number[]>();
  let loaded = false;
  let markLoaded: () => void = () => undefined;
  const firstLoad = new Promise<void>((resolve) => (markLoaded = resolve));

  const pending = new Set<string>();
  let readAll = true;
  /** Notices may have been lost: compare row versions, then read what differs. */
  let resyncWanted = false;
  /** Product notices received so far, and how many of them have been read into memory. */
  let received = 0;
  let readThrough = 0;
  /** Syncs whose marker came back, until the notices received before it are read. */
  const readWaiters: { through: number; resolve: () => void }[] = [];
  /** Heartbeats come back, each with the notices received before it: fresh once those are read. */
  const beats: { through: number; sentAt: number }[] = [];
  /** When the newest heartbeat whose notices are all read was sent (performance.now()). */
  let freshAsOf = -Infinity;
  /** No listening connection can be opened: the database is away, so nothing can change. */
  let unreachable = false;
  /** Reads of the whole catalogue, and of products by id (tests, benches). */
  const reads = { whole: 0, changed: 0 };
  let running: Promise<void> | undefined;
  /** When a read of changes last failed (monotonic clock): the next waits RETRY_READ_MS. */
  let failedAt = -Infinity;
  let barrier = 0;
  /** Each barrier notice sent, until the changes committed before it have been read. */
  const caughtUpAt = new Map<number, { done: Promise<void>; resolve: () => void }>();
  /** One barrier notice in flight at a time; the syncs asked for meanwhile share the next. */
  let barrierInFlight: Promise<unknown> = Promise.resolve();
  let nextBarrier: Promise<number> | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Counts the shop settings' change notices (migration 0012): pages show the settings. */
  let settingsVersion = 0;
  const changeListeners: ChangeListener[] = [];
  const scratch = createScratch();

  function index(entry: CatalogueEntry) {
    entry.slot = freeSlots.pop() ?? bySlot.length;
    bySlot[entry.slot] = entry;
    if (standings.length <= entry.slot) {
      standings = grown(standings, standings.length * 2);
      nameStarts = grown(nameStarts, standings.length);
      namePairs = grown(namePairs, standings.length);
    }
    standings[entry.slot] = standingOf(entry);
    const bits = nameBits(entry.searchText.split(' ').filter(Boolean));
    nameStarts[entry.slot] = bits.starts;
    namePairs[entry.slot] = bits.pairs;
    names[entry.slot] = entry.searchText;
    const sameName = wholeNames.get(entry.searchText);
    if (sameName) sameName.push(entry.slot);
    else wholeNames.set(entry.searchText, [entry.slot]);
    for (const key of filterKeysOf(entry)) addSlot(filterBits, key, entry.slot);
    for (const term of entry.searchTerms) {
      if (addSlot(postings, term, entry.slot)) lexemes = undefined;
    }
  }

  function unindex(entry: CatalogueEntry) {
    bySlot[entry.slot] = undefined;
    freeSlots.push(entry.slot);
    names[entry.slot] = '';
    const sameName = wholeNames.get(entry.searchText) ?? [];
    sameName.splice(sameName.indexOf(entry.slot), 1);
    if (sameName.length === 0) wholeNames.delete(entry.searchText);
    for (const key of filterKeysOf(entry)) removeSlot(filterBits, key, entry.slot);
    for (const term of entry.searchTerms) removeSlot(postings, term, entry.slot);
  }

  function replaceAll(list: CatalogueEntry[]) {
    places = {};
    postings.clear();
    filterBits.clear();
    lexemes = undefined;
    bySlot = [];
    freeSlots = [];
    names = [];
    wholeNames.clear();
    list.forEach(index);
    entries = new Map(list.map((entry) => [entry.id, entry]));
    slugs = new Map(list.map((entry) => [entry.slug, entry]));
    sorted = Object.fromEntries(
      ORDER_NAMES.map((order) => [order, [...list].sort(ORDERS[order])]),
    ) as Record<Order, CatalogueEntry[]>;
    orderSlots = Object.fromEntries(
      ORDER_NAMES.map((order) => {
        const slots = new Int32Array(Math.max(64, Math.ceil(list.length * 1.25)));
        sorted[order].forEach((entry, at) => (slots[at] = entry.slot));
        return [order, slots];
      }),
    ) as Record<Order, Int32Array>;
  }

  function remove(entry: CatalogueEntry) {
    places = {};
    unindex(entry);
    entries.delete(entry.id);
    if (slugs.get(entry.slug) === entry) slugs.delete(entry.slug);
    for (const order of ORDER_NAMES) {
      const list = sorted[order];
      const at = positionOf(list, entry, ORDERS[order]);
      if (list[at] !== entry) continue;
      orderSlots[order].copyWithin(at, at + 1, list.length);
      list.splice(at, 1);
    }
  }

  function insert(entry: CatalogueEntry) {
    places = {};
    index(entry);
    entries.set(entry.id, entry);
    slugs.set(entry.slug, entry);
    for (const order of ORDER_NAMES) {
      const list = sorted[order];
      const at = positionOf(list, entry, ORDERS[order]);
      let slots = orderSlots[order];
      if (slots.length <= list.length) {
        slots = orderSlots[order] = grown(slots, Math.max(64, slots.length * 2));
      }
      slots.copyWithin(at + 1, at, list.length);
      slots[at] = entry.slot;
      list.splice(at, 0, entry);
    }
  }

  /** Notices up to `through` are in memory: heartbeats that waited for them make it fresh. */
  function markRead(through: number) {
    readThrough = Math.max(readThrough, through);
    while (beats.length > 0 && beats[0]!.through <= readThrough) {
      freshAsOf = Math.max(freshAsOf, beats.shift()!.sentAt);
    }
    for (const waiter of [...readWaiters]) {
      if (waiter.through > readThrough) continue;
      readWaiters.splice(readWaiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  /** The products whose row changed, appeared or went since they were read (by row version). */
  async function changedRows(versions: () => Promise<Map<string, string>>): Promise<string[]> {
    const now = await versions();
    const changed: string[] = [];
    for (const [id, version] of now) {
      if (entries.get(id)?.rowVersion !== version) changed.push(id);
    }
    for (const id of entries.keys()) if (!now.has(id)) changed.push(id);
    return changed;
  }

  /** Reads what changed (or everything) until nothing is pending; one reader at a time. */
  async function catchUp(): Promise<void> {
    while (readAll || resyncWanted || pending.size > 0) {
      if (resyncWanted && !readAll && options.versions) {
        resyncWanted = false;
        const through = received;
        // Listening began before this comparison: once what it finds is read, the memory holds
        // every change committed before it started, as after a heartbeat sent then.
        beats.push({ through, sentAt: performance.now() });
        try {
          for (const id of await changedRows(options.versions)) pending.add(id);
        } catch (error) {
          options.log.error({ err: error }, 'catalogue memory: comparing row versions failed');
          resyncWanted = true;
          failedAt = performance.now();
          return;
        }
        if (pending.size === 0) markRead(through);
        continue;
      }
      if (resyncWanted) readAll = true;
      resyncWanted = false;
      const all = readAll || pending.size > MAX_PARTIAL_READ;
      const ids = all ? undefined : [...pending];
      const through = received;
      // A whole read holds every change committed before it started (listening began earlier).
      if (all) beats.push({ through, sentAt: performance.now() });
      readAll = false;
      pending.clear();
      try {
        const fresh = await options.load(ids);
        reads[ids ? 'changed' : 'whole']++;
        let changes: ProductChange[] | undefined;
        if (ids) {
          const byId = new Map<string, ProductChange>(
            ids.map((id) => [id, { id, before: entries.get(id)?.json }]),
          );
          for (const id of ids) {
            const old = entries.get(id);
            if (old) remove(old);
          }
          for (const entry of fresh) {
            insert(entry);
            byId.set(entry.id, {
              id: entry.id,
              before: byId.get(entry.id)?.before,
              after: entry.json,
            });
          }
          changes = [...byId.values()];
        } else {
          replaceAll(fresh);
          loaded = true;
          markLoaded();
        }
        markRead(through);
        for (const listener of changeListeners) listener('products', changes);
      } catch (error) {
        options.log.error({ err: error }, 'catalogue memory: reading the changes failed');
        if (ids) ids.forEach((id) => pending.add(id));
        else readAll = true;
        // Serve what is kept, and try again a moment later.
        failedAt = performance.now();
        return;
      }
    }
  }

  function requestCatchUp(): Promise<void> {
    running ??= catchUp().finally(() => {
      running = undefined;
      if (!readAll && !resyncWanted && pending.size === 0) return;
      const wait = failedAt + RETRY_READ_MS - performance.now();
      if (wait <= 0) void requestCatchUp();
      else setTimeout(() => void requestCatchUp(), wait).unref();
    });
    return running;
  }

  function onMessage(payload: string) {
    if (payload.startsWith('sync:')) {
      const [, from, count] = payload.split(':');
      if (from !== token) return;
      const waiting = caughtUpAt.get(Number(count));
      // Every change committed before this notice was received before it: answered once those
      // are read, not once no notice is left to read (on a sale day, orders' notices never stop).
      if (waiting) {
        const caughtUp = () => {
          caughtUpAt.delete(Number(count));
          waiting.resolve();
        };
        if (readThrough >= received) caughtUp();
        else {
          readWaiters.push({ through: received, resolve: caughtUp });
          void requestCatchUp();
        }
      }
      return;
    }
    if (payload === SETTINGS_CHANGED) {
      settingsChanged();
      return;
    }
    received++;
    if (payload === '*') readAll = true;
    else for (const id of payload.split(',')) if (id) pending.add(id);
    void requestCatchUp();
  }

  /** The listening connection's heartbeat: notices before it were received (db/client.ts). */
  const watch: ListenWatch = {
    beat(sentAt) {
      beats.push({ through: received, sentAt });
      markRead(readThrough);
      if (beats.length > 0) void requestCatchUp();
    },
    unreachable(down) {
      unreachable = down;
    },
  };

  /** Whether the memory holds every change committed up to staleAfterMs ago. */
  function isFresh(): boolean {
    if (!loaded) return false;
    if (options.staleAfterMs === undefined) return true;
    return performance.now() - freshAsOf < options.staleAfterMs;
  }

  /**
   * Sends a barrier notice after every commit made before this call, and gives its number. A
   * notice already on its way may have left before them, so the caller waits for the next one,
   * which every sync asked for meanwhile shares (one notice per round trip under a rush of writes).
   */
  function sendBarrier(): Promise<number> {
    nextBarrier ??= barrierInFlight.then(async () => {
      nextBarrier = undefined;
      const count = ++barrier;
      let resolve: () => void = () => undefined;
      const done = new Promise<void>((r) => (resolve = r));
      caughtUpAt.set(count, { done, resolve });
      const sent = options.notify(`sync:${token}:${count}`);
      barrierInFlight = sent.catch(() => undefined);
      try {
        await sent;
      } catch (error) {
        caughtUpAt.delete(count);
        throw error;
      }
      return count;
    });
    return nextBarrier;
  }

  function settingsChanged() {
    settingsVersion++;
    for (const listener of changeListeners) listener('settings');
  }

  function onLost() {
    // A settings notice may have been missed too.
    settingsChanged();
    // Counted as a notice: fresh again only once the comparison below has been read.
    received++;
    beats.length = 0;
    if (loaded && options.versions) resyncWanted = true;
    else readAll = true;
    // Barrier notices may be lost with the connection: the whole read covers what they waited for.
    const waiting = [...caughtUpAt.values()];
    caughtUpAt.clear();
    void requestCatchUp().then(() => waiting.forEach(({ resolve }) => resolve()));
  }

  /** The products the filters let through, or undefined when there is no filter. */
  function filtered(filter: MemoryFilter): Slots | undefined {
    if (unfiltered(filter)) return undefined;
    const words = Math.ceil(bySlot.length / 32);
    let found: Slots | undefined;
    for (const [kind, valuesOf] of FILTER_KINDS) {
      const values = valuesOf(filter);
      if (!values?.length) continue;
      const any = scratch.blank(words);
      for (const value of values) {
        const bits = filterBits.get(kind + value);
        if (bits) or(any, bits);
      }
      found = found ? and(found, any) : any;
    }
    return found;
  }

  /** The sets of the products whose vector holds the term: that lexeme's, or (a prefix) every lexeme's it starts. */
  function holdersOf(term: SearchTerm): Slots[] {
    if (!term.prefix) {
      const holders = postings.get(term.stem);
      return holders ? [holders] : [];
    }
    lexemes ??= [...postings.keys()].sort();
    let low = 0;
    let high = lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (lexemes[middle]! < term.stem) low = middle + 1;
      else high = middle;
    }
    const found: Slots[] = [];
    for (let at = low; at < lexemes.length && lexemes[at]!.startsWith(term.stem); at++) {
      found.push(postings.get(lexemes[at]!)!);
    }
    return found;
  }

  /** A set of this read holding the union of `sets`: the first copied (a fast copy), the rest or-ed in. */
  function unionOf(sets: readonly Slots[], words: number): Slots {
    const union = scratch.blank(words);
    sets.forEach((set, at) => {
      if (at === 0) union.set(set.length > words ? set.subarray(0, words) : set);
      else or(union, set);
    });
    return union;
  }

  /**
   * What the plan's text-search query matches (search/service.ts toTsQuery): `query`, typo
   * corrections included, or without them `exact`, what was typed. Each pass over a set costs
   * a few µs at 100k products, so a word held by one lexeme is intersected in place.
   */
  function planMatches(plan: SearchPlan, corrections = true): Slots {
    const words = Math.ceil(bySlot.length / 32);
    let found: Slots | undefined;
    for (const clause of plan.clauses) {
      // Each alternative as its terms' holders: all of its terms, any holder of a term.
      const alternatives = clause.alternatives
        .filter((alternative) => alternative.terms.length > 0 && (corrections || !alternative.typo))
        .map((alternative) => alternative.terms.map(holdersOf));
      const only = alternatives.length === 1 ? alternatives[0]! : [];
      if (found && only.length === 1 && only[0]!.length === 1) {
        and(found, only[0]![0]!);
        continue;
      }
      let clauseFound: Slots | undefined;
      for (const [first, ...rest] of alternatives) {
        const all = unionOf(first!, words);
        for (const other of rest) and(all, unionOf(other, words));
        clauseFound = clauseFound ? or(clauseFound, all) : all;
      }
      clauseFound ??= scratch.blank(words);
      found = found ? and(found, clauseFound) : clauseFound;
    }
    return found ?? scratch.blank(words);
  }

  function placesIn(order: Order): Int32Array {
    let kept = places[order];
    if (!kept) {
      kept = new Int32Array(bySlot.length);
      const slots = orderSlots[order];
      const length = sorted[order].length;
      for (let at = 0; at < length; at++) kept[slots[at]!] = at;
      places[order] = kept;
    }
    return kept;
  }

  /** The slots of the first `wanted` of `found` (`total` of them) in `order`: sorted when few, else read off the kept order. */
  function firstSlotsInOrder(found: Slots, total: number, order: Order, wanted: number) {
    const length = sorted[order].length;
    const slots = orderSlots[order];
    const want = Math.min(wanted, total);
    // Sorting the matches costs about total × log(total); walking the kept order until `want`
    // are found visits about want × length / total products.
    if (want > 0 && total * Math.log2(total + 2) < (want * length) / total) {
      const matched = valuesIn(found, total, placesIn(order)).sort().subarray(0, want);
      return matched.map((place) => slots[place]!);
    }
    const picked = new Int32Array(want);
    for (let at = 0, next = 0; next < want && at < length; at++) {
      if (has(found, slots[at]!)) picked[next++] = slots[at]!;
    }
    return picked;
  }

  const entriesOf = (slots: ArrayLike<number>) => Array.from(slots, (slot) => bySlot[slot]!);

  function firstInOrder(found: Slots, total: number, order: Order, wanted: number) {
    return entriesOf(firstSlotsInOrder(found, total, order, wanted));
  }

  /**
   * The first `wanted` of `ranked` (matches in `ranked` order) by relevance (repo.ts
   * `relevance`), tier by tier: the whole name, the phrase, every word exactly, typos. Each
   * tier's test runs only on the matches no better tier took, and its walk stops once it has
   * enough and has passed their standing, whose ties go by id the other way round. A page of a
   * broad search tests a few dozen matches instead of ranking hundreds.
   */
  function firstByRelevance(ranked: Int32Array, plan: SearchPlan, wanted: number): number[] {
    const phrase = plan.phrase.join(' ');
    const sameName = wholeNames.get(` ${phrase} `);
    const start = ` ${phrase}`;
    const wantedBits = phraseBits(plan.phrase);
    const anyMatch = () => true;
    const corrected = plan.clauses.some((clause) => clause.alternatives.some((alt) => alt.typo));
    const tiers: ((slot: number) => boolean)[] = [
      ...(sameName ? [(slot: number) => sameName.includes(slot)] : []),
      (slot) =>
        (nameStarts[slot]! & wantedBits.starts) === wantedBits.starts &&
        (namePairs[slot]! & wantedBits.pairs) === wantedBits.pairs &&
        names[slot]!.includes(start),
      // The exact words, then the typos; without corrections every match has the exact words.
      ...(corrected ? [inSet(planMatches(plan, false)), anyMatch] : [anyMatch]),
    ];
    const taken = new Uint8Array(ranked.length);
    const picked: number[] = [];
    for (const inTier of tiers) {
      const need = wanted - picked.length;
      if (need <= 0) break;
      for (const at of bestInTier(ranked, taken, inTier, need)) {
        taken[at] = 1;
        picked.push(ranked[at]!);
      }
    }
    return picked;
  }

  /**
   * Where in `ranked` the first `need` matches not `taken` that pass `inTier` are, in the
   * tier's order: by standing, then by id, which `ranked` has the other way round within a
   * standing. So the walk stops at the `need`th, and the rest of its standing (often most of
   * the matches: products that never sold tie) is read from its end, smallest ids first.
   */
  function bestInTier(
    ranked: Int32Array,
    taken: Uint8Array,
    inTier: (slot: number) => boolean,
    need: number,
  ): number[] {
    const standing = (at: number) => standings[ranked[at]!]!;
    const passing: number[] = [];
    let at = 0;
    for (; at < ranked.length && passing.length < need; at++) {
      if (!taken[at] && inTier(ranked[at]!)) passing.push(at);
    }
    const last = standing(passing[passing.length - 1] ?? 0);
    let end = at;
    while (passing.length === need && end < ranked.length && standing(end) === last) end++;
    const lastRunEnd: number[] = [];
    for (let back = end - 1; back >= at && lastRunEnd.length < need; back--) {
      if (!taken[back] && inTier(ranked[back]!)) lastRunEnd.push(back);
    }
    const lastRunStart = passing.findIndex((found) => standing(found) === last);
    const above = lastRunStart < 0 ? passing : passing.slice(0, lastRunStart);
    const lastRun = lastRunStart < 0 ? [] : passing.slice(lastRunStart).reverse();
    return [...inTierOrder(above, standing), ...lastRunEnd, ...lastRun].slice(0, need);
  }

  /** Matches in `ranked` order put in a tier's order: each run of equal standing the other way round. */
  function inTierOrder(tier: readonly number[], standing: (at: number) => number): number[] {
    const ordered: number[] = [];
    for (let start = 0; start < tier.length;) {
      let end = start + 1;
      while (end < tier.length && standing(tier[end]!) === standing(tier[start]!)) end++;
      for (let at = end - 1; at >= start; at--) ordered.push(tier[at]!);
      start = end;
    }
    return ordered;
  }

  /**
   * A search as repo.ts runs it: every match that passes the filters counts; with a sort, they
   * come in its order; by relevance, a page ranks the best-selling matches (in stock first, at
   * least RANKED_MATCHES) by whole name, phrase, exact words, typos, then stock and sales.
   */
  function searched(
    plan: SearchPlan,
    filter: MemoryFilter,
    sort: CatalogueSort | 'relevance',
    page?: { offset: number; limit: number },
  ): { list: CatalogueEntry[]; total: number } {
    scratch.reset();
    const found = planMatches(plan);
    const passing = filtered(filter);
    if (passing) and(found, passing);
    const total = count(found);
    const wanted = page ? page.offset + page.limit : total;
    if (sort !== 'relevance') return { list: firstInOrder(found, total, sort, wanted), total };
    const ranked = firstSlotsInOrder(
      found,
      total,
      'ranked',
      page ? Math.max(RANKED_MATCHES, wanted) : total,
    );
    return { list: entriesOf(firstByRelevance(ranked, plan, wanted)), total };
  }

  return {
    /** A page of a search's matches as JSON texts, and how many match. */
    search(
      plan: SearchPlan,
      filter: MemoryFilter,
      sort: CatalogueSort | 'relevance',
      offset: number,
      limit: number,
    ) {
      const { list, total } = searched(plan, filter, sort, { offset, limit });
      return { items: list.slice(offset, offset + limit).map((e) => e.json), total };
    },
    /** Every match of a search, in order, as JSON texts. */
    searchAll(plan: SearchPlan, filter: MemoryFilter, sort: CatalogueSort | 'relevance') {
      return searched(plan, filter, sort).list.map((entry) => entry.json);
    },
    /**
     * Listens for changes, then reads the whole catalogue once (in the background). When the
     * notices cannot be listened to (no connection to spare), the shop starts anyway, reading the
     * database, and tries again.
     */
    async start(): Promise<void> {
      try {
        stopListening = await options.listen(onMessage, onLost, watch);
        void requestCatchUp();
      } catch (error) {
        if (stopped) return;
        options.log.error({ err: error }, 'catalogue memory: cannot listen for changes yet');
        retryTimer = setTimeout(() => void this.start(), options.retryListenMs ?? RETRY_LISTEN_MS);
        retryTimer.unref();
      }
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(retryTimer);
      await stopListening?.();
      stopListening = undefined;
      await running;
    },
    /**
     * Whether shoppers' reads may come from memory: it is fresh, or the database is out of reach
     * (nothing can change it meanwhile, and the memory is all there is to serve).
     */
    get ready(): boolean {
      return loaded && (isFresh() || unreachable);
    },
    /**
     * Whether it holds every change committed up to `staleAfterMs` ago (always on PGlite, once
     * loaded): the checkout prices from memory only then.
     */
    get fresh(): boolean {
      return isFresh();
    },
    /** Whether its first read has ended (it may be stale since). */
    get loadedOnce(): boolean {
      return loaded;
    },
    /** How many whole reads and reads by id have ended (tests, benches). */
    get reads(): { whole: number; changed: number } {
      return { ...reads };
    },
    /** Resolves once the first read has ended (tests, benches). */
    loaded: (): Promise<void> => firstLoad,
    /** An enabled product by id or slug, as JSON. */
    find(idOrSlug: string): string | undefined {
      return (entries.get(idOrSlug) ?? slugs.get(idOrSlug))?.json;
    },
    /**
     * Every enabled product's slug and answer, best-selling first. A product's answer is a new
     * string after every change to it, so a page made from one can tell whether it still holds.
     */
    bestSellers(): { slug: string; json: string }[] {
      if (!loaded) return [];
      return sorted.popular.map(({ slug, json }) => ({ slug, json }));
    },
    /** Changes with every notice that the shop's settings changed. */
    get settingsVersion(): number {
      return settingsVersion;
    },
    /** Called after every change read into memory, and after a settings notice. */
    onChange(listener: ChangeListener) {
      changeListeners.push(listener);
    },
    /** A page of products as JSON texts, and how many match. */
    page(filter: MemoryFilter, sort: CatalogueSort, offset: number, limit: number) {
      scratch.reset();
      const found = filtered(filter);
      const total = found ? count(found) : sorted[sort].length;
      const list = found ? firstInOrder(found, total, sort, offset + limit) : sorted[sort];
      return { items: list.slice(offset, offset + limit).map((e) => e.json), total };
    },
    /** Every product that matches, in `sort`'s order, as JSON texts. */
    all(filter: MemoryFilter, sort: CatalogueSort): string[] {
      scratch.reset();
      const found = filtered(filter);
      const list = found ? firstInOrder(found, count(found), sort, Infinity) : sorted[sort];
      return list.map((entry) => entry.json);
    },
    /**
     * Waits until every change this process has committed so far is in memory: called after a
     * write, before its answer, so the writer's next read shows it. Before the first read ends
     * nothing waits (reads go to the database meanwhile). After the time-out (a busy or lost
     * notices connection) the write answers anyway: the change follows with its notice.
     */
    async sync(): Promise<void> {
      if (!stopListening || !loaded) return;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, syncTimeoutMs);
      });
      const caughtUp = async () => {
        const count = await sendBarrier();
        await caughtUpAt.get(count)?.done;
      };
      try {
        await Promise.race([caughtUp(), timedOut]);
      } catch (error) {
        options.log.error({ err: error }, 'catalogue memory: the write could not be followed');
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type CatalogueMemory = ReturnType<typeof createCatalogueMemory>;

/**
 * On PostgreSQL the memory answers shoppers only while it has read every change committed up to
 * this long ago (three heartbeats, db/client.ts); the README's staleness bound rests on it.
 */
export const STALE_AFTER_MS = 3000;

/** The products' change notices (migration 0011_catalogue_changes). */
const CHANNEL = 'catalogue_changed';

/** A product's answer as JSON: what the memory keeps for each product. */
const productJson = (record: ProductRecord) => asciiJson(toProductDto(record));

/** The memory of a database's catalogue, read through the products repo. */
export function catalogueMemoryOf(
  database: Database,
  repo: ProductRepo,
  log: CatalogueMemoryOptions['log'],
): CatalogueMemory {
  return createCatalogueMemory({
    load: (ids) => repo.catalogueEntries(productJson, ids),
    listen: (onMessage, onLost, watch) => database.listen(CHANNEL, onMessage, onLost, watch),
    versions: () => repo.catalogueVersions(),
    staleAfterMs: database.kind === 'postgres' ? STALE_AFTER_MS : undefined,
    notify: async (payload) => {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    log,
  });
}
