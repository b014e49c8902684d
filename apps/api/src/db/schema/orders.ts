/** Orders, their history, their alerts and the figures the dashboard reads of them. */
import type {
  AlertDetails,
  AlertKind,
  AlertResolution,
  AnyOrderEventDetails,
  OrderActor,
  OrderEventType,
  OrderItem,
  OrderStatus,
} from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns.js';

/** The shipment as stored and answered (SPEC.md section 3, Order.shipment). */
export type OrderShipment = {
  street_name: string;
  street_number: string;
  floor: string;
  apartment: string;
  aclaration: string;
  city_name: string;
  state_name: string;
  zipCode: string;
  rate: {
    productName: string;
    deliveredType: string;
    agencyAddress: string;
    agencyCode: string;
  };
};

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
    shipment: jsonb('shipment').$type<OrderShipment>().notNull(),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
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
    /** When an admin first opened the order: the admin's "new orders" count those still unopened. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Bumped by every write the owner's form must not overwrite unseen (decision 0030). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** The customers list and a customer's orders, by e-mail whatever its case. */
    index('orders_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('orders_unopened_idx')
      .on(t.createdAt)
      .where(sql`${t.openedAt} is null`),
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
    /** Typed per event type (packages/domain order-history.ts). */
    details: jsonb('details').$type<AnyOrderEventDetails>().notNull().default({}),
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
