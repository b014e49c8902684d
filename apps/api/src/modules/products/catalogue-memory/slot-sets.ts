/** Sets of kept products as bits, one per slot, and the typed arrays that grow with them. */
/** A copy of `array` `length` long, the rest 0. */
export function grown<T extends Float64Array | Int32Array>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}

/** A set of kept products as one bit per slot: a search's words are unions and intersections. */
export type Slots = Uint32Array;

/** `other` may be shorter (a kept set grows with its last slot): its missing words are 0. */
export function and(kept: Slots, other: Slots): Slots {
  const end = Math.min(kept.length, other.length);
  for (let at = 0; at < end; at++) kept[at]! &= other[at]!;
  kept.fill(0, end);
  return kept;
}

/** `other` may be shorter (a kept set grows with its last slot): its missing words are 0. */
export function or(kept: Slots, other: Slots): Slots {
  const end = Math.min(kept.length, other.length);
  for (let at = 0; at < end; at++) kept[at]! |= other[at]!;
  return kept;
}

/** Puts `slot` in the set `key` of `sets`, growing it; true when the set is new. */
export function addSlot(sets: Map<string, Slots>, key: string, slot: number): boolean {
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

export function removeSlot(sets: Map<string, Slots>, key: string, slot: number) {
  const bits = sets.get(key);
  if (bits && bits.length > slot >>> 5) bits[slot >>> 5]! &= ~(1 << (slot & 31));
}

export const has = (slots: Slots, slot: number) => (slots[slot >>> 5]! & (1 << (slot & 31))) !== 0;
export const inSet = (slots: Slots) => (slot: number) => has(slots, slot);

export function count(slots: Slots): number {
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
export function createScratch() {
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

export type Scratch = ReturnType<typeof createScratch>;
