/** The catalogue: products with their variants and sizes, made-to-order products and images. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tsvector, json, bytea, cents, createdAt } from './columns.js';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    productName: text('product_name').notNull(),
    /** The name's search stems between spaces (domain searchDocument), for phrase ranking. */
    searchText: text('search_text').notNull(),
    /** Search stems of name, brand, category, subcategory, colours and tags (searchDocument). */
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The same words as written: the search_vocabulary trigger counts them. */
    searchWords: text('search_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`array_to_tsvector(search_terms)`),
    priceCents: cents('price_cents').notNull(),
    comparePriceCents: cents('compare_price_cents'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    brand: text('brand').notNull(),
    cat: text('cat').notNull(),
    subCat: text('sub_cat'),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default(''),
    badge: text('badge').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    videoYoutube: text('video_youtube'),
    disabled: boolean('disabled').notNull().default(false),
    newArrivals: boolean('new_arrivals').notNull().default(false),
    bestSellers: boolean('best_sellers').notNull().default(false),
    specialOffers: boolean('special_offers').notNull().default(false),
    totalSales: integer('total_sales').notNull().default(0),
    /** Some size has stock; kept by triggers on product_sizes (migration 0008), for ranking. */
    inStock: boolean('in_stock').notNull().default(false),
    /**
     * The catalogue's read model, kept by triggers on product_variants and product_sizes in the
     * same transaction as every write (migration 0008): the variants with their sizes as the API
     * answers them, and the sizes with stock (the size filter).
     */
    variants: json('variants')
      .notNull()
      .default(sql`'[]'::json`),
    sizesInStock: text('sizes_in_stock')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weight: doublePrecision('weight').notNull().default(0),
    height: doublePrecision('height').notNull().default(0),
    width: doublePrecision('width').notNull().default(0),
    length: doublePrecision('length').notNull().default(0),
    /** Bumped by every write the owner's form must not overwrite unseen (decision 0030). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_listing_price_idx').on(t.disabled, t.priceCents),
    index('products_listing_new_idx').on(t.disabled, t.createdAt),
    index('products_cat_idx').on(t.cat, t.subCat),
    index('products_brand_idx').on(t.brand),
    index('products_tags_idx').using('gin', t.tags),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_sizes_in_stock_idx').using('gin', t.sizesInStock),
    // Each sort within a category or a brand, read in order from an index (enabled products).
    // No index holds total_sales: every order changes it, and an indexed column changed makes
    // the row's update write every index of products (decision 0043).
    ...(['cat', 'brand'] as const).flatMap((filter) =>
      (['priceCents', 'createdAt'] as const).map((sort) =>
        index(`products_${filter}_${sort === 'priceCents' ? 'price' : 'new'}_idx`)
          .on(t[filter], t[sort])
          .where(sql`${t.disabled} = false`),
      ),
    ),
    check('products_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/**
 * Enabled products per category, subcategory ('' for none) and brand, kept by a trigger on
 * products (migration 0008): the catalogue's total for those filters without counting rows.
 */
export const catalogueCounts = pgTable(
  'catalogue_counts',
  {
    cat: text('cat').notNull(),
    subCat: text('sub_cat').notNull(),
    brand: text('brand').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cat, t.subCat, t.brand] })],
);

export const productVariants = pgTable(
  'product_variants',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.productId, t.variantId] })],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: uuid('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    size: text('size').notNull(),
    position: integer('position').notNull(),
    stock: integer('stock').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** The owner's code and the barcode on the box, per size (searchable, printed on slips). */
    sku: text('sku').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.variantId, t.size] }),
    foreignKey({
      columns: [t.productId, t.variantId],
      foreignColumns: [productVariants.productId, productVariants.variantId],
    }).onDelete('cascade'),
    index('product_sizes_size_idx').on(t.size, t.productId),
    index('product_sizes_sku_idx')
      .on(t.sku)
      .where(sql`${t.sku} <> ''`),
    index('product_sizes_barcode_idx')
      .on(t.barcode)
      .where(sql`${t.barcode} <> ''`),
    /** The dashboard's and the digest's low-stock list, fewest units first. */
    index('product_sizes_stock_idx').on(t.stock, t.productId, t.variantId, t.size),
    check('product_sizes_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_sizes_sold_not_negative', sql`${t.sold} >= 0`),
  ],
);

/**
 * Every change of a size's stock, written by a trigger on product_sizes (migration 0018) so the
 * history always adds up to the stock, whichever path changed it. The writer names the reason,
 * the admin and the order with `set_config('shop.stock_reason' | 'shop.stock_user' |
 * 'shop.stock_order' | 'shop.stock_note', …, true)` in its transaction; unnamed changes are
 * 'adjustment'. No foreign key: the history outlives a deleted size or product.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    size: text('size').notNull(),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    /** initial, order, cancellation, refund, import, adjustment, receipt or edit. */
    reason: text('reason').notNull(),
    orderId: uuid('order_id'),
    userId: uuid('user_id'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_size_idx').on(t.productId, t.variantId, t.size, t.id)],
);

export const commissionProducts = pgTable('commission_products', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  productName: text('product_name').notNull(),
  priceCents: cents('price_cents').notNull(),
  comparePriceCents: cents('compare_price_cents'),
  brand: text('brand').notNull(),
  cat: text('cat').notNull(),
  subCat: text('sub_cat'),
  description: text('description').notNull().default(''),
  /** Made-to-order items carry no stock: variants keep their sizes as a plain list. */
  variants: jsonb('variants').notNull(),
  status: text('status').notNull().default('Activo'),
  createdAt: createdAt(),
});

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A smaller copy of that upload, for srcset; null for the upload's main image. */
    originalId: uuid('original_id').references((): AnyPgColumn => images.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('images_original_idx').on(t.originalId)],
);
