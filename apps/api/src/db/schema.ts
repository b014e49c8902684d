import type {
  AlertDetails,
  AlertKind,
  AlertResolution,
  OrderActor,
  OrderEventType,
  OrderStatus,
} from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  unique,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** JSON kept as written (key order too), parsed by the drivers on read. */
const json = customType<{ data: unknown }>({ dataType: () => 'json' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Money is stored in integer cents; the API speaks pesos. */
const cents = (name: string) => bigint(name, { mode: 'number' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    index('products_listing_popular_idx').on(t.disabled, t.totalSales),
    index('products_cat_idx').on(t.cat, t.subCat),
    index('products_brand_idx').on(t.brand),
    index('products_tags_idx').using('gin', t.tags),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_search_rank_idx').on(t.inStock, t.totalSales, t.id),
    index('products_sizes_in_stock_idx').using('gin', t.sizesInStock),
    // Each sort within a category or a brand, read in order from an index (enabled products).
    ...(['cat', 'brand'] as const).flatMap((filter) =>
      (['priceCents', 'createdAt', 'totalSales'] as const).map((sort) =>
        index(
          `products_${filter}_${sort === 'priceCents' ? 'price' : sort === 'createdAt' ? 'new' : 'popular'}_idx`,
        )
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
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.variantId, t.size] }),
    foreignKey({
      columns: [t.productId, t.variantId],
      foreignColumns: [productVariants.productId, productVariants.variantId],
    }).onDelete('cascade'),
    index('product_sizes_size_idx').on(t.size, t.productId),
    /** The dashboard's and the digest's low-stock list, fewest units first. */
    index('product_sizes_stock_idx').on(t.stock, t.productId, t.variantId, t.size),
    check('product_sizes_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_sizes_sold_not_negative', sql`${t.sold} >= 0`),
  ],
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

export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    img: text('img').notNull().default(''),
    type: text('type').notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subcategories: text('subcategories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    giftCategories: text('gift_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    giftSubcategories: text('gift_subcategories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    badge: text('badge').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
    videoYoutube: text('video_youtube'),
    /** Bumped by every write the owner's form must not overwrite unseen (decision 0030). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promotions_slug_key').on(t.slug)],
);

export const promotionUsages = pgTable(
  'promotion_usages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotion_usages_promotion_idx').on(t.promotionId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    percentage: integer('percentage').notNull(),
    remainingUses: integer('remaining_uses').notNull(),
    /** Bumped by every write the owner's form must not overwrite unseen (decision 0030). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_remaining_uses_not_negative', sql`${t.remainingUses} >= 0`),
    check('coupons_percentage_range', sql`${t.percentage} > 0 and ${t.percentage} <= 100`),
  ],
);

export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_usages_coupon_idx').on(t.couponId)],
);

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: integer('order_number')
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    clientId: text('client_id').notNull().default(''),
    status: text('status').$type<OrderStatus>().notNull(),
    statusDetail: text('status_detail').notNull().default(''),
    trackId: text('track_id').notNull().default(''),
    adminComment: text('admin_comment').notNull().default(''),
    orderType: text('order_type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    shippingType: text('shipping_type').notNull().default(''),
    subtotalCents: cents('subtotal_cents').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
    shippingAmountCents: cents('shipping_amount_cents').notNull().default(0),
    promotionDiscountCents: cents('promotion_discount_cents').notNull().default(0),
    transferDiscountCents: cents('transfer_discount_cents').notNull().default(0),
    couponDiscountCents: cents('coupon_discount_cents').notNull().default(0),
    couponPercent: integer('coupon_percent'),
    transactionAmountCents: cents('transaction_amount_cents').notNull(),
    netReceivedAmountCents: cents('net_received_amount_cents'),
    totalPaidAmountCents: cents('total_paid_amount_cents'),
    couponCode: text('coupon_code'),
    shipment: jsonb('shipment').notNull(),
    items: jsonb('items').notNull(),
    idempotencyKey: text('idempotency_key'),
    paymentId: text('payment_id'),
    preferenceId: text('preference_id'),
    /** False once the order's units went back to stock (cancelled), so they go back only once. */
    stockHeld: boolean('stock_held').notNull().default(true),
    /** 'Generar envío' (or the automatic setting) asked for the MiCorreo import. */
    shipmentRequestedAt: timestamp('shipment_requested_at', { withTimezone: true }),
    /** MiCorreo took the import (or said it already had it). */
    shipmentImportedAt: timestamp('shipment_imported_at', { withTimezone: true }),
    /** MiCorreo's own message when it refused the import; blank otherwise. */
    shipmentError: text('shipment_error').notNull().default(''),
    /** A payment the owner must look at (PAYMENT_ALERTS); null when there is none. */
    paymentAlert: text('payment_alert'),
    /** Money received and given back (the order's payment ledger): sales are net of refunds. */
    receivedCents: cents('received_cents').notNull().default(0),
    refundedCents: cents('refunded_cents').notNull().default(0),
    /** When an unpaid Mercado Pago checkout gives its stock back; a retry moves it (decision 0031). */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /** Bumped by every write the owner's form must not overwrite unseen (decision 0030). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_status_idx').on(t.status),
    /** The dashboard reads orders by when they were made. */
    index('orders_created_at_idx').on(t.createdAt),
    /** The dashboard's transfers still unpaid, oldest first. */
    index('orders_status_method_created_idx').on(t.status, t.paymentMethod, t.createdAt),
    check('orders_amounts_not_negative', sql`${t.transactionAmountCents} >= 0`),
  ],
);

/**
 * The dashboard's order figures per local day (Argentina), status and payment method, kept by
 * a trigger on orders (migration 0007_dashboard_summary): the dashboard reads a few hundred rows
 * instead of every order of 60 days.
 */
export const orderDayFigures = pgTable(
  'order_day_figures',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    orders: integer('orders').notNull().default(0),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.paymentMethod] })],
);

