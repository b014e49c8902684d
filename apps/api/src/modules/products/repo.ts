import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  RELEVANCE_TIERS,
  type CoverageClauses,
  type RelevanceTier,
} from '@shop/domain';
import type { Db, DbExecutor } from '../../db/client.js';
import { isDeadlock } from '../../db/errors.js';
import { isUuid } from '../../lib/ids.js';
import { takenSlugs } from '../../db/slugs.js';
import { queryRows } from '../../db/rows.js';
import { productSizes, products } from '../../db/schema.js';
import type { CompiledSearch } from '../search/service.js';
import type { CatalogueEntry } from './catalogue-memory/entries.js';
import {
  RANKED_MATCHES,
  type EditedVariantRecord,
  type NewProductRow,
  type ProductQuery,
  type ProductRecord,
  type ProductSort,
  type VariantRecord,
  wantsOnSale,
} from './product-records.js';
import { insertVariants, replaceVariants } from './variant-rows.js';
import { labelStock } from './stock-labels.js';
import { createStockRepo } from './stock-repo.js';

const ORDER_BY: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  price_asc: sql`p.price_cents asc, p.id`,
  price_desc: sql`p.price_cents desc, p.id`,
  novedades: sql`p.created_at desc, p.id`,
  popular: sql`p.total_sales desc, p.id`,
};

/** Whether a match passes each relevance tier (the memory's are in search-ranking.ts). */
const TIER_TESTS: Record<RelevanceTier, (search: CompiledSearch) => SQL> = {
  wholeName: (search) => sql`p.search_text = ${search.whole}`,
  phraseInName: (search) => sql`p.search_text like ${search.phrase}`,
  exactWords: (search) => sql`p.search_vector @@ ${search.exact}::tsquery`,
  typoMatches: () => sql`true`,
};

/**
 * A search's order: its relevance tier (RELEVANCE_TIERS, in order), then in stock first, then
 * the best sellers.
 */
function relevanceOrder(search: CompiledSearch | null | undefined): SQL {
  const tier = search
    ? sql`case ${sql.join(
        RELEVANCE_TIERS.map(
          (kind, at) => sql`when ${TIER_TESTS[kind](search)} then ${sql.raw(String(at))}`,
        ),
        sql` `,
      )} end,`
    : sql``;
  return sql`${tier} p.in_stock desc, p.total_sales desc, p.id`;
}

function orderOf(query: ProductQuery): SQL {
  return query.sort === 'relevance' ? relevanceOrder(query.search) : ORDER_BY[query.sort];
}

/** A product as the API answers it: its variants and sizes come ready from the read model. */
const SELECT_PRODUCT = sql`p.id, p.slug, p.product_name as "productName", p.search_text as "searchText",
  p.price_cents as "priceCents", p.compare_price_cents as "comparePriceCents",
  p.discount_percentage as "discountPercentage", p.brand, p.cat, p.sub_cat as "subCat",
  p.description, p.color, p.badge, p.tags, p.video_youtube as "videoYoutube", p.disabled,
  p.new_arrivals as "newArrivals", p.best_sellers as "bestSellers", p.special_offers as "specialOffers",
  p.total_sales as "totalSales", p.weight, p.height, p.width, p.length,
  p.created_at as "createdAt", p.updated_at as "updatedAt", p.variants, p.version`;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * On sale (ProductQuery.onSale): a compare price above the price, or the owner's 'Ofertas' flag.
 * The memory keeps the same expression's answer per product (catalogueEntries' `onSale`).
 */
const ON_SALE = sql`(p.special_offers or coalesce(p.compare_price_cents > p.price_cents, false))`;

/** A running "% OFF" promotion's products (the domain's coverageClauses), as SQL. */
function coveredBy(clauses: CoverageClauses): SQL[] {
  const covered: SQL[] = [];
  if (clauses.productIds.length) {
    covered.push(sql`p.id = any(${textArray([...clauses.productIds])}::uuid[])`);
  }
  for (const scope of clauses.scopes) {
    const terms = [sql`p.cat = ${scope.category}`];
    if (scope.subcategories.length) terms.push(sql`p.sub_cat in ${scope.subcategories}`);
    if (scope.brandKeys.length) terms.push(sql`lower(trim(p.brand)) in ${scope.brandKeys}`);
    covered.push(sql`(${sql.join(terms, sql` and `)})`);
  }
  return covered;
}

/** On sale by its own prices or flag, or by a running "% OFF" promotion (ProductQuery.saleCoverage). */
function onSaleCondition(query: ProductQuery): SQL {
  const covered = (query.saleCoverage ?? []).flatMap(coveredBy);
  return covered.length ? sql`(${sql.join([ON_SALE, ...covered], sql` or `)})` : ON_SALE;
}

