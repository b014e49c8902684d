import type { CatalogueReader } from './catalogue-reader.js';
import { toProductDto } from './product-dto.js';
import type { ProductQuery } from './product-records.js';
import type { ProductRepo } from './repo.js';

/**
 * The catalogue read from the database (repo.ts): every product, disabled ones too for admins.
 * A filter's count scans every matching row, so it is reused for `countTtlMs` (forgotten at once
 * after a write through this process).
 */
export function sqlCatalogueReader(repo: ProductRepo, countTtlMs: number): CatalogueReader {
  const counts = new Map<string, { total: number; expiresAt: number }>();

  async function countOf(query: ProductQuery): Promise<number> {
    const key = JSON.stringify({ ...query, sort: undefined });
    const cached = counts.get(key);
    if (cached && cached.expiresAt > performance.now()) return cached.total;
    const total = await repo.count(query);
    if (counts.size > 5000) counts.clear();
    if (countTtlMs > 0) counts.set(key, { total, expiresAt: performance.now() + countTtlMs });
    return total;
  }

  return {
    keepsAnswers: false,

    async product(idOrSlug, includeDisabled) {
      const record = await repo.findByIdOrSlug(idOrSlug);
      if (!record || (record.disabled && !includeDisabled)) return undefined;
      return { product: toProductDto(record) };
    },

    async page(query, offset, limit) {
      const [records, total] = await Promise.all([
        repo.list({ ...query, limit, offset }),
        countOf(query),
      ]);
      return { products: records.map(toProductDto), total };
    },

    async all(query) {
      return { products: (await repo.list(query)).map(toProductDto) };
    },

    async first(query, limit) {
      if (query.search === null) return [];
      const records = await repo.list({ ...query, limit, offset: 0 });
      return records.map((record) => JSON.stringify(toProductDto(record)));
    },

    changed() {
      counts.clear();
    },
  };
}