/** Units and revenue of each product per local day and order status, kept by the same trigger. */
export const productDaySales = pgTable(
  'product_day_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    /** The order line's product id as the order stored it (text in the items JSON). */
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.productId] })],
);

/**
 * Every payment notification accepted, by its key: a repeated delivery finds its key taken and
 * changes nothing.
 */
export const paymentNotifications = pgTable('payment_notifications', {
  notificationKey: text('notification_key').primaryKey(),
  topic: text('topic').notNull(),
  resourceId: text('resource_id').notNull(),
  action: text('action').notNull().default(''),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The payment simulator's preferences (only used without Mercado Pago credentials). */
export const simulatedPreferences = pgTable('simulated_preferences', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  request: jsonb('request').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const simulatedPaymentIdSeq = pgSequence('simulated_payment_id_seq', {
  startWith: 1311617794,
});

/** The payment simulator's payments, in Mercado Pago's GET /v1/payments/{id} shape. */
export const simulatedPayments = pgTable('simulated_payments', {
  id: bigint('id', { mode: 'number' })
    .primaryKey()
    .default(sql`nextval('simulated_payment_id_seq')`),
  preferenceId: text('preference_id').notNull(),
  payment: jsonb('payment').notNull(),
  createdAt: createdAt(),
});

/**
 * The order's history: one row per change (created, status moved, items edited), written in the
 * transaction of the change, with what happened, when, who caused it and the details.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** created, status_changed, items_edited… */
    type: text('type').$type<OrderEventType>().notNull(),
    /** shopper, payment_provider, carrier, admin or system. */
    actor: text('actor').$type<OrderActor>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * What the owner must look at (the dashboard's "Atención" list, decision 0031): one row per
 * kind, order and subject (a payment id, a tracking code, an hour), open until resolved.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<AlertKind>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull().default(''),
    details: jsonb('details').$type<AlertDetails>().notNull().default({}),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution').$type<AlertResolution>(),
  },
  (t) => [
    unique('alerts_subject_key').on(t.kind, t.orderId, t.subject).nullsNotDistinct(),
    index('alerts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index('alerts_order_idx').on(t.orderId),
  ],
);

/** Payment notices refused for their signature: several in an hour raise an alert. */
export const refusedNotices = pgTable(
  'refused_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refused_notices_received_idx').on(t.receivedAt)],
);

/**
 * Background work (e-mails, payment notifications, unpaid-order expiry) shared by every instance:
 * claimed with FOR UPDATE SKIP LOCKED and a lease, retried with backoff. E-mails stay here as the
 * outbox the admin reads.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending, done or failed (no attempts left). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set in the future, an instance is working on the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.kind, t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_kind_id_idx').on(t.kind, t.id),
  ],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    countryCode: text('country_code').notNull().default('+54'),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default('Argentina'),
    status: text('status').notNull().default('Activo'),
    owner: boolean('owner').notNull().default(false),
    checked: boolean('checked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_users_username_key').on(t.username)],
);

/** One row (id = 1): the settings the admin edits and the storefront and checkout read. */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_settings_single_row', sql`${t.id} = 1`)],
);

/** Synonym groups the owner edits: words or phrases a search treats as the same. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  terms: text('terms').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Searches that found nothing, counted per day; the query text only, never who typed it. */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.query, t.day] }), index('search_misses_day_idx').on(t.day)],
);

/**
 * Every word of the enabled products with how many use it, kept by triggers on products (see
 * migration 0003): the words typos are corrected to.
 */
export const searchVocabulary = pgTable('search_vocabulary', {
  word: text('word').primaryKey(),
  products: integer('products').notNull(),
});
