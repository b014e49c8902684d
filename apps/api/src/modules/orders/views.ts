/** How an order is answered: to the admin, and to the shopper's own result pages. */
import {
  fromCents,
  OrderLineError,
  orderStatusLabel,
  resolveCart as resolveOrderLines,
  type OrderEventAnswer,
  type PublicOrder,
} from '@shop/domain';
import { conflict, unprocessable } from '../../http/errors.js';
import type { OrderEventRow, OrderRow } from './rows.js';

export type { OrderShipment } from '../../db/schema.js';

const amount = (cents: number | null) => (cents === null ? null : fromCents(cents));

export function toOrderDto(row: OrderRow) {
  return {
    id: row.id,
    _id: row.id,
    order_number: row.orderNumber,
    name: row.name,
    email: row.email,
    phone: row.phone,
    client_id: row.clientId,
    items: row.items,
    status: row.status,
    status_detail: row.statusDetail,
    track_id: row.trackId,
    admin_comment: row.adminComment,
    order_type: row.orderType,
    payment_method: row.paymentMethod,
    subtotal: fromCents(row.subtotalCents),
    promotion_discount: fromCents(row.promotionDiscountCents),
    transfer_discount: fromCents(row.transferDiscountCents),
    coupon_discount: fromCents(row.couponDiscountCents),
    coupon: row.couponCode ? { code: row.couponCode, percentage: row.couponPercent } : null,
    shipping_amount: fromCents(row.shippingAmountCents),
    transaction_amount: fromCents(row.transactionAmountCents),
    transaction_details: {
      net_received_amount: amount(row.netReceivedAmountCents),
      total_paid_amount: amount(row.totalPaidAmountCents),
    },
    shipping_type: row.shippingType,
    shipment: row.shipment,
    payment_id: row.paymentId,
    preference_id: row.preferenceId,
    shipment_import: {
      requested_at: row.shipmentRequestedAt?.toISOString() ?? null,
      imported_at: row.shipmentImportedAt?.toISOString() ?? null,
      error: row.shipmentError,
    },
    payment_alert: row.paymentAlert,
    /** Given back so far (refunds, chargebacks): the orders list shows a partly refunded order. */
    refunded_total: fromCents(row.refundedCents),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export type OrderDto = ReturnType<typeof toOrderDto>;

/** What the shopper's result pages show: their own order, nothing about anyone else. */
export function toPublicOrder(row: OrderRow): PublicOrder {
  const order = toOrderDto(row);
  return {
    order_number: order.order_number,
    status: order.status,
    status_label: orderStatusLabel(order.status),
    status_detail: order.status_detail,
    order_type: order.order_type,
    payment_method: order.payment_method,
    shipping_type: order.shipping_type,
    track_id: order.track_id,
    name: order.name,
    email: order.email,
    phone: order.phone,
    items: order.items.map((item) => ({
      name: item.name,
      size: item.size,
      quantity: item.quantity,
      price: item.price,
      variant: { imgUrl: item.variant.imgUrl },
      promotion: item.promotion && { title: item.promotion.title, type: item.promotion.type },
    })),
    subtotal: order.subtotal,
    promotion_discount: order.promotion_discount,
    transfer_discount: order.transfer_discount,
    coupon_discount: order.coupon_discount,
    shipping_amount: order.shipping_amount,
    transaction_amount: order.transaction_amount,
    createdAt: order.createdAt,
  };
}

/** The order's lines as the shop will sell them; a line it cannot sell is a 409 or a 422. */
export function resolveCart(...args: Parameters<typeof resolveOrderLines>) {
  try {
    return resolveOrderLines(...args);
  } catch (error) {
    if (error instanceof OrderLineError) {
      throw error.reason === 'stale' ? conflict(error.message) : unprocessable(error.message);
    }
    throw error;
  }
}

/** One line of the order's history as GET /api/order/:id answers it. */
export function toEventAnswer(event: OrderEventRow): OrderEventAnswer {
  return {
    type: event.type,
    actor: event.actor,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    details: event.details,
    createdAt: event.createdAt.toISOString(),
  };
}
