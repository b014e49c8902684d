import {
  RELEVANCE_TIERS,
  type CatalogueSort,
  type RelevanceTier,
  type SearchPlan,
  type SearchTerm,
} from '@shop/domain';
import { RANKED_MATCHES } from '../product-records.js';
import type { CatalogueEntry, MemoryFilter } from './entries.js';
import type { CatalogueIndex } from './catalogue-index.js';
import type { FilteredReads } from './filtered-reads.js';
import { phraseBits } from './name-bits.js';
import { and, count, inSet, or, type Scratch, type Slots } from './slot-sets.js';

const anyMatch = () => true;

/**
 * Searches over the index as repo.ts runs them: the plan's matches from the inverted index,
 * ranked by relevance tier by tier, or in a kept order.
 */
export function createSearchRanking(index: CatalogueIndex, scratch: Scratch, reads: FilteredReads) {
  /** The set of the products whose vector holds the term: that lexeme's, or (a prefix) every lexeme's it starts. */
  const holdersOf = (term: SearchTerm): Slots | undefined =>
    term.prefix ? index.prefixUnion(term.stem) : index.postings.get(term.stem);

  /** A set of this read holding a copy of `set` (a fast copy). */
  function copyOf(set: Slots, words: number): Slots {
    const copy = scratch.blank(words);
    copy.set(set.length > words ? set.subarray(0, words) : set);
    return copy;
  }

  /**
   * What the plan's text-search query matches (search/service.ts toTsQuery): `query`, typo
   * corrections included, or without them `exact`, what was typed. Each pass over a set costs
   * a few µs at 100k products (and grows with the catalogue), so a clause takes as few as it
   * can: a word held by one set is intersected in place, an alternative of one term is or-ed
   * straight in, and a set two alternatives share is or-ed once.
   */
  function planMatches(plan: SearchPlan, corrections = true): Slots {
    const words = Math.ceil(index.bySlot.length / 32);
    let found: Slots | undefined;
    for (const clause of plan.clauses) {
      // Each alternative as its terms' sets (all of them must match); one without a product
      // for any of its terms matches nothing.
      const alternatives: Slots[][] = [];
      for (const alternative of clause.alternatives) {
        if (alternative.terms.length === 0 || (!corrections && alternative.typo)) continue;
        const sets = alternative.terms.map(holdersOf);
        if (sets.every((set) => set !== undefined)) alternatives.push(sets);
      }
      const only = alternatives.length === 1 ? alternatives[0]! : [];
      if (found && only.length === 1) {
        and(found, only[0]!);
        continue;
      }
      let clauseFound: Slots | undefined;
      const ored = new Set<Slots>();
      for (const [first, ...rest] of alternatives) {
        if (rest.length === 0 && ored.has(first!)) continue;
        if (rest.length === 0 && clauseFound) {
          or(clauseFound, first!);
          ored.add(first!);
          continue;
        }
        const all = copyOf(first!, words);
        for (const other of rest) and(all, other);
        if (rest.length === 0) ored.add(first!);
        clauseFound = clauseFound ? or(clauseFound, all) : all;
      }
      clauseFound ??= scratch.blank(words);
      found = found ? and(found, clauseFound) : clauseFound;
    }
    return found ?? scratch.blank(words);
  }

  /**
   * Each relevance tier's test of a slot for `plan` (the SQL's are in repo.ts), or undefined when
   * no match can pass it: no product has the whole name; without corrections every match has
   * the exact words, so none is left for the typo tier.
   */
  const tierTests: Record<
    RelevanceTier,
    (plan: SearchPlan, corrected: boolean) => ((slot: number) => boolean) | undefined
  > = {
    wholeName(plan) {
      const sameName = index.wholeNames.get(` ${plan.phrase.join(' ')} `);
      return sameName && ((slot) => sameName.includes(slot));
    },
    phraseInName(plan) {
      const { nameStarts, namePairs, names } = index;
      const start = ` ${plan.phrase.join(' ')}`;
      const wantedBits = phraseBits(plan.phrase);
      return (slot) =>
        (nameStarts[slot]! & wantedBits.starts) === wantedBits.starts &&
        (namePairs[slot]! & wantedBits.pairs) === wantedBits.pairs &&
        names[slot]!.includes(start);
    },
    exactWords: (plan, corrected) => (corrected ? inSet(planMatches(plan, false)) : anyMatch),
    typoMatches: (_plan, corrected) => (corrected ? anyMatch : undefined),
  };

  /**
   * The first `wanted` of `ranked` (matches in `ranked` order) by relevance, tier by tier
   * (RELEVANCE_TIERS, as repo.ts `relevanceOrder`). Each tier's test runs only on the matches
   * no better tier took, and its walk stops once it has enough and has passed their standing,
   * whose ties go by id the other way round. A page of a broad search tests a few dozen matches
   * instead of ranking hundreds.
   */
  function firstByRelevance(ranked: Int32Array, plan: SearchPlan, wanted: number): number[] {
    const corrected = plan.clauses.some((clause) => clause.alternatives.some((alt) => alt.typo));
    const tiers = RELEVANCE_TIERS.flatMap((kind) => tierTests[kind](plan, corrected) ?? []);
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
    const { standings } = index;
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
    const passing = reads.filtered(filter);
    if (passing) and(found, passing);
    const total = count(found);
    const wanted = page ? page.offset + page.limit : total;
    if (sort !== 'relevance')
      return { list: reads.firstInOrder(found, total, sort, wanted), total };
    const ranked = reads.firstSlotsInOrder(
      found,
      total,
      'ranked',
      page ? Math.max(RANKED_MATCHES, wanted) : total,
    );
    return { list: reads.entriesOf(firstByRelevance(ranked, plan, wanted)), total };
  }

  return searched;
}
