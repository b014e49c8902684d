/**
 * What the shopper's order calls answer: the result pages' view of one order (their own, nothing
 * about anyone else), and the answers of POST /api/order and POST /api/create-order around it.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../catalogue.js';
import { ORDER_ACTORS } from '../order-status.js';

const pesos = z.number();

export const publicOrderSchema = z.object({
  order_number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  status_detail: z.string(),
  order_type: z.string(),
  payment_method: z.string(),
  shipping_type: z.string(),
  track_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      price: pesos,
      variant: z.object({ imgUrl: z.array(z.string()) }),
      promotion: z.object({ title: z.string(), type: z.string() }).nullable(),
    }),
  ),
  subtotal: pesos,
  promotion_discount: pesos,
  transfer_discount: pesos,
  coupon_discount: pesos,
  shipping_amount: pesos,
  transaction_amount: pesos,
  createdAt: z.string(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

/** POST /api/order (transfer): the order, the token that opens its status and its result page. */
export const transferOrderAnswerSchema = publicOrderSchema.extend({
  receiptToken: z.string(),
  resultPath: z.string(),
});
export type TransferOrderAnswer = z.infer<typeof transferOrderAnswerSchema>;

/** POST /api/create-order (Mercado Pago): the order plus the provider's preference id and URL. */
export const mercadoPagoOrderAnswerSchema = publicOrderSchema.extend({
  id: z.string().nullable(),
  receiptToken: z.string(),
  init_point: z.string().nullable(),
});
export type MercadoPagoOrderAnswer = z.infer<typeof mercadoPagoOrderAnswerSchema>;

/** GET /api/order/:id/events: one line of the order's history. */
export const orderEventAnswerSchema = z.object({
  type: z.enum([
    'created',
    'checkout_opened',
    'status_changed',
    'items_edited',
    'payment_notice_received',
    'payment_flagged',
  ]),
  actor: z.enum(ORDER_ACTORS),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES).nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type OrderEventAnswer = z.infer<typeof orderEventAnswerSchema>;

/** One stored line of an order (SPEC.md section 3, Order items), as the admin reads it. */
export const orderItemAnswerSchema = z.object({
  lineId: z.string(),
  id: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  price: pesos,
  variant: z.object({ id: z.number().int(), variant: z.string(), imgUrl: z.array(z.string()) }),
  promotion: z.object({ id: z.string(), title: z.string(), type: z.string() }).nullable(),
});

/** GET /api/orders, GET and PUT /api/order/:id, an admin draft: the whole order. */
export const adminOrderAnswerSchema = z.object({
  id: z.string(),
  _id: z.string(),
  order_number: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  client_id: z.string(),
  items: z.array(orderItemAnswerSchema),
  status: z.enum(ORDER_STATUSES),
  status_detail: z.string(),
  track_id: z.string(),
  admin_comment: z.string(),
  order_type: z.string(),
  payment_method: z.string(),
  subtotal: pesos,
  promotion_discount: pesos,
  transfer_discount: pesos,
  coupon_discount: pesos,
  coupon: z.object({ code: z.string(), percentage: z.number().nullable() }).nullable(),
  shipping_amount: pesos,
  transaction_amount: pesos,
  transaction_details: z.object({
    net_received_amount: pesos.nullable(),
    total_paid_amount: pesos.nullable(),
  }),
  shipping_type: z.string(),
  shipment: z.object({
    street_name: z.string(),
    street_number: z.string(),
    floor: z.string(),
    apartment: z.string(),
    aclaration: z.string(),
    city_name: z.string(),
    state_name: z.string(),
    zipCode: z.string(),
    rate: z.object({
      productName: z.string(),
      deliveredType: z.string(),
      agencyAddress: z.string(),
      agencyCode: z.string(),
    }),
  }),
  payment_id: z.string().nullable(),
  preference_id: z.string().nullable(),
  /** 'Pagado después de cancelado' or 'Pagado dos veces' (PAYMENT_ALERTS); null: nothing to check. */
  payment_alert: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrderAnswer = z.infer<typeof adminOrderAnswerSchema>;

/** POST /api/order/:id/sync-payments: the order after the search, and what Mercado Pago has. */
export const paymentSyncAnswerSchema = z.object({
  order: adminOrderAnswerSchema,
  payments: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      status_detail: z.string(),
      amount: z.number(),
    }),
  ),
});
export type PaymentSyncAnswer = z.infer<typeof paymentSyncAnswerSchema>;

/** POST /api/order-status/:order_number/payment-check: whether the payment was read now. */
export const paymentCheckAnswerSchema = z.object({ checked: z.boolean() });
