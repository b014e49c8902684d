import { eq, sql, type SQL } from 'drizzle-orm';
import type { StockDemand } from '@shop/domain';
import type { Db, DbExecutor } from '../../db/client.js';
import { isUuid } from '../../lib/ids.js';
import { takenSlugs } from '../../db/slugs.js';
import { queryPrepared, queryRows } from '../../db/rows.js';
import { productSizes, productVariants, products } from '../../db/schema.js';
import type { CompiledSearch } from '../search/service.js';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type SizeRecord = { size: string; stock: number; sold: number };
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
  /** null: the text has no word to search for, so nothing matches. */
  search?: CompiledSearch | null;
  sort: ProductSort;
  includeDisabled: boolean;
  limit?: number;
  offset?: number;
};

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

/**
 * A search ranks at most this many matches (the best sellers, in stock first, read from an
 * index) unless a deeper page is asked for: a word found in thousands of products costs the
 * same at 10,000 products as at 100,000. A whole-name or phrase match outside them is a match of
 * words that thousands of products share, so it is no better than the ones ranked.
 */
const RANKED_MATCHES = 400;

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
  p.created_at as "createdAt", p.updated_at as "updatedAt", p.variants`;

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

    /** Updates the product's own columns and, when given, replaces its variants and sizes. */
    async update(
      id: string,
      patch: Partial<NewProductRow>,
      variants: VariantRecord[] | undefined,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(products)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning({ id: products.id });
        if (!updated) return false;
        if (variants) {
          await tx.delete(productVariants).where(eq(productVariants.productId, id));
          await insertVariants(tx, id, variants);
        }
        return true;
      });
    },

    async remove(id: string): Promise<boolean> {
      const deleted = await db
        .delete(products)
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return deleted.length > 0;
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

export type ProductRepo = ReturnType<typeof createProductRepo>;

/**
 * Stock of product sizes, for orders: taken, given back and read inside the caller's
 * transaction. Only this module writes product_sizes and the products' sales count.
 */
export const stockLedger = {
  /**
   * Takes the units when that many are left, and counts them as sold (the "popular" sort);
   * false, with nothing changed, otherwise. One statement: one round trip per size.
   */
  async take(tx: DbExecutor, demand: StockDemand): Promise<boolean> {
    const rows = await queryPrepared<{ id: string }>(
      tx,
      sql`with taken as (
            update product_sizes set stock = stock - ${demand.quantity}, sold = sold + ${demand.quantity}
            where product_id = ${demand.productId} and variant_id = ${demand.variantId}
              and size = ${demand.size} and stock >= ${demand.quantity}
            returning product_id)
          update products set total_sales = total_sales + ${demand.quantity}
          where id in (select product_id from taken)
          returning id`,
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
    await tx.execute(
      sql`with returned as (
            update product_sizes set stock = stock + ${demand.quantity},
              sold = greatest(sold - ${demand.quantity}, 0)
            where product_id = ${demand.productId} and variant_id = ${demand.variantId}
              and size = ${demand.size}
            returning product_id)
          update products set total_sales = greatest(total_sales - ${demand.quantity}, 0)
          where id in (select product_id from returned)`,
    );
  },
};

export type StockLedger = typeof stockLedger;
