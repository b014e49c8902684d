import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  CatalogueImportPlan,
  CatalogueImportState,
  ImportedProductState,
  StockDemand,
} from '@shop/domain';
import type { Db, DbExecutor } from '../../db/client.js';
import { isDeadlock } from '../../db/errors.js';
import { isUuid } from '../../lib/ids.js';
import { takenSlugs } from '../../db/slugs.js';
import { queryPrepared, queryRows } from '../../db/rows.js';
import { productSizes, productVariants, products } from '../../db/schema.js';
import type { CompiledSearch } from '../search/service.js';
import type { CatalogueEntry } from './catalogue-memory/entries.js';
import {
  RANKED_MATCHES,
  type EditedSizeRecord,
  type EditedVariantRecord,
  type NewProductRow,
  type ProductQuery,
  type ProductRecord,
  type ProductRow,
  type ProductSort,
  type VariantRecord,
} from './product-records.js';

const ORDER_BY: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  price_asc: sql`p.price_cents asc, p.id`,
  price_desc: sql`p.price_cents desc, p.id`,
  novedades: sql`p.created_at desc, p.id`,
  popular: sql`p.total_sales desc, p.id`,
};

/**
 * A search's order: whole name, then phrase in the name, then every word as typed (or a
 * synonym), then typo matches; within each, in stock first, then the best sellers.
 */
