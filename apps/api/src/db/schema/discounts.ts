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
import { createdAt } from './columns.js';

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
