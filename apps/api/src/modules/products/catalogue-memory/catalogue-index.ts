import {
  ORDER_NAMES,
  ORDERS,
  positionOf,
  standingOf,
  type CatalogueEntry,
  type MemoryFilter,
  type Order,
} from './entries.js';
import { wantsOnSale } from '../product-records.js';
import { nameBits } from './name-bits.js';
import { addSlot, grown, or, removeSlot, type Slots } from './slot-sets.js';

/** Prefix unions kept (16 KB each at 100,000 products). */
const KEPT_PREFIXES = 256;

/** The on-sale filter's one value: `o` + this is the set of the products on sale. */
const ON_SALE_KEY = 'sale';

/**
 * A shopper's filters, each as the key of one value's products: within a filter any value
 * matches, and every filter given must match.
 */
export const FILTER_KINDS = [
  ['c', (filter: MemoryFilter) => filter.categories],
  ['b', (filter: MemoryFilter) => filter.brands],
  ['s', (filter: MemoryFilter) => filter.subcategories],
  ['z', (filter: MemoryFilter) => filter.sizes],
  ['t', (filter: MemoryFilter) => filter.tags],
  ['o', (filter: MemoryFilter) => (wantsOnSale(filter) ? [ON_SALE_KEY] : undefined)],
] as const;

/** The filter values a product has, as FILTER_KINDS keys. */
function filterKeysOf(entry: CatalogueEntry): string[] {
  return [
    `c${entry.cat}`,
    `b${entry.brand}`,
    ...(entry.subCat === null ? [] : [`s${entry.subCat}`]),
    ...entry.sizesInStock.map((size) => `z${size}`),
    ...entry.tags.map((tag) => `t${tag}`),
    ...(entry.onSale ? [`o${ON_SALE_KEY}`] : []),
  ];
}

/**
 * The kept products and what reads find them by: by id and slug, in each kept order, by slot,
 * each filter value's and lexeme's set of slots, and what a search's ranking reads by slot.
 * Changed only by `replaceAll`, `insert` and `remove`.
 */
export function createCatalogueIndex() {
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
  /**
   * The union of every lexeme's set that a prefix starts, by prefix, for the prefixes searched
   * lately (least recently searched dropped first): a prefix word held by dozens of lexemes
   * ('adid': adidas, adidasgazell, …) cost dozens of passes over a set of every product on each
   * search, which grew with the catalogue. Kept up to date by `index` and `unindex`.
   */
  const prefixUnions = new Map<string, Slots>();
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
    for (const prefix of keptPrefixesOf(entry)) addSlot(prefixUnions, prefix, entry.slot);
  }

  /** The kept prefixes that start any of the entry's lexemes. */
  function keptPrefixesOf(entry: CatalogueEntry): Set<string> {
    const found = new Set<string>();
    if (prefixUnions.size === 0) return found;
    for (const term of entry.searchTerms) {
      for (let end = 1; end <= term.length; end++) {
        const prefix = term.slice(0, end);
        if (prefixUnions.has(prefix)) found.add(prefix);
      }
    }
    return found;
  }

  /** Every lexeme's set that `prefix` starts, as one set (made on first use, then kept). */
  function prefixUnion(prefix: string): Slots | undefined {
    let union = prefixUnions.get(prefix);
    if (union) {
      // Map order is use order: the first key is the least recently searched.
      prefixUnions.delete(prefix);
      prefixUnions.set(prefix, union);
      return union;
    }
    const sorted = (lexemes ??= [...postings.keys()].sort());
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    if (low === sorted.length || !sorted[low]!.startsWith(prefix)) return undefined;
    union = new Uint32Array(Math.ceil(bySlot.length / 32));
    for (let at = low; at < sorted.length && sorted[at]!.startsWith(prefix); at++) {
      or(union, postings.get(sorted[at]!)!);
    }
    if (prefixUnions.size >= KEPT_PREFIXES) {
      prefixUnions.delete(prefixUnions.keys().next().value!);
    }
    prefixUnions.set(prefix, union);
    return union;
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
    // The slot holds no lexeme any more, so no prefix's union holds it either.
    for (const prefix of keptPrefixesOf(entry)) removeSlot(prefixUnions, prefix, entry.slot);
  }

  function replaceAll(list: CatalogueEntry[]) {
    places = {};
    postings.clear();
    prefixUnions.clear();
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

  return {
    replaceAll,
    insert,
    remove,
    get entries(): ReadonlyMap<string, CatalogueEntry> {
      return entries;
    },
    get slugs(): ReadonlyMap<string, CatalogueEntry> {
      return slugs;
    },
    get sorted(): Readonly<Record<Order, CatalogueEntry[]>> {
      return sorted;
    },
    get orderSlots(): Readonly<Record<Order, Int32Array>> {
      return orderSlots;
    },
    /** Each order's place of every slot, made on first use and forgotten on any change. */
    placesIn(order: Order): Int32Array {
      let kept = places[order];
      if (!kept) {
        kept = new Int32Array(bySlot.length);
        const slots = orderSlots[order];
        const length = sorted[order].length;
        for (let at = 0; at < length; at++) kept[slots[at]!] = at;
        places[order] = kept;
      }
      return kept;
    },
    filterBits: filterBits as ReadonlyMap<string, Slots>,
    postings: postings as ReadonlyMap<string, Slots>,
    prefixUnion,
    get bySlot(): readonly (CatalogueEntry | undefined)[] {
      return bySlot;
    },
    get standings(): Float64Array {
      return standings;
    },
    get nameStarts(): Int32Array {
      return nameStarts;
    },
    get namePairs(): Int32Array {
      return namePairs;
    },
    get names(): readonly string[] {
      return names;
    },
    wholeNames: wholeNames as ReadonlyMap<string, number[]>,
  };
}

export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
