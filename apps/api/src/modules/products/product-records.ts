import type { CoverageClauses } from '@shop/domain';
import type { products } from '../../db/schema.js';
import type { CompiledSearch } from '../search/service.js';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type SizeRecord = { size: string; stock: number; sold: number };
/** A size as the owner's form sends it: with `stockRead`, its stock is a change (decision 0030). */
export type EditedSizeRecord = SizeRecord & { stockRead?: number | undefined };
export type EditedVariantRecord = Omit<VariantRecord, 'sizes'> & { sizes: EditedSizeRecord[] };
export type VariantRecord = { id: number; variant: string; imgUrl: string[]; sizes: SizeRecord[] };
export type ProductRecord = ProductRow & { variants: VariantRecord[] };

/** The catalogue's sorts, plus `relevance`: the order of a search when no sort is asked for. */
export type ProductSort = 'price_asc' | 'novedades' | 'popular' | 'price_desc' | 'relevance';

export type ProductQuery = {
  categories?: string[];
  brands?: string[];
  subcategories?: string[];
  sizes?: string[];
  tags?: string[];
  /**
   * Only products on sale: a compare price above the price, or the owner's 'Ofertas' flag
   * (special_offers), as the home's 'Oferta' and 'Ofertas Pre-temporada' carousels show them.
   * Also asked by a search with an offer word (CompiledSearch.onSale): see `wantsOnSale`.
   */
  onSale?: boolean;
  /**
   * The running "% OFF" promotions' products, which the on-sale filter lets through too (the
   * domain's coverageClauses of each); none when the query does not want products on sale.
   */
  saleCoverage?: readonly CoverageClauses[];
  /** null: the text has no word to search for, so nothing matches. */
  search?: CompiledSearch | null;
  sort: ProductSort;
  includeDisabled: boolean;
  limit?: number;
  offset?: number;
};

/**
 * A search ranks at most this many matches (the best sellers, in stock first, read from an
 * index) unless a deeper page is asked for: a word found in thousands of products costs the
 * same at 10,000 products as at 100,000. A whole-name or phrase match outside them is a match of
 * words that thousands of products share, so it is no better than the ones ranked.
 */
export const RANKED_MATCHES = 400;

/** Whether a request filters by nothing: no category, brand, subcategory, size or tag. */
export const filtersNothing = (
  filter: Pick<ProductQuery, 'categories' | 'brands' | 'subcategories' | 'sizes' | 'tags'>,
) =>
  !filter.categories?.length &&
  !filter.brands?.length &&
  !filter.subcategories?.length &&
  !filter.sizes?.length &&
  !filter.tags?.length;

/** Whether a query lets through only products on sale: asked by itself or by its search's offer word. */
export const wantsOnSale = (query: Pick<ProductQuery, 'onSale' | 'search'>) =>
  query.onSale === true || query.search?.onSale === true;
