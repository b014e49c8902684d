import type { ShopperQuery, ShopperQueryKind } from './shopper-query-set.js';

export type ShopperScore = { kind: ShopperQueryKind | 'all'; queries: number; found: number };

/**
 * Recall@k per kind and overall: found when any meant product is among the first k names, or,
 * for a query the shop sells nothing for, when the answer is empty.
 */
export function shopperRecall(
  answers: readonly { query: ShopperQuery; meant: Set<string>; names: readonly string[] }[],
  k = 5,
): { scores: ShopperScore[]; misses: { query: ShopperQuery; names: readonly string[] }[] } {
  const byKind = new Map<ShopperQueryKind | 'all', ShopperScore>();
  const misses: { query: ShopperQuery; names: readonly string[] }[] = [];
  for (const { query, meant, names } of answers) {
    const found = query.means
      ? names.slice(0, k).some((name) => meant.has(name))
      : names.length === 0;
    if (!found) misses.push({ query, names });
    for (const kind of [query.kind, 'all'] as const) {
      const score = byKind.get(kind) ?? { kind, queries: 0, found: 0 };
      score.queries += 1;
      score.found += found ? 1 : 0;
      byKind.set(kind, score);
    }
  }
  return { scores: [...byKind.values()], misses };
}
