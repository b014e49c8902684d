import { sql } from 'drizzle-orm';
import type { CatalogueSort, SearchPlan } from '@shop/domain';
import type { Database } from '../../db/client.js';
import { asciiJson } from '../../http/answers.js';
import { toProductDto } from './product-dto.js';
import type { ProductRecord } from './product-records.js';
import type { ProductRepo } from './repo.js';
import { createCatalogueIndex } from './catalogue-memory/catalogue-index.js';
import {
  createChangeFollower,
  type CatalogueMemoryOptions,
} from './catalogue-memory/change-notices.js';
import type { MemoryFilter } from './catalogue-memory/entries.js';
import { createFilteredReads } from './catalogue-memory/filtered-reads.js';
import { createSearchRanking } from './catalogue-memory/search-ranking.js';
import { count, createScratch } from './catalogue-memory/slot-sets.js';

/**
 * The enabled catalogue in this process's memory, for shoppers' reads and searches: a
 * product by slug, a filtered and sorted page with its total, the whole list. Kept by the
 * database's change notices (every process sees every instance's writes, each committed
 * change re-read by id), so a shopper's read costs no query. Until the first load ends, while
 * it is not fresh, and for admins' reads, its reader (memory-catalogue-reader.ts) reads the
 * database instead.
 */
export function createCatalogueMemory(options: CatalogueMemoryOptions) {
  const index = createCatalogueIndex();
  /** The sets a read works in, taken back at the start of each read (slot-sets.ts). */
  const scratch = createScratch();
  const filteredReads = createFilteredReads(index, scratch);
  const { filtered, firstInOrder } = filteredReads;
  const searched = createSearchRanking(index, scratch, filteredReads);
  const follower = createChangeFollower(options, index);

  return {
    /** A page of a search's matches as JSON texts, and how many match. */
    search(
      plan: SearchPlan,
      filter: MemoryFilter,
      sort: CatalogueSort | 'relevance',
      offset: number,
      limit: number,
    ) {
      const { list, total } = searched(plan, filter, sort, { offset, limit });
      return { items: list.slice(offset, offset + limit).map((e) => e.json), total };
    },
    /** Every match of a search, in order, as JSON texts. */
    searchAll(plan: SearchPlan, filter: MemoryFilter, sort: CatalogueSort | 'relevance') {
      return searched(plan, filter, sort).list.map((entry) => entry.json);
    },
    // Loading, freshness and writes' waits: change-notices.ts says what each means.
    start: () => follower.start(),
    stop: () => follower.stop(),
    get ready(): boolean {
      return follower.ready;
    },
    get fresh(): boolean {
      return follower.fresh;
    },
    get loadedOnce(): boolean {
      return follower.loadedOnce;
    },
    get reads(): { whole: number; changed: number } {
      return follower.reads;
    },
    loaded: follower.loaded,
    get settingsVersion(): number {
      return follower.settingsVersion;
    },
    onChange: follower.onChange,
    sync: () => follower.sync(),
    /** An enabled product by id or slug, as JSON. */
    find(idOrSlug: string): string | undefined {
      return (index.entries.get(idOrSlug) ?? index.slugs.get(idOrSlug))?.json;
    },
    /**
     * Every enabled product's slug and answer, best-selling first. A product's answer is a new
     * string after every change to it, so a page made from one can tell whether it still holds.
     */
    bestSellers(): { slug: string; json: string }[] {
      if (!follower.loadedOnce) return [];
      return index.sorted.popular.map(({ slug, json }) => ({ slug, json }));
    },
    /** A page of products as JSON texts, and how many match. */
    page(filter: MemoryFilter, sort: CatalogueSort, offset: number, limit: number) {
      scratch.reset();
      const found = filtered(filter);
      const total = found ? count(found) : index.sorted[sort].length;
      const list = found ? firstInOrder(found, total, sort, offset + limit) : index.sorted[sort];
      return { items: list.slice(offset, offset + limit).map((e) => e.json), total };
    },
    /** Every product that matches, in `sort`'s order, as JSON texts. */
    all(filter: MemoryFilter, sort: CatalogueSort): string[] {
      scratch.reset();
      const found = filtered(filter);
      const list = found ? firstInOrder(found, count(found), sort, Infinity) : index.sorted[sort];
      return list.map((entry) => entry.json);
    },
  };
}

export type CatalogueMemory = ReturnType<typeof createCatalogueMemory>;

/**
 * On PostgreSQL the memory answers shoppers only while it has read every change committed up to
 * this long ago (three heartbeats, db/client.ts); the README's staleness bound rests on it.
 */
export const STALE_AFTER_MS = 3000;

/** The products' change notices (migration 0011_catalogue_changes). */
const CHANNEL = 'catalogue_changed';

/** A product's answer as JSON: what the memory keeps for each product. */
const productJson = (record: ProductRecord) => asciiJson(toProductDto(record));

/** The memory of a database's catalogue, read through the products repo. */
export function catalogueMemoryOf(
  database: Database,
  repo: ProductRepo,
  log: CatalogueMemoryOptions['log'],
): CatalogueMemory {
  return createCatalogueMemory({
    load: (ids) => repo.catalogueEntries(productJson, ids),
    listen: (onMessage, onLost, watch) => database.listen(CHANNEL, onMessage, onLost, watch),
    versions: () => repo.catalogueVersions(),
    staleAfterMs: database.kind === 'postgres' ? STALE_AFTER_MS : undefined,
    notify: async (payload) => {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    log,
  });
}
