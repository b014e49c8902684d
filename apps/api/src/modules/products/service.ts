import {
  toCents,
  type CatalogueImportPlan,
  type CatalogueImportState,
  type CatalogueSort,
  type NewProduct,
  type ProductUpdate,
} from '@shop/domain';
import { notFound, staleWrite } from '../../http/errors.js';
import { insertWithFreeSlug } from '../../lib/slugs.js';
import type { SearchService } from '../search/service.js';
import type { CatalogueMemory } from './catalogue-memory.js';
import { catalogueImportStore } from './catalogue-import/store.js';
import { importWrite } from './catalogue-import/write.js';
import { columnsOf, searchColumns, variantsOf } from './product-columns.js';
import { toProductDto, type ProductDto } from './product-dto.js';
import {
  filtersNothing,
  type NewProductRow,
  type ProductQuery,
  type ProductRecord,
} from './product-records.js';
import type { ProductRepo } from './repo.js';
import { createProductAdminService, type BulkPromotions } from './admin-service.js';
import { labelStock } from './stock-labels.js';

/** A catalogue request: `q` is the shopper's text; without `sort` a search is ranked by relevance. */
export type CatalogueFilter = Omit<ProductQuery, 'limit' | 'offset' | 'search' | 'sort'> & {
  q?: string;
  sort?: CatalogueSort;
};

/** One query tried for a request; `relaxed` when it searches fewer words than were typed. */
type SearchAttempt = { query: ProductQuery; relaxed?: { searched: string; missing: string } };

/**
 * `countTtlMs`: how long a filter's product count is reused (counting scans every matching row);
 * the same time other instances may take to show a change, as with the public cache.
 * `memory`: the enabled catalogue kept in memory, which answers shoppers' reads without a
 * search as JSON text once it has loaded.
 */
