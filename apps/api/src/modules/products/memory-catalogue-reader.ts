import type { CatalogueSort } from '@shop/domain';
import type { CatalogueMemory } from './catalogue-memory.js';
import type { CatalogueReader } from './catalogue-reader.js';
import type { ProductQuery } from './product-records.js';

/** The memory's kept orders: a query without a search has no relevance to order by. */
const keptOrder = (query: ProductQuery): CatalogueSort =>
  query.sort === 'relevance' ? 'novedades' : query.sort;

/**
 * The catalogue read from the catalogue memory (catalogue-memory.ts), which holds the enabled
 * products only: admins' reads (`includeDisabled`), and every read until the memory has loaded
 * or while it is not fresh (`ready`), go to `database`, the SQL reader. So does a page of a
 * text without any word (`search: null`): its answer is the database's empty page.
 */
export function memoryCatalogueReader(
  memory: CatalogueMemory,
  database: CatalogueReader,
): CatalogueReader {
  const answers = (query: { includeDisabled: boolean }) => memory.ready && !query.includeDisabled;
  const pageOf = (query: ProductQuery, offset: number, limit: number) =>
    query.search
      ? memory.search(query.search.plan, query, query.sort, offset, limit)
      : memory.page(query, keptOrder(query), offset, limit);

  return {
    keepsAnswers: true,

    async product(idOrSlug, includeDisabled) {
      if (!answers({ includeDisabled })) return database.product(idOrSlug, includeDisabled);
      const text = memory.find(idOrSlug);
      return text === undefined ? undefined : { text };
    },

    async page(query, offset, limit) {
      if (!answers(query) || query.search === null) return database.page(query, offset, limit);
      const { items, total } = pageOf(query, offset, limit);
      return { texts: items, total };
    },

    async all(query) {
      if (!answers(query)) return database.all(query);
      if (query.search === null) return { texts: [] };
      return {
        texts: query.search
          ? memory.searchAll(query.search.plan, query, query.sort)
          : memory.all(query, keptOrder(query)),
      };
    },

    async first(query, limit) {
      if (query.search === null) return [];
      if (!answers(query)) return database.first(query, limit);
      return pageOf(query, 0, limit).items;
    },

    changed: () => database.changed(),
  };
}
