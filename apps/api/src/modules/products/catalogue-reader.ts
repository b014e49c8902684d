import type { ProductDto } from './product-dto.js';
import type { ProductQuery } from './product-records.js';

/**
 * Products as a reader has them: JSON texts ready to send (the catalogue memory keeps each
 * product's answer written), or answers the HTTP layer serializes (the SQL's records).
 */
export type ReadProducts = { texts: string[] } | { products: ProductDto[] };

/** One product as a reader has it (see ReadProducts). */
export type ReadProduct = { text: string } | { product: ProductDto };

/**
 * The shoppers' catalogue reads, answered the same by every reader (decision 0017; the parity
 * tests run the same cases over both): the products service reads through one reader, chosen
 * once when the shop is wired (services.ts), never per call: `memoryCatalogueReader` when the
 * catalogue memory is on, else `sqlCatalogueReader`. A `query` is one attempt of
 * the service's (a search understood, its filters, its order); `search: null` finds nothing.
 */
export interface CatalogueReader {
  /** Whether shoppers' reads are answered from kept JSON texts (the public cache skips them). */
  readonly keepsAnswers: boolean;
  /** A product by id or slug; undefined when there is none, or it is disabled and not asked for. */
  product(idOrSlug: string, includeDisabled: boolean): Promise<ReadProduct | undefined>;
  /** The products from `offset` to `offset + limit` in the query's order, and how many match. */
  page(
    query: ProductQuery,
    offset: number,
    limit: number,
  ): Promise<ReadProducts & { total: number }>;
  /** Every product that matches, in the query's order. */
  all(query: ProductQuery): Promise<ReadProducts>;
  /** The first `limit` matches as JSON texts, without counting them all (the header's box). */
  first(query: ProductQuery, limit: number): Promise<string[]>;
  /** A product was written through this process: what the reader keeps for a while is forgotten. */
  changed(): void;
}