function whereClause(query: ProductQuery): SQL {
  const conditions: SQL[] = [];
  if (!query.includeDisabled) conditions.push(sql`p.disabled = false`);
  if (query.categories?.length) conditions.push(sql`p.cat in ${query.categories}`);
  if (query.brands?.length) conditions.push(sql`p.brand in ${query.brands}`);
  if (query.subcategories?.length) conditions.push(sql`p.sub_cat in ${query.subcategories}`);
  if (query.tags?.length) {
    conditions.push(sql`p.tags && ${textArray(query.tags)}`);
  }
  if (query.sizes?.length) {
    conditions.push(sql`p.sizes_in_stock && ${textArray(query.sizes)}`);
  }
  if (wantsOnSale(query)) conditions.push(onSaleCondition(query));
  if (query.search) conditions.push(sql`p.search_vector @@ ${query.search.query}::tsquery`);
  if (query.search === null) conditions.push(sql`false`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** Shoppers' filters of category, subcategory and brand only: catalogue_counts knows their total. */
const keptCountServes = (query: ProductQuery) =>
  !query.includeDisabled &&
  !query.onSale &&
  query.search === undefined &&
  !query.sizes?.length &&
  !query.tags?.length;

function keptCountWhere(query: ProductQuery): SQL {
  const conditions: SQL[] = [];
  if (query.categories?.length) conditions.push(sql`c.cat in ${query.categories}`);
  if (query.brands?.length) conditions.push(sql`c.brand in ${query.brands}`);
  if (query.subcategories?.length) conditions.push(sql`c.sub_cat in ${query.subcategories}`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The back office's products list (issue 45): its filters on top of the catalogue's. */
export type AdminProductQuery = Pick<ProductQuery, 'categories' | 'brands' | 'subcategories'> & {
  /** The storefront's search; null: nothing to search for. */
  search?: CompiledSearch | null;
  /** The text as typed, also looked up as a size's SKU or barcode. */
  code?: string;
  status?: 'active' | 'disabled';
  /** 'low': a size at or under the settings' low-stock threshold (the dashboard's). */
  stock?: 'out' | 'low';
  sort: AdminProductSort;
  limit: number;
  offset: number;
};

export const ADMIN_PRODUCT_SORTS = [
  'relevance',
  'name',
  'price_asc',
  'price_desc',
  'stock',
  'newest',
  'best_sellers',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

const totalStock = sql`(select coalesce(sum(s.stock), 0) from product_sizes s where s.product_id = p.id)`;

const lowStockThreshold = sql`coalesce((select (st.settings->>'lowStockThreshold')::int
  from store_settings st where st.id = 1), ${DEFAULT_SETTINGS.lowStockThreshold})`;

const ADMIN_ORDER: Record<Exclude<AdminProductSort, 'relevance'>, SQL> = {
  name: sql`lower(p.product_name), p.id`,
  price_asc: ORDER_BY.price_asc,
  price_desc: ORDER_BY.price_desc,
  stock: sql`${totalStock}, p.id`,
  newest: ORDER_BY.novedades,
  best_sellers: ORDER_BY.popular,
};

function adminWhere(query: AdminProductQuery): SQL {
  const conditions: SQL[] = [];
  if (query.categories?.length) conditions.push(sql`p.cat in ${query.categories}`);
  if (query.brands?.length) conditions.push(sql`p.brand in ${query.brands}`);
  if (query.subcategories?.length) conditions.push(sql`p.sub_cat in ${query.subcategories}`);
  if (query.status) conditions.push(sql`p.disabled = ${query.status === 'disabled'}`);
  if (query.stock === 'out') conditions.push(sql`${totalStock} = 0`);
  if (query.stock === 'low') {
    conditions.push(sql`exists (select 1 from product_sizes s
      where s.product_id = p.id and s.stock <= ${lowStockThreshold})`);
  }
  if (query.search !== undefined || query.code) {
    const matches: SQL[] = [];
    if (query.search) matches.push(sql`p.search_vector @@ ${query.search.query}::tsquery`);
    if (query.code) {
      matches.push(sql`exists (select 1 from product_sizes s where s.product_id = p.id
        and (lower(s.sku) = lower(${query.code}) or s.barcode = ${query.code}))`);
    }
    conditions.push(matches.length ? sql`(${sql.join(matches, sql` or `)})` : sql`false`);
  }
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The product's row; with `version`, only while the row is still at it. */
const atVersion = (id: string, version: number | undefined) =>
  version === undefined
    ? eq(products.id, id)
    : and(eq(products.id, id), eq(products.version, version));

/** A write of the row: the change, its version bumped. */
const bumped = (patch: Partial<NewProductRow>) => ({
  ...patch,
  version: sql`${products.version} + 1`,
  updatedAt: new Date(),
});

/**
 * Writes the product's row alone in one statement, answering the record as written; 'stale'
 * when `version` is not the row's any more.
 */
async function setRow(
  db: DbExecutor,
  id: string,
  patch: Partial<NewProductRow>,
  version: number | undefined,
): Promise<ProductRecord | 'stale' | 'missing'> {
  const [updated] = await db
    .update(products)
    .set(bumped(patch))
    .where(atVersion(id, version))
    .returning();
  // `variants` is the read model's json column, which parseRecord reads as records.
  if (updated) return parseRecord(updated as ProductRecord);
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return exists ? 'stale' : 'missing';
}

function parseRecord(row: ProductRecord): ProductRecord {
  const createdAt = new Date(row.createdAt);
  const updatedAt = new Date(row.updatedAt);
  const variants = typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants;
  return { ...row, createdAt, updatedAt, variants };
}

export function createProductRepo(db: Db) {
  return {
    /** Sizes' stock as the owner moves it, and its history. */
    stock: createStockRepo(db),

    async list(query: ProductQuery): Promise<ProductRecord[]> {
      const page =
        query.limit === undefined ? sql`` : sql`limit ${query.limit} offset ${query.offset ?? 0}`;
      const ranked =
        query.sort === 'relevance' && query.search && query.limit !== undefined
          ? sql`(select * from products p ${whereClause(query)}
                 order by p.in_stock desc, p.total_sales desc, p.id desc
                 limit ${Math.max(RANKED_MATCHES, (query.offset ?? 0) + query.limit)})`
          : undefined;
      const rows = await queryRows<ProductRecord>(
        db,
        ranked
          ? sql`select ${SELECT_PRODUCT} from ${ranked} p order by ${orderOf(query)} ${page}`
          : sql`select ${SELECT_PRODUCT} from products p ${whereClause(query)} order by ${orderOf(query)} ${page}`,
      );
      return rows.map(parseRecord);
    },

    /** A page of the back office's list, disabled products too, and how many match. */
    async adminList(
      query: AdminProductQuery,
    ): Promise<{ records: ProductRecord[]; total: number }> {
      const order =
        query.sort === 'relevance' ? relevanceOrder(query.search) : ADMIN_ORDER[query.sort];
      const rows = await queryRows<ProductRecord & { total: string }>(
        db,
        sql`select ${SELECT_PRODUCT}, count(*) over () as total
            from products p ${adminWhere(query)}
            order by ${order} limit ${query.limit} offset ${query.offset}`,
      );
      if (rows.length === 0 && query.offset > 0) {
        const [counted] = await queryRows<{ total: string }>(
          db,
          sql`select count(*) as total from products p ${adminWhere(query)}`,
        );
        return { records: [], total: Number(counted?.total ?? 0) };
      }
      return { records: rows.map(parseRecord), total: Number(rows[0]?.total ?? 0) };
    },

    /**
     * One product's bulk change (enabled or not, price) in its own statement, bumping its
     * version; with `version`, only if the row is still at it.
     */
    async bulkSet(
      id: string,
      patch: { disabled?: boolean; priceCents?: number },
      version?: number,
    ): Promise<'updated' | 'stale' | 'missing'> {
      const outcome = await setRow(db, id, patch, version);
      return typeof outcome === 'string' ? outcome : 'updated';
    },

    async count(query: ProductQuery): Promise<number> {
      const rows = await queryRows<{ total: number | string | null }>(
        db,
        keptCountServes(query)
          ? sql`select sum(c.products) as total from catalogue_counts c ${keptCountWhere(query)}`
          : sql`select count(*) as total from products p ${whereClause(query)}`,
      );
      return Number(rows[0]?.total ?? 0);
    },

    /**
     * Enabled products as the catalogue memory keeps them (all, or those of `ids`): the answer
     * as JSON made by `toJson`, and the fields its filters and sorts read.
     */
    async catalogueEntries(
      toJson: (record: ProductRecord) => string,
      ids?: string[],
    ): Promise<CatalogueEntry[]> {
      const only = ids ? sql`and p.id = any(${textArray(ids)}::uuid[])` : sql``;
      const rows = await queryRows<
        ProductRecord & {
          sizesInStock: string[];
          createdMicros: string;
          searchTerms: string[];
          inStock: boolean;
          onSale: boolean;
          rowVersion: string;
        }
      >(
        db,
        sql`select ${SELECT_PRODUCT}, p.sizes_in_stock as "sizesInStock",
              p.search_terms as "searchTerms", p.in_stock as "inStock", p.xmin::text as "rowVersion",
              ${ON_SALE} as "onSale",
              (extract(epoch from p.created_at) * 1000000)::bigint::text as "createdMicros"
            from products p where p.disabled = false ${only}`,
      );
      return rows.map((row) => {
        const record = parseRecord(row);
        return {
          id: record.id,
          slug: record.slug,
          cat: record.cat,
          brand: record.brand,
          subCat: record.subCat,
          tags: record.tags,
          sizesInStock: row.sizesInStock,
          priceCents: Number(record.priceCents),
          createdMicros: Number(row.createdMicros),
          totalSales: record.totalSales,
          searchText: record.searchText,
          searchTerms: row.searchTerms,
          inStock: row.inStock,
          onSale: row.onSale,
          json: toJson(record),
          rowVersion: row.rowVersion,
          slot: -1,
        };
      });
    },

    /**
     * Every enabled product's row version (xmin: each write makes a new row, the read model
     * keeps variants, sizes and stock in it), by id: the memory's resynchronisation compares them.
     */
    async catalogueVersions(): Promise<Map<string, string>> {
      const rows = await queryRows<{ id: string; version: string }>(
        db,
        sql`select id::text as id, xmin::text as version from products where disabled = false`,
      );
      return new Map(rows.map((row) => [row.id, row.version]));
    },

    async findByIdOrSlug(idOrSlug: string): Promise<ProductRecord | undefined> {
      const match = isUuid(idOrSlug) ? sql`p.id = ${idOrSlug}` : sql`p.slug = ${idOrSlug}`;
      const rows = await queryRows<ProductRecord>(
        db,
        sql`select ${SELECT_PRODUCT} from products p where ${match}`,
      );
      return rows[0] && parseRecord(rows[0]);
    },

    /** Slugs already taken by `base` or `base-N`, to pick the next free one. */
    slugsLike: (base: string) => takenSlugs(db, products, products.slug, base),

    /** `userId`: the admin who made it, for the stock history (none for the seed). */
    async insert(row: NewProductRow, variants: VariantRecord[], userId?: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(products).values(row).returning({ id: products.id });
        if (!inserted) throw new Error('insert returned no row');
        await labelStock(tx, { reason: 'initial', userId });
        await insertVariants(tx, inserted.id, variants);
        return inserted.id;
      });
    },

    /**
     * Updates the product's own columns and, when given, its variants and sizes, and bumps its
     * version; with `version`, only if the row is still at it ('stale' otherwise, nothing
     * written). Sizes are updated in place under a row lock: a size sent with `stockRead` gets
     * the owner's change applied to the stock there is now (never below 0) and keeps its sold
     * count, so units orders took since the form was read stay taken.
     */
    async update(
      id: string,
      patch: Partial<NewProductRow>,
      variants: EditedVariantRecord[] | undefined,
      version?: number,
      userId?: string,
    ): Promise<ProductRecord | 'updated' | 'stale' | 'missing'> {
      // The row alone: one statement, no sizes locked (a sale day's price edits wait on fewer
      // round trips behind the shoppers).
      if (!variants) return setRow(db, id, patch, version);
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction(async (tx) => {
            // Sizes first, then the product row: the order orders lock them in (read-model trigger).
            const current = await tx
              .select({
                variantId: productSizes.variantId,
                size: productSizes.size,
                stock: productSizes.stock,
                sold: productSizes.sold,
              })
              .from(productSizes)
              .where(eq(productSizes.productId, id))
              .orderBy(productSizes.variantId, productSizes.size)
              .for('update');
            const [updated] = await tx
              .update(products)
              .set(bumped(patch))
              .where(atVersion(id, version))
              .returning({ id: products.id });
            if (!updated) {
              const [exists] = await tx
                .select({ id: products.id })
                .from(products)
                .where(eq(products.id, id));
              return exists ? 'stale' : 'missing';
            }
            await labelStock(tx, { reason: 'edit', userId });
            await replaceVariants(tx, id, variants, current);
            return 'updated';
          });
        } catch (error) {
          // Two writers that lock the same sizes in different orders: PostgreSQL ends one.
          if (attempt < 3 && isDeadlock(error)) continue;
          throw error;
        }
      }
    },

    /** Runs `work` in one transaction: all of it is written, or none. */
    inTransaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Deletes the product; with `version`, only if the row is still at it. */
    async remove(id: string, version?: number): Promise<'removed' | 'stale' | 'missing'> {
      const deleted = await db
        .delete(products)
        .where(atVersion(id, version))
        .returning({ id: products.id });
      if (deleted.length > 0) return 'removed';
      if (version === undefined) return 'missing';
      const [exists] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id));
      return exists ? 'stale' : 'missing';
    },
  };
}

export type ProductRepo = ReturnType<typeof createProductRepo>;