function relevanceOrder(search: CompiledSearch | null | undefined): SQL {
  const tier = search
    ? sql`case when p.search_text = ${search.whole} then 0
            when p.search_text like ${search.phrase} then 1
            when p.search_vector @@ ${search.exact}::tsquery then 2 else 3 end,`
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
  if (query.search) conditions.push(sql`p.search_vector @@ ${query.search.query}::tsquery`);
  if (query.search === null) conditions.push(sql`false`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** Shoppers' filters of category, subcategory and brand only: catalogue_counts knows their total. */
const keptCountServes = (query: ProductQuery) =>
  !query.includeDisabled &&
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

function parseRecord(row: ProductRecord): ProductRecord {
  const createdAt = new Date(row.createdAt);
  const updatedAt = new Date(row.updatedAt);
  const variants = typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants;
  return { ...row, createdAt, updatedAt, variants };
}

export function createProductRepo(db: Db) {
  return {
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
          rowVersion: string;
        }
      >(
        db,
        sql`select ${SELECT_PRODUCT}, p.sizes_in_stock as "sizesInStock",
              p.search_terms as "searchTerms", p.in_stock as "inStock", p.xmin::text as "rowVersion",
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

    async insert(row: NewProductRow, variants: VariantRecord[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(products).values(row).returning({ id: products.id });
        if (!inserted) throw new Error('insert returned no row');
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
    ): Promise<'updated' | 'stale' | 'missing'> {
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
            const versionMatch =
              version === undefined
                ? eq(products.id, id)
                : and(eq(products.id, id), eq(products.version, version));
            const [updated] = await tx
              .update(products)
              .set({ ...patch, version: sql`${products.version} + 1`, updatedAt: new Date() })
              .where(versionMatch)
              .returning({ id: products.id });
            if (!updated) {
              const [exists] = await tx
                .select({ id: products.id })
                .from(products)
                .where(eq(products.id, id));
              return exists ? 'stale' : 'missing';
            }
            if (variants) await replaceVariants(tx, id, variants, current);
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
        .where(
          version === undefined
            ? eq(products.id, id)
            : and(eq(products.id, id), eq(products.version, version)),
        )
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

async function insertVariants(db: Db, productId: string, variants: VariantRecord[]) {
  if (!variants.length) return;
  await db.insert(productVariants).values(
    variants.map((v, position) => ({
      productId,
      variantId: v.id,
      position,
      name: v.variant,
      images: v.imgUrl,
    })),
  );
  const sizes = variants.flatMap((v) =>
    v.sizes.map((s, position) => ({
      productId,
      variantId: v.id,
      size: s.size,
      position,
      stock: s.stock,
      sold: s.sold,
    })),
  );
  if (sizes.length) await db.insert(productSizes).values(sizes);
}

/** A size's stock after the owner's edit (decision 0030). */
export function editedStock(
  sent: EditedSizeRecord,
  now: { stock: number; sold: number } | undefined,
): { stock: number; sold: number } {
  if (!now || sent.stockRead === undefined) return { stock: sent.stock, sold: sent.sold };
  return { stock: Math.max(0, now.stock + sent.stock - sent.stockRead), sold: now.sold };
}

/**
 * Makes the product's variants and sizes those sent, in place: removed ones deleted, kept ones
 * updated, new ones inserted. `current`: the sizes as they are now, locked by the caller.
 */
async function replaceVariants(
  tx: Db,
  productId: string,
  variants: EditedVariantRecord[],
  current: { variantId: number; size: string; stock: number; sold: number }[],
) {
  const key = (variantId: number, size: string) => JSON.stringify([variantId, size]);
  const now = new Map(current.map((s) => [key(s.variantId, s.size), s]));
  const keptVariants = new Set(variants.map((v) => v.id));
  const sent = new Set(variants.flatMap((v) => v.sizes.map((s) => key(v.id, s.size))));
  const existingVariants = await tx
    .select({ variantId: productVariants.variantId })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  for (const { variantId } of existingVariants) {
    if (!keptVariants.has(variantId)) {
      await tx
        .delete(productVariants)
        .where(
          and(eq(productVariants.productId, productId), eq(productVariants.variantId, variantId)),
        );
    }
  }
  for (const size of current) {
    if (keptVariants.has(size.variantId) && !sent.has(key(size.variantId, size.size))) {
      await tx
        .delete(productSizes)
        .where(
          and(
            eq(productSizes.productId, productId),
            eq(productSizes.variantId, size.variantId),
            eq(productSizes.size, size.size),
          ),
        );
    }
  }
  if (!variants.length) return;
  await tx
    .insert(productVariants)
    .values(
      variants.map((v, position) => ({
        productId,
        variantId: v.id,
        position,
        name: v.variant,
        images: v.imgUrl,
      })),
    )
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.variantId],
      set: {
        position: sql`excluded.position`,
        name: sql`excluded.name`,
        images: sql`excluded.images`,
      },
    });
  const sizes = variants.flatMap((v) =>
    v.sizes.map((s, position) => ({
      productId,
      variantId: v.id,
      size: s.size,
      position,
      ...editedStock(s, now.get(key(v.id, s.size))),
    })),
  );
  if (!sizes.length) return;
  await tx
    .insert(productSizes)
    .values(sizes)
    .onConflictDoUpdate({
      target: [productSizes.productId, productSizes.variantId, productSizes.size],
      set: {
        position: sql`excluded.position`,
        stock: sql`excluded.stock`,
        sold: sql`excluded.sold`,
      },
    });
}

export type ProductRepo = ReturnType<typeof createProductRepo>;

/**
 * Stock of product sizes, for orders: taken, given back and read inside the caller's
 * transaction. The checkout's placement statement in the orders' repo also takes stock, with
 * the order, coupon and jobs in one statement (decision 0022); a change of the sold counts moves
 * the product's sales count (the "popular" sort) in the same statement (migration 0013).
 */
export const stockLedger = {
  /**
   * Takes the units when that many are left, and counts them as sold; false, with nothing
   * changed, otherwise. One statement: one round trip per size.
   */
  async take(tx: DbExecutor, demand: StockDemand): Promise<boolean> {
    const rows = await queryPrepared<{ product_id: string }>(
      tx,
      sql`update product_sizes set stock = stock - ${demand.quantity}, sold = sold + ${demand.quantity}
          where product_id = ${demand.productId} and variant_id = ${demand.variantId}
            and size = ${demand.size} and stock >= ${demand.quantity}
          returning product_id`,
    );
    return rows.length > 0;
  },

  async left(tx: DbExecutor, demand: StockDemand): Promise<number> {
    const rows = await queryRows<{ stock: number }>(
      tx,
      sql`select stock from product_sizes where product_id = ${demand.productId}
            and variant_id = ${demand.variantId} and size = ${demand.size}`,
    );
    return rows[0]?.stock ?? 0;
  },

  /** Units back to stock and off the sales count (a size deleted since is skipped). */
  async giveBack(tx: DbExecutor, demand: StockDemand): Promise<void> {
    await queryPrepared(
      tx,
      sql`update product_sizes set stock = stock + ${demand.quantity},
            sold = greatest(sold - ${demand.quantity}, 0)
          where product_id = ${demand.productId} and variant_id = ${demand.variantId}
            and size = ${demand.size}`,
    );
  },
};

export type StockLedger = typeof stockLedger;

/** A product the catalogue import adds: its row (id chosen beforehand) and its colours. */
export type ImportedNewProduct = { row: NewProductRow & { id: string }; variants: VariantRecord[] };

/** What a catalogue import writes, worked out by the products service from the plan. */
export type CatalogueImportWrite = {
  productUpdates: (Pick<
    ProductRow,
    | 'id'
    | 'productName'
    | 'brand'
    | 'cat'
    | 'subCat'
    | 'priceCents'
    | 'comparePriceCents'
    | 'disabled'
    | 'searchText'
  > &
    Pick<NewProductRow, 'searchTerms' | 'searchWords'>)[];
  stockUpdates: CatalogueImportPlan['stockUpdates'];
  newProducts: ImportedNewProduct[];
};

/** Rows per multi-row insert: well under both drivers' limit of 65,535 parameters. */
const INSERT_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The catalogue import's reads and writes, inside the caller's transaction. Every write of the
 * import goes through `applyCatalogueImport`, so anything kept per product hooks in here.
 */
export const catalogueImportStore = {
  /**
   * The named products with their colours and sizes (locked until the transaction ends when
   * `lock`), and every brand in use.
   */
  async state(
    tx: DbExecutor,
    ids: readonly string[],
    lock: boolean,
  ): Promise<CatalogueImportState> {
    const idList = sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
    if (lock)
      await tx.execute(sql`select id from products where id in ${idList} order by id for update`);
    const rows = await queryRows<ImportedProductState>(
      tx,
      sql`select p.id, p.product_name as name, p.brand, p.cat, p.sub_cat as "subCat",
                 p.price_cents as "priceCents", p.compare_price_cents as "comparePriceCents",
                 p.disabled, p.color, p.tags,
                 coalesce((
                   select json_agg(json_build_object(
                     'variantId', v.variant_id, 'name', v.name,
                     'sizes', coalesce((
                       select json_agg(json_build_object('size', s.size, 'stock', s.stock) order by s.position)
                       from product_sizes s where s.product_id = v.product_id and s.variant_id = v.variant_id
                     ), '[]'::json)) order by v.position)
                   from product_variants v where v.product_id = p.id
                 ), '[]'::json) as variants
          from products p where p.id in ${idList}`,
    );
    const brands = await queryRows<{ brand: string }>(
      tx,
      sql`select distinct brand from products order by brand`,
    );
    return {
      products: new Map(
        rows.map((row) => [
          row.id,
          {
            ...row,
            priceCents: Number(row.priceCents),
            comparePriceCents:
              row.comparePriceCents === null ? null : Number(row.comparePriceCents),
            variants: typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants,
          },
        ]),
      ),
      brands: brands.map((row) => row.brand),
    };
  },

  /** Slugs already taken by any of `bases` or `base-N`. */
  async takenSlugs(tx: DbExecutor, bases: readonly string[]): Promise<string[]> {
    if (!bases.length) return [];
    const rows = await queryRows<{ slug: string }>(
      tx,
      sql`select slug from products
          where regexp_replace(slug, '-[0-9]+$', '') in
                (select value from jsonb_array_elements_text(${JSON.stringify(bases)}::jsonb))`,
    );
    return rows.map((row) => row.slug);
  },

  /** Writes the whole import: product columns, size stock, new products with their colours. */
  async applyCatalogueImport(tx: DbExecutor, write: CatalogueImportWrite): Promise<void> {
    for (const part of chunks(write.productUpdates, 2000)) {
      await tx.execute(
        sql`update products p set product_name = u.name, brand = u.brand, cat = u.cat,
                   sub_cat = u.sub_cat, price_cents = u.price_cents,
                   compare_price_cents = u.compare_price_cents, disabled = u.disabled,
                   search_text = u.search_text, search_terms = u.search_terms,
                   search_words = u.search_words, updated_at = now(), version = p.version + 1
            from jsonb_to_recordset(${JSON.stringify(
              part.map((p) => ({
                id: p.id,
                name: p.productName,
                brand: p.brand,
                cat: p.cat,
                sub_cat: p.subCat,
                price_cents: p.priceCents,
                compare_price_cents: p.comparePriceCents,
                disabled: p.disabled,
                search_text: p.searchText,
                search_terms: p.searchTerms,
                search_words: p.searchWords,
              })),
            )}::jsonb) as u(id uuid, name text, brand text, cat text, sub_cat text,
                            price_cents bigint, compare_price_cents bigint, disabled boolean,
                            search_text text, search_terms text[], search_words text[])
            where p.id = u.id`,
      );
    }
    for (const part of chunks(write.stockUpdates, 5000)) {
      await tx.execute(
        sql`update product_sizes s set stock = u.stock
            from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
                 as u("productId" uuid, "variantId" int, size text, stock int)
            where s.product_id = u."productId" and s.variant_id = u."variantId" and s.size = u.size`,
      );
    }
    // Stock the owner set is an admin write: a form read before it is stale (decision 0030).
    const restocked = [...new Set(write.stockUpdates.map((u) => u.productId))];
    for (const part of chunks(restocked, 5000)) {
      await tx.execute(
        sql`update products set version = version + 1
            where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(part)}::jsonb))`,
      );
    }
    for (const part of chunks(write.newProducts, INSERT_CHUNK)) {
      await tx.insert(products).values(part.map((p) => p.row));
    }
    const variants = write.newProducts.flatMap((p) =>
      p.variants.map((v, position) => ({
        productId: p.row.id,
        variantId: v.id,
        position,
        name: v.variant,
        images: v.imgUrl,
      })),
    );
    for (const part of chunks(variants, INSERT_CHUNK * 2)) {
      await tx.insert(productVariants).values(part);
    }
    const sizes = write.newProducts.flatMap((p) =>
      p.variants.flatMap((v) =>
        v.sizes.map((s, position) => ({
          productId: p.row.id,
          variantId: v.id,
          size: s.size,
          position,
          stock: s.stock,
          sold: 0,
        })),
      ),
    );
    for (const part of chunks(sizes, INSERT_CHUNK * 4)) {
      await tx.insert(productSizes).values(part);
    }
  },
};
