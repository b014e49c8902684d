/**
 * What the shopper's order calls answer: the result pages' view of one order (their own, nothing
 * about anyone else), and the answers of POST /api/order and POST /api/create-order around it.
 */
import { z } from 'zod';
import { ALERT_KINDS, ALERT_RESOLUTION_KEYS } from '../alerts.js';
import { ORDER_STATUSES } from '../catalogue.js';
import { ORDER_ACTORS, ORDER_EVENT_TYPES } from '../order-status.js';

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

/**
 * The order's Correo Argentino shipment: when 'Generar envío' (or the automatic setting) asked
 * for it, when MiCorreo imported it, and MiCorreo's own message when it refused it.
 */
export const shipmentImportAnswerSchema = z.object({
  requested_at: z.string().nullable(),
  imported_at: z.string().nullable(),
  error: z.string(),
});
export type ShipmentImportAnswer = z.infer<typeof shipmentImportAnswerSchema>;

/** GET /api/order/:id/events: one line of the order's history. */
export const orderEventAnswerSchema = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
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
  shipment_import: shipmentImportAnswerSchema,

  /** The title of the order's newest open alert (ALERT_RULES); null: nothing to check. */
  payment_alert: z.string().nullable(),
  /** Money given back so far (refunds, chargebacks), pesos. */
  refunded_total: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Bumped by every change of the order; the owner's page sends it back (decision 0030). */
  version: z.number().int(),
});
export type AdminOrderAnswer = z.infer<typeof adminOrderAnswerSchema>;

/** An open alert of the "Atención" list (decision 0031). */
export const alertAnswerSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  title: z.string(),
  message: z.string(),
  resolutions: z.array(z.object({ key: z.enum(ALERT_RESOLUTION_KEYS), label: z.string() })),
  order_id: z.string().nullable(),
  order_number: z.number().int().nullable(),
  order_status: z.string().nullable(),
  createdAt: z.string(),
});
export type AlertAnswer = z.infer<typeof alertAnswerSchema>;

/** POST /api/alerts/:id/resolve. */
export const alertResolutionSchema = z.object(
  {
    resolution: z.enum(ALERT_RESOLUTION_KEYS, { error: 'Elegí cómo resolver la alerta.' }),
  },
  { error: 'Elegí cómo resolver la alerta.' },
);
export type AlertResolutionRequest = z.infer<typeof alertResolutionSchema>;

/** GET /api/order/:id: the whole order and its history, oldest first. */
export const adminOrderDetailAnswerSchema = adminOrderAnswerSchema.extend({
  events: z.array(orderEventAnswerSchema),
  /** Money received, given back in all (refunds, chargebacks), and what may still be given back. */
  received_total: z.number(),
  refunded_total: z.number(),
  refundable: z.number(),
  /** The order's open alerts, with their one-click resolutions. */
  alerts: z.array(alertAnswerSchema),
});
export type AdminOrderDetailAnswer = z.infer<typeof adminOrderDetailAnswerSchema>;

/**
 * An order number as shoppers copy it from the shop or its e-mails: '#1001', 'Pedido #1001',
 * 'N° 1001', '1001'. Answers the digits, '' for an empty box, else the text unchanged (refused).
 */
export function orderNumberDigits(text: string): string {
  const trimmed = text.trim();
  const match =
    /^(?:(?:pedido|orden)\s*)?(?:(?:n[°º.]?|nro\.?|núm\.?|número)\s*)?#?\s*(\d+)$/iu.exec(trimmed);
  return match ? match[1]! : trimmed;
}

/** POST /api/order-tracking: the order number with its e-mail, or with the e-mail's signed token. */
export const orderTrackingRequestSchema = z
  .object(
    {
      order_number: z.preprocess(
        (value) => {
          if (typeof value !== 'string') return value;
          const digits = orderNumberDigits(value);
          if (digits === '') return undefined;
          return /^\d+$/.test(digits) ? Number(digits) : digits;
        },
        z
          .number({
            // Only an empty box is a missing number; any other text is a wrong one.
            error: (issue) =>
              issue.input === undefined
                ? 'Ingresá el número de pedido.'
                : 'El número de pedido no es válido.',
          })
          .int('El número de pedido no es válido.')
          .positive('El número de pedido no es válido.')
          .max(2_147_483_647, 'El número de pedido no es válido.'),
      ),
      email: z.string().trim().max(320, 'El e-mail no es válido.').optional(),
      token: z.string().max(200).optional(),
    },
    'El cuerpo debe ser un objeto JSON.',
  )
  .refine((request) => Boolean(request.email || request.token), {
    message: 'Ingresá el e-mail con el que hiciste la compra.',
    path: ['email'],
  });
export type OrderTrackingRequest = z.infer<typeof orderTrackingRequestSchema>;

/** One tracking event as the shopper sees it: MiCorreo's code, its Spanish text, when and where. */
export const trackingEventAnswerSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** ISO instant; null when MiCorreo's date could not be read (then `rawDate` is shown). */
  date: z.string().nullable(),
  rawDate: z.string(),
  branch: z.string(),
});
export type TrackingEventAnswer = z.infer<typeof trackingEventAnswerSchema>;

/** /seguimiento-de-ordenes: the shopper's own order, nothing about anyone else. */
export const orderTrackingAnswerSchema = z.object({
  order_number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  shipping_type: z.string(),
  /** When the order was placed, paid, handed to the carrier and delivered (ISO, or null). */
  dates: z.object({
    created: z.string(),
    paid: z.string().nullable(),
    shipped: z.string().nullable(),
    delivered: z.string().nullable(),
  }),
  track_id: z.string(),
  /** Correo Argentino's own tracking page. */
  tracking_url: z.string(),
  /** Newest first. */
  events: z.array(trackingEventAnswerSchema),
});
export type OrderTrackingAnswer = z.infer<typeof orderTrackingAnswerSchema>;

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

/**
 * POST /api/order/:id/refunds: the amount to give back in pesos (no amount: all that is left)
 * and a note for the order's history.
 */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: 'Ingresá el monto a reintegrar.' })
    .positive('El monto a reintegrar tiene que ser mayor que cero.')
    .max(1_000_000_000, 'El monto a reintegrar no es válido.')
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, {
      message: 'El monto a reintegrar puede tener hasta dos decimales.',
    })
    .optional(),
  note: z.string().trim().max(500, 'La nota puede tener hasta 500 caracteres.').optional(),
  /** Which Mercado Pago payment gives the money back (an alert's); else the one with most left. */
  payment_id: z
    .string()
    .regex(/^\d{1,20}$/, 'El pago a reintegrar no es válido.')
    .optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The refund made and the order after it: what was given back in all and what is left. */
export const refundAnswerSchema = z.object({
  order: adminOrderAnswerSchema,
  refund: z.object({
    amount: pesos,
    refunded_total: pesos,
    refundable: pesos,
    provider_refund_id: z.string().nullable(),
  }),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
