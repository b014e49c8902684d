import type { CatalogueSort } from '@shop/domain';
import type { ProductQuery } from '../product-records.js';

/**
 * One enabled product as the memory keeps it: its answer already written as JSON, and the
 * fields the shopper's filters and sorts read.
 */
export type CatalogueEntry = {
  id: string;
  slug: string;
  cat: string;
  brand: string;
  subCat: string | null;
  tags: string[];
  sizesInStock: string[];
  priceCents: number;
  /** created_at in microseconds, as PostgreSQL orders it (milliseconds would tie). */
  createdMicros: number;
  totalSales: number;
  /** The name's stems between spaces: whole-name and phrase matches rank first. */
  searchText: string;
  /** The search vector's lexemes (products.search_terms). */
  searchTerms: string[];
  inStock: boolean;
  /** On sale (ProductQuery.onSale), as repo.ts's ON_SALE answered it; undefined: not. */
  onSale?: boolean;
  json: string;
  /** Changes with every write of its row (PostgreSQL's xmin): what a resynchronisation compares. */
  rowVersion?: string;
  /** Its place in the memory's slot table (searches are sets of slots); -1 until kept. */
  slot: number;
};

/** The filters the memory answers: a shopper's, and whether the search wants products on sale. */
export type MemoryFilter = Pick<
  ProductQuery,
  | 'categories'
  | 'brands'
  | 'subcategories'
  | 'sizes'
  | 'tags'
  | 'onSale'
  | 'saleCoverage'
  | 'search'
>;

const byId = (a: CatalogueEntry, b: CatalogueEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The catalogue's sorts exactly as the SQL orders them (repo.ts ORDER_BY): ties by id. */
const SORTS: Record<CatalogueSort, (a: CatalogueEntry, b: CatalogueEntry) => number> = {
  price_asc: (a, b) => a.priceCents - b.priceCents || byId(a, b),
  price_desc: (a, b) => b.priceCents - a.priceCents || byId(a, b),
  novedades: (a, b) => b.createdMicros - a.createdMicros || byId(a, b),
  popular: (a, b) => b.totalSales - a.totalSales || byId(a, b),
};

/** Which matches a search ranks (repo.ts `ranked`): in stock first, then best sellers, id last. */
const byPopularity = (a: CatalogueEntry, b: CatalogueEntry) =>
  Number(b.inStock) - Number(a.inStock) || b.totalSales - a.totalSales || byId(b, a);

/** The orders kept sorted: the four sorts, and `ranked` (which matches a search ranks). */
export type Order = CatalogueSort | 'ranked';
export const ORDERS: Record<Order, (a: CatalogueEntry, b: CatalogueEntry) => number> = {
  ...SORTS,
  ranked: byPopularity,
};
export const ORDER_NAMES = Object.keys(ORDERS) as Order[];

/** A product's standing in a search's ranking (repo.ts `ranked`): in stock first, then best sellers. */
export const standingOf = (entry: CatalogueEntry) =>
  (entry.inStock ? 2 ** 40 : 0) + entry.totalSales;

/** Where `entry` sits, or would sit, in `list` ordered by `compare`. */
export function positionOf(
  list: CatalogueEntry[],
  entry: CatalogueEntry,
  compare: (a: CatalogueEntry, b: CatalogueEntry) => number,
): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(list[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
