import { brandKey, type CoverageClauses } from '@shop/domain';
import { filtersNothing, wantsOnSale } from '../product-records.js';
import type { CatalogueEntry, MemoryFilter, Order } from './entries.js';
import { FILTER_KINDS, type CatalogueIndex } from './catalogue-index.js';
import { and, has, or, type Scratch, type Slots } from './slot-sets.js';

/**
 * Reads of the index in its kept orders: the products a shopper's filters let through, and the
 * first of a set of products in an order. Their sets come from `scratch`, which the caller resets
 * at the start of each read.
 */
export function createFilteredReads(index: CatalogueIndex, scratch: Scratch) {
  /** A set of this read holding every product of the filter values `keys` (FILTER_KINDS keys). */
  function unionOf(keys: readonly string[], words: number): Slots {
    const union = scratch.blank(words);
    for (const key of keys) {
      const bits = index.filterBits.get(key);
      if (bits) or(union, bits);
    }
    return union;
  }

  /** The running "% OFF" promotions' products, as repo.ts's `coveredBy` reads the same clauses. */
  function coveredBy(coverage: readonly CoverageClauses[], words: number): Slots {
    const covered = scratch.blank(words);
    const brands = [...index.filterBits.keys()].filter((key) => key.startsWith('b'));
    for (const clauses of coverage) {
      for (const id of clauses.productIds) {
        const slot = index.entries.get(id)?.slot ?? -1;
        if (slot >= 0) covered[slot >>> 5]! |= 1 << (slot & 31);
      }
      for (const scope of clauses.scopes) {
        const inScope = unionOf([`c${scope.category}`], words);
        if (scope.subcategories.length) {
          and(
            inScope,
            unionOf(
              scope.subcategories.map((sub) => `s${sub}`),
              words,
            ),
          );
        }
        if (scope.brandKeys.length) {
          const named = brands.filter((key) => scope.brandKeys.includes(brandKey(key.slice(1))));
          and(inScope, unionOf(named, words));
        }
        or(covered, inScope);
      }
    }
    return covered;
  }

  /** The products the filters let through, or undefined when there is no filter. */
  function filtered(filter: MemoryFilter): Slots | undefined {
    if (filtersNothing(filter) && !wantsOnSale(filter)) return undefined;
    const words = Math.ceil(index.bySlot.length / 32);
    let found: Slots | undefined;
    for (const [kind, valuesOf] of FILTER_KINDS) {
      const values = valuesOf(filter);
      if (!values?.length) continue;
      const any = unionOf(
        values.map((value) => kind + value),
        words,
      );
      // On sale: by its own prices or flag, or by a running "% OFF" promotion.
      if (kind === 'o' && filter.saleCoverage?.length)
        or(any, coveredBy(filter.saleCoverage, words));
      found = found ? and(found, any) : any;
    }
    return found;
  }

  /**
   * The slots of the first `wanted` of `found` (`total` of them) in `order`: read off the kept
   * order when the matches are many, else marked by their places in the order and read back
   * from the first place.
   */
  function firstSlotsInOrder(found: Slots, total: number, order: Order, wanted: number) {
    const length = index.sorted[order].length;
    const slots = index.orderSlots[order];
    const want = Math.min(wanted, total);
    // Walking the kept order until `want` are found visits about want × length / total
    // products; marking the places costs a few visits' time a match, and reading them back a
    // word per 32 places. (Sorting the places instead cost about 35 ns a match: 30 µs for a
    // word found in 900 of 100,000 products.)
    if (want > 0 && total * 3 + length / 32 < (want * length) / total) {
      return firstByPlace(found, want, index.placesIn(order), slots);
    }
    const picked = new Int32Array(want);
    for (let at = 0, next = 0; next < want && at < length; at++) {
      if (has(found, slots[at]!)) picked[next++] = slots[at]!;
    }
    return picked;
  }

  /** The slots of the first `want` of `found` by `placeOf` each slot in an order (`slots`: by place). */
  function firstByPlace(found: Slots, want: number, placeOf: Int32Array, slots: Int32Array) {
    const byPlace = scratch.blank(found.length);
    for (let at = 0; at < found.length; at++) {
      for (let word = found[at]!; word !== 0; word &= word - 1) {
        const place = placeOf[at * 32 + 31 - Math.clz32(word & -word)]!;
        byPlace[place >>> 5]! |= 1 << (place & 31);
      }
    }
    const picked = new Int32Array(want);
    let next = 0;
    for (let at = 0; at < byPlace.length && next < want; at++) {
      for (let word = byPlace[at]!; word !== 0 && next < want; word &= word - 1) {
        picked[next++] = slots[at * 32 + 31 - Math.clz32(word & -word)]!;
      }
    }
    return picked;
  }

  const entriesOf = (slots: ArrayLike<number>): CatalogueEntry[] => {
    const { bySlot } = index;
    return Array.from(slots, (slot) => bySlot[slot]!);
  };

  function firstInOrder(found: Slots, total: number, order: Order, wanted: number) {
    return entriesOf(firstSlotsInOrder(found, total, order, wanted));
  }

  return { filtered, firstSlotsInOrder, firstInOrder, entriesOf };
}

export type FilteredReads = ReturnType<typeof createFilteredReads>;
