import {
  coverageClauses,
  toCents,
  type CatalogueImportPlan,
  type CatalogueImportState,
  type CatalogueSort,
  type NewProduct,
  type ProductUpdate,
} from '@shop/domain';
import { notFound, staleWrite } from '../../http/errors.js';
import { insertWithFreeSlug } from '../../lib/slugs.js';
import type { PromotionService } from '../promotions/service.js';
import type { SearchService } from '../search/service.js';
import type { CatalogueReader, ReadProducts } from './catalogue-reader.js';
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

/** Read products as the answer sends them: kept JSON texts joined, or answers to serialize. */
const listed = (read: ReadProducts): string | ProductDto[] =>
  'texts' in read ? `[${read.texts.join(',')}]` : read.products;

/**
 * `reader`: where shoppers' catalogue reads come from (catalogue-reader.ts), chosen once by the
 * caller: the catalogue memory's or the database's. The service reads and writes products
 * through `repo` otherwise (admins' forms, imports, writes).
 */
export function createProductService(
  repo: ProductRepo,
  search: SearchService,
  reader: CatalogueReader,
  promotions?: BulkPromotions & Partial<Pick<PromotionService, 'runningSales'>>,
) {
  /** A product was written through this process. */
  function changed() {
    reader.changed();
    search.catalogueChanged();
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
      // 'ofertas' alone: no search carries the offer word's filter, the query does. When nothing
      // is on sale it finds nothing (the no-results page), never products that are not on sale.
      ...(understood.onSale && !understood.search ? { onSale: true } : {}),
      // A running "% OFF" promotion's products are on sale too.
      ...(understood.onSale && promotions?.runningSales
        ? { saleCoverage: (await promotions.runningSales()).map(coverageClauses) }
        : {}),
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

  return {
    /** The back office's products list and stock screens (issue 45). */
    admin: createProductAdminService(repo, repo.stock, search, changed, promotions),

    /** The unpaged catalogue: every product the first attempt that finds something finds. */
    async listAllAnswer(filter: CatalogueFilter): Promise<string | ProductDto[]> {
      const { result } = await firstFinding(
        await attemptsOf(filter),
        (query) => reader.all(query),
        (found) => ('texts' in found ? found.texts : found.products).length > 0,
      );
      return listed(result);
    },

    /**
     * A page of the catalogue and its total, from the first attempt that finds something.
     * `recordMiss`: count the search among the owner's failed searches when it finds nothing.
     */
    async listPageAnswer(
      filter: CatalogueFilter,
      page: number,
      limit: number,
      { recordMiss = false }: { recordMiss?: boolean } = {},
    ) {
      const { result, attempt, wholeMissed } = await firstFinding(
        await attemptsOf(filter),
        (query) => reader.page(query, (page - 1) * limit, limit),
        (found) => found.total > 0,
      );
      const { total } = result;
      const missed = wholeMissed || (Boolean(attempt.query.search) && total === 0);
      if (recordMiss && missed && page === 1 && filtersNothing(filter)) {
        search.recordMiss(filter.q ?? '');
      }
      if ('texts' in result) {
        return `{"items":[${result.texts.join(',')}],"total":${total},"page":${page},"limit":${limit}${relaxedField(attempt)}}`;
      }
      return {
        items: result.products,
        total,
        page,
        limit,
        ...(attempt.relaxed ? { relaxed: attempt.relaxed } : {}),
      };
    },

    /** Whether shoppers' product reads are answered from the catalogue memory's kept texts. */
    answersProductsFromMemory: reader.keepsAnswers,

    /** A product by id or slug (disabled ones for admins), as JSON text when the memory has it. */
    async getAnswer(idOrSlug: string, includeDisabled: boolean): Promise<string | ProductDto> {
      const found = await reader.product(idOrSlug, includeDisabled);
      if (!found) throw notFound('No encontramos ese producto.');
      return 'text' in found ? found.text : found.product;
    },

    /**
     * The header box's answer as JSON text: the best matches of a search, without counting them
     * all (every keystroke asks), on fewer words when the whole query finds nothing (the same
     * attempts as the results page); when even that finds nothing, '¿Quisiste decir …?' with
     * close catalogue words, offered only if they find something themselves.
     */
    async liveSearchAnswer(q: string, limit: number): Promise<string> {
      const answer = (items: string[], suggestion: string | null, more = '') =>
        `{"items":[${items.join(',')}],"suggestion":${JSON.stringify(suggestion)}${more}}`;
      const attempts = await attemptsOf({ q, includeDisabled: false });
      const { result: items, attempt } = await firstFinding(
        attempts,
        (query) => reader.first(query, limit),
        (found) => found.length > 0,
      );
      if (items.length > 0) return answer(items, null, relaxedField(attempt));
      const suggested = await search.suggestion(q);
      const [again] = suggested ? await attemptsOf({ q: suggested, includeDisabled: false }) : [];
      const found = again ? await reader.first(again.query, 1) : [];
      const understood = await search.understand(q);
      let related: string[] = [];
      for (const oneWord of understood?.related ?? []) {
        related = await reader.first(
          { ...attempts[0]!.query, search: oneWord, sort: 'relevance' },
          limit,
        );
        if (related.length > 0) break;
      }
      const relatedField = related.length > 0 ? `,"related":[${related.join(',')}]` : '';
      return answer(items, found.length > 0 ? (suggested ?? null) : null, relatedField);
    },

    /** A product by id or slug from the database (the service's own reads and tests). */
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
      changed();
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
      changed();
      if (updated === 'missing') throw notFound('No encontramos ese producto.');
      // An edit of the row alone answered its record; one that replaced variants reads it back.
      return toProductDto(updated === 'updated' ? await getRecord(current.id, true) : updated);
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
        changed();
      }
      return result;
    },

    async remove(id: string, version?: number): Promise<void> {
      const record = await getRecord(id, true);
      const removed = await repo.remove(record.id, version);
      if (removed === 'stale') throw staleWrite('product');
      changed();
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
