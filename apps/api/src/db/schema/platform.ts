/** The shop's machinery: background jobs, back-office users and the settings row. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
    /** Areas the owner granted this staff admin (refunds, exports, settings, users); owners have all. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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

/**
 * A bulk action the owner started on a selection (orders or products): one row per action, one
 * item per selected record, each applied in its own transaction by the jobs runner and reported.
 */
export const bulkRuns = pgTable(
  'bulk_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** orders or products. */
    area: text('area').notNull(),
    action: text('action').notNull(),
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    requestedBy: uuid('requested_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bulk_runs_area_created_idx').on(t.area, t.createdAt)],
);

export const bulkRunItems = pgTable(
  'bulk_run_items',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => bulkRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The record it applies to: an order's or a product's id. */
    ref: text('ref').notNull(),
    /** What the report shows for it: the order number, the product's name. */
    label: text('label').notNull().default(''),
    /** pending, done or refused. */
    outcome: text('outcome').notNull().default('pending'),
    /** Why it was refused, in Spanish; blank otherwise. */
    reason: text('reason').notNull().default(''),
    result: jsonb('result'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.runId, t.position] })],
);
