/**
 * How a search orders its matches when the shopper chose no order (decisions 0017, 0036): each
 * match goes in the first of these tiers it passes, best first; within a tier, products in
 * stock first, then the best sellers, then by id.
 *
 * The list is the rule, written once: the SQL's `case` (apps/api products/repo.ts
 * `relevanceOrder`) and the catalogue memory's tier tests (products/catalogue-memory/
 * search-ranking.ts `firstByRelevance`) are both built from it, each mapping every kind to its
 * own test, so adding, removing or reordering a tier changes both (a kind without a test in
 * either does not compile), and `relevance-parity.test.ts` checks that they rank alike.
 */
export const RELEVANCE_TIERS = [
  /** The name's stems are the query's, in order and nothing else: 'botines nike' for "Botines Nike". */
  'wholeName',
  /** The name holds the query's stems as a phrase, from a word's start: "Botines Nike Phantom". */
  'phraseInName',
  /** Every word matches as typed (or as one of its synonyms), without a typo correction. */
  'exactWords',
  /** Every other match: some word matched only through a typo correction ('adiddas'). */
  'typoMatches',
] as const;

export type RelevanceTier = (typeof RELEVANCE_TIERS)[number];
