/** The shopper's tracking view (/seguimiento-de-ordenes), read from the order's history. */
import {
  CORREO_TRACKING_URL,
  ORDER_STATUS,
  orderStatusLabel,
  PAID,
  storedOrderEvent,
  trackingEventLabel,
  type OrderStatus,
  type OrderTrackingAnswer,
} from '@shop/domain';
import type { OrderEventRow, OrderRow } from './rows.js';

/** When the order last moved into one of `statuses`, from its history. */
function lastMoveInto(events: OrderEventRow[], statuses: readonly OrderStatus[]): string | null {
  const moves = events.filter(
    (event) =>
      (event.type === 'status_changed' || event.type === 'created') &&
      event.toStatus !== null &&
      statuses.includes(event.toStatus),
  );
  return moves.at(-1)?.createdAt.toISOString() ?? null;
}

/** The shopper's tracking view: status, dates, tracking number and MiCorreo's events. */
export function toTrackingAnswer(order: OrderRow, events: OrderEventRow[]): OrderTrackingAnswer {
  const tracking = events
    .map(storedOrderEvent)
    .reverse()
    .flatMap((event) => {
      if (event.type !== 'tracking_event') return [];
      const { code, at, date, branch } = event.details;
      return [{ code, label: trackingEventLabel(code), date: at, rawDate: date, branch }];
    });
  return {
    order_number: order.orderNumber,
    status: order.status,
    status_label: orderStatusLabel(order.status),
    shipping_type: order.shippingType,
    dates: {
      created: order.createdAt.toISOString(),
      paid: lastMoveInto(events, PAID),
      shipped: lastMoveInto(events, [ORDER_STATUS.shipped]),
      delivered: lastMoveInto(events, [ORDER_STATUS.delivered]),
    },
    track_id:
      order.status === ORDER_STATUS.shipped || order.status === ORDER_STATUS.delivered
        ? order.trackId
        : '',
    tracking_url: CORREO_TRACKING_URL,
    events: tracking,
  };
}
