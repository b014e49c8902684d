/** Payment notices accepted and the payment simulator's own records. */
import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
