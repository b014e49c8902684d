/** Promotions and coupons, and their uses by orders. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns.js';

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
    /** The first day the promotion shows (null: from its creation); shoppers never see it before. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The "% off" kind's discount; null for the bundle kinds. */
    percentOff: integer('percent_off'),
    /** Brands the "% off" kind applies to (empty: every brand of its categories). */
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Single products it also covers, beside its categories (the products list's bulk action). */
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
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
    /** percent, fixed (an amount off) or free_shipping (issue 45). */
    kind: text('kind').notNull().default('percent'),
    /** The percent kind's discount; 0 for the other kinds. */
    percentage: integer('percentage').notNull(),
    /** The fixed kind's amount off. */
    amountCents: cents('amount_cents'),
    minPurchaseCents: cents('min_purchase_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    remainingUses: integer('remaining_uses').notNull(),
    /** Uses per customer (by e-mail or DNI/CUIT); null: no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    /** Categories and subcategories it applies to (empty: the whole cart). */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subcategories: text('subcategories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paused: boolean('paused').notNull().default(false),
    /** Deleted by the owner: hidden and refused, its uses kept for the orders that name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Bumped by every write the owner's form must not overwrite unseen (decision 0030). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key')
      .on(t.code)
      .where(sql`${t.deletedAt} is null`),
    check('coupons_remaining_uses_not_negative', sql`${t.remainingUses} >= 0`),
    check(
      'coupons_percentage_range',
      sql`(${t.kind} <> 'percent') or (${t.percentage} > 0 and ${t.percentage} <= 100)`,
    ),
    check('coupons_amount_positive', sql`(${t.kind} <> 'fixed') or (${t.amountCents} > 0)`),
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
    /** The customer who used it, for the per-customer limit: e-mail lower-cased, DNI/CUIT digits. */
    customerEmail: text('customer_email').notNull().default(''),
    customerId: text('customer_id').notNull().default(''),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_usages_coupon_idx').on(t.couponId),
    index('coupon_usages_customer_email_idx').on(t.couponId, t.customerEmail),
    index('coupon_usages_customer_id_idx').on(t.couponId, t.customerId),
  ],
);