export function createProductService(
  repo: ProductRepo,
  search: SearchService,
  countTtlMs: number,
  memory?: CatalogueMemory,
  promotions?: BulkPromotions,
) {
  const counts = new Map<string, { total: number; expiresAt: number }>();

  async function countOf(filter: ProductQuery): Promise<number> {
    const key = JSON.stringify({ ...filter, sort: undefined });
    const cached = counts.get(key);
    if (cached && cached.expiresAt > performance.now()) return cached.total;
    const total = await repo.count(filter);
    if (counts.size > 5000) counts.clear();
    if (countTtlMs > 0) counts.set(key, { total, expiresAt: performance.now() + countTtlMs });
    return total;
  }

  async function getRecord(idOrSlug: string, includeDisabled: boolean): Promise<ProductRecord> {
    const record = await repo.findByIdOrSlug(idOrSlug);
    if (!record || (record.disabled && !includeDisabled)) {
      throw notFound('No encontramos ese producto.');
    }
    return record;
  }

  /**
   * The repo's queries for a request, to try in order until one finds something: the whole
   * query understood (sizes read into the size filter unless the shopper chose sizes, price
   * words into the cheapest first unless the shopper chose an order), then the searches on
   * fewer of its words (issue 41), each with what it searched and let go of.
   */
  async function attemptsOf(request: CatalogueFilter): Promise<SearchAttempt[]> {
    const { q, sort, ...filter } = request;
    if (!q?.trim()) return [{ query: { ...filter, sort: sort ?? 'novedades' } }];
    const understood = await search.understand(q);
    if (!understood) return [{ query: { ...filter, search: null, sort: sort ?? 'novedades' } }];
    const sizes = filter.sizes?.length ? filter.sizes : understood.sizes;
    const base = {
      ...filter,
      ...(sizes.length > 0 ? { sizes } : {}),
      sort:
        sort ??
        (understood.cheapestFirst ? 'price_asc' : understood.search ? 'relevance' : 'novedades'),
    } satisfies Omit<ProductQuery, 'search'>;
    return [
      { query: { ...base, search: understood.search } },
      // Letting go of the query's sizes means nothing when the shopper chose sizes.
      ...understood.relaxed
        .filter((relaxed) => relaxed.sizes || !filter.sizes?.length)
        .map(({ search: relaxed, sizes: keepsSizes, searched, missing }) => ({
          query: { ...base, ...(keepsSizes ? {} : { sizes: filter.sizes }), search: relaxed },
          relaxed: { searched, missing },
        })),
    ];
  }

  /**
   * The first attempt that finds something (the last one when none does), and whether the whole
   * query found nothing: a failed search the owner hears of, even when fewer words found some.
   */
  async function firstFinding<T>(
    attempts: SearchAttempt[],
    run: (query: ProductQuery) => Promise<T>,
    found: (result: T) => boolean,
  ): Promise<{ result: T; attempt: SearchAttempt; wholeMissed: boolean }> {
    let wholeMissed = false;
    for (const [at, attempt] of attempts.entries()) {
      const result = await run(attempt.query);
      if (found(result) || at === attempts.length - 1) return { result, attempt, wholeMissed };
      wholeMissed = true;
    }
    throw new Error('a request has at least one attempt');
  }

  /** ',"relaxed":{…}' after a page's fields when fewer words were searched, else ''. */
  const relaxedField = (attempt: SearchAttempt) =>
    attempt.relaxed ? `,"relaxed":${JSON.stringify(attempt.relaxed)}` : '';

  /** `recordMiss`: count the search among the owner's failed searches when it finds nothing. */
  async function listPage(
    filter: CatalogueFilter,
    page: number,
    limit: number,
    { recordMiss = false } = {},
  ) {
    const { result, attempt, wholeMissed } = await firstFinding(
      await attemptsOf(filter),
      (query) =>
        Promise.all([repo.list({ ...query, limit, offset: (page - 1) * limit }), countOf(query)]),
      ([, total]) => total > 0,
    );
    const [records, total] = result;
    const missed = wholeMissed || (Boolean(attempt.query.search) && total === 0);
    if (recordMiss && missed && page === 1 && filtersNothing(filter)) {
      search.recordMiss(filter.q ?? '');
    }
    return {
      items: records.map(toProductDto),
      total,
      page,
      limit,
      ...(attempt.relaxed ? { relaxed: attempt.relaxed } : {}),
    };
  }

  /** The memory answers shoppers' reads (enabled products), once it has loaded. */
  const shoppersMemory = (filter: CatalogueFilter) =>
    memory?.ready && !filter.includeDisabled ? memory : undefined;

  return {
    /** The back office's products list and stock screens (issue 45). */
    admin: createProductAdminService(
      repo,
      repo.stock,
      search,
      () => {
        counts.clear();
        search.catalogueChanged();
      },
      promotions,
    ),

    async listAll(filter: CatalogueFilter): Promise<ProductDto[]> {
      const { result } = await firstFinding(
        await attemptsOf(filter),
        (query) => repo.list(query),
        (records) => records.length > 0,
      );
      return result.map(toProductDto);
    },

    listPage,

    /** listAll's answer, as JSON text when the memory has it. */
    async listAllAnswer(filter: CatalogueFilter): Promise<string | ProductDto[]> {
      const kept = shoppersMemory(filter);
      if (!kept) return this.listAll(filter);
      const { result } = await firstFinding(
        await attemptsOf(filter),
        async (query) => {
          if (query.search === null) return [];
          return query.search
            ? kept.searchAll(query.search.plan, query, query.sort)
            : kept.all(query, query.sort === 'relevance' ? 'novedades' : query.sort);
        },
        (found) => found.length > 0,
      );
      return `[${result.join(',')}]`;
    },

    /** listPage's answer, as JSON text when the memory has it. */
    async listPageAnswer(
      filter: CatalogueFilter,
      page: number,
      limit: number,
      { recordMiss = false }: { recordMiss?: boolean } = {},
    ) {
      const kept = shoppersMemory(filter);
      if (!kept) return listPage(filter, page, limit, { recordMiss });
      const attempts = await attemptsOf(filter);
      if (attempts[0]!.query.search === null) return listPage(filter, page, limit, { recordMiss });
      const offset = (page - 1) * limit;
      const { result, attempt, wholeMissed } = await firstFinding(
        attempts,
        async (query) =>
          query.search
            ? kept.search(query.search.plan, query, query.sort, offset, limit)
            : kept.page(
                query,
                query.sort === 'relevance' ? 'novedades' : query.sort,
                offset,
                limit,
              ),
        (found) => found.total > 0,
      );
      const missed = wholeMissed || (Boolean(attempt.query.search) && result.total === 0);
      if (recordMiss && missed && page === 1 && filtersNothing(filter)) {
        search.recordMiss(filter.q ?? '');
      }
      return `{"items":[${result.items.join(',')}],"total":${result.total},"page":${page},"limit":${limit}${relaxedField(attempt)}}`;
    },

    /** Whether shoppers' product reads are answered from the catalogue memory's kept texts. */
    answersProductsFromMemory: memory !== undefined,

    /** get's answer for a shopper, as JSON text when the memory has it. */
    async getAnswer(idOrSlug: string, includeDisabled: boolean): Promise<string | ProductDto> {
      if (includeDisabled || !memory?.ready) return this.get(idOrSlug, includeDisabled);
      const json = memory.find(idOrSlug);
      if (json === undefined) throw notFound('No encontramos ese producto.');
      return json;
    },

    /**
     * The header box's answer as JSON text: the best matches of a search, without counting them
     * all (every keystroke asks), on fewer words when the whole query finds nothing (the same
     * attempts as the results page); when even that finds nothing, '¿Quisiste decir …?' with
     * close catalogue words, offered only if they find something themselves.
     */
    async liveSearchAnswer(q: string, limit: number): Promise<string> {
      const first = async (query: ProductQuery, count: number): Promise<string[]> => {
        if (query.search === null) return [];
        if (memory?.ready) {
          return query.search
            ? memory.search(query.search.plan, query, query.sort, 0, count).items
            : memory.page(query, query.sort === 'relevance' ? 'novedades' : query.sort, 0, count)
                .items;
        }
        const records = await repo.list({ ...query, limit: count, offset: 0 });
        return records.map((record) => JSON.stringify(toProductDto(record)));
      };
      const answer = (items: string[], suggestion: string | null, more = '') =>
        `{"items":[${items.join(',')}],"suggestion":${JSON.stringify(suggestion)}${more}}`;
      const attempts = await attemptsOf({ q, includeDisabled: false });
      const { result: items, attempt } = await firstFinding(
        attempts,
        (query) => first(query, limit),
        (found) => found.length > 0,
      );
      if (items.length > 0) return answer(items, null, relaxedField(attempt));
      const suggested = await search.suggestion(q);
      const [again] = suggested ? await attemptsOf({ q: suggested, includeDisabled: false }) : [];
      const found = again ? await first(again.query, 1) : [];
      const understood = await search.understand(q);
      let related: string[] = [];
      for (const oneWord of understood?.related ?? []) {
        related = await first({ ...attempts[0]!.query, search: oneWord, sort: 'relevance' }, limit);
        if (related.length > 0) break;
      }
      const relatedField = related.length > 0 ? `,"related":[${related.join(',')}]` : '';
      return answer(items, found.length > 0 ? (suggested ?? null) : null, relatedField);
    },
    async get(idOrSlug: string, includeDisabled: boolean): Promise<ProductDto> {
      return toProductDto(await getRecord(idOrSlug, includeDisabled));
    },

    /** `userId`: the admin who saves, named in the stock history. */
    async create(input: NewProduct, userId?: string): Promise<ProductDto> {
      const row: NewProductRow = {
        slug: '',
        productName: input.productName,
        searchText: '',
        priceCents: toCents(input.price),
        brand: input.brand,
        cat: input.cat,
        ...columnsOf(input),
      };
      Object.assign(
        row,
        searchColumns(
          {
            productName: row.productName,
            brand: row.brand,
            cat: row.cat,
            subCat: row.subCat ?? null,
            color: row.color ?? '',
            tags: row.tags ?? [],
          },
          input.variants,
        ),
      );
      const id = await insertWithFreeSlug(input.productName, 'producto', repo.slugsLike, (slug) =>
        repo.insert({ ...row, slug }, variantsOf(input.variants), userId),
      );
      counts.clear();
      search.catalogueChanged();
      return toProductDto(await getRecord(id, true));
    },

    async update(id: string, input: ProductUpdate, userId?: string): Promise<ProductDto> {
      const current = await getRecord(id, true);
      const row = columnsOf(input);
      Object.assign(row, searchColumns({ ...current, ...row }, input.variants ?? current.variants));
      const updated = await repo.update(
        current.id,
        row,
        input.variants && variantsOf(input.variants),
        input.version,
        userId,
      );
      if (updated === 'stale') throw staleWrite('product');
      counts.clear();
      search.catalogueChanged();
      if (updated === 'missing') throw notFound('No encontramos ese producto.');
      return toProductDto(await getRecord(current.id, true));
    },

    /**
     * A catalogue import in one transaction: reads the products `ids` name, asks `decide` for
     * the plan, and when `write` and the plan has no error, writes all of it; otherwise nothing.
     */
    async importCatalogue(
      ids: string[],
      decide: (state: CatalogueImportState) => CatalogueImportPlan,
      write: boolean,
    ): Promise<{ plan: CatalogueImportPlan; applied: boolean }> {
      const result = await repo.inTransaction(async (tx) => {
        const state = await catalogueImportStore.state(tx, ids, write);
        const plan = decide(state);
        const applied = write && plan.counts.errors === 0;
        if (applied) {
          await labelStock(tx, { reason: 'import' });
          await catalogueImportStore.applyCatalogueImport(tx, await importWrite(tx, plan, state));
        }
        return { plan, applied };
      });
      if (result.applied) {
        counts.clear();
        search.catalogueChanged();
      }
      return result;
    },

    async remove(id: string, version?: number): Promise<void> {
      const record = await getRecord(id, true);
      const removed = await repo.remove(record.id, version);
      if (removed === 'stale') throw staleWrite('product');
      counts.clear();
      search.catalogueChanged();
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
