/**
 * The orders' bulk actions: each order through the order's own services (the admin's edit and
 * its transition table, 'Generar envío'), each in its own transaction, with the version read
 * just before so an order changed meanwhile is refused rather than overwritten. The edit's body
 * is checked by the same schema as the order page's.
 */
import {
  bulkOrderRefusal,
  ORDER_STATUS,
  orderUpdateSchema,
  type AdminOrderAnswer,
  type BulkOrderAction,
  type BulkOrdersRequest,
  type TrackingCodeLine,
} from '@shop/domain';
import { ApiError } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import type { OrderService } from '../orders/service.js';
import type { ReportsService } from '../reports/service.js';
import type { NewBulkItem } from './repo.js';
import type { BulkApply } from './service.js';

type Orders = Pick<OrderService, 'get' | 'list' | 'update' | 'shipments'>;

const refuse = (reason: string) => new ApiError(409, 'bulk_refused', reason);

/** What a mark_shipped run carries: the pasted codes by order number. */
type ShipParams = { codes?: TrackingCodeLine[] };

export function orderBulkActions(orders: Orders): Record<BulkOrderAction, BulkApply> {
  return {
    async transfer_received(id, _params, by) {
      const order = await orders.get(id);
      const refusal = bulkOrderRefusal('transfer_received', order);
      if (refusal) throw refuse(refusal);
      const moved = await orders.update(
        id,
        parseOrThrow(orderUpdateSchema, { status: ORDER_STATUS.approved, version: order.version }),
        by.username,
      );
      return { status: moved.status };
    },

    async generate_shipments(id, _params, by) {
      const shipments = orders.shipments;
      if (!shipments) throw refuse('No hay un servicio de envíos configurado.');
      await shipments.requestShipment(id, by.username);
      return {};
    },

    async mark_shipped(id, params, by) {
      const order = await orders.get(id);
      const pasted = (params as ShipParams).codes?.find(
        (line) => line.orderNumber === order.order_number,
      )?.trackingCode;
      const refusal = bulkOrderRefusal('mark_shipped', order, pasted);
      if (refusal) throw refuse(refusal);
      if (order.status === ORDER_STATUS.shipped) {
        return { status: order.status, trackingCode: order.track_id, already: true };
      }
      const trackId = pasted ?? order.track_id;
      const moved = await orders.update(
        id,
        parseOrThrow(orderUpdateSchema, {
          status: ORDER_STATUS.shipped,
          track_id: trackId,
          version: order.version,
        }),
        by.username,
      );
      return { status: moved.status, trackingCode: moved.track_id };
    },
  };
}

const label = (order: Pick<AdminOrderAnswer, 'order_number'>) => `#${order.order_number}`;

/**
 * The run's records from the request: the ids chosen, or every order the list's filter matches,
 * and for mark_shipped the orders its pasted codes name besides. A number no order has is
 * reported refused at once; an id no order has is refused as well.
 */
export async function orderBulkItems(
  orders: Pick<OrderService, 'list'>,
  reports: Pick<ReportsService, 'orderIds'>,
  request: BulkOrdersRequest,
): Promise<NewBulkItem[]> {
  const all = await orders.list();
  const byId = new Map(all.map((order) => [order.id, order]));
  const byNumber = new Map(all.map((order) => [order.order_number, order]));
  const filter = request.filter;
  const ids = filter
    ? await reports.orderIds({
        from: filter.from,
        to: filter.to,
        statuses: filter.statuses,
        paymentMethod: filter.payment_method,
        paymentAlert: filter.payment_alert,
        search: filter.q?.trim() || undefined,
      })
    : (request.ids ?? []);
  const items: NewBulkItem[] = [];
  const taken = new Set<string>();
  for (const id of ids) {
    if (taken.has(id)) continue;
    taken.add(id);
    const order = byId.get(id);
    items.push(
      order
        ? { ref: id, label: label(order) }
        : { ref: id, label: '', reason: 'No existe el pedido.' },
    );
  }
  for (const line of request.codes ?? []) {
    const order = byNumber.get(line.orderNumber);
    if (!order) {
      items.push({
        ref: '',
        label: `#${line.orderNumber}`,
        reason: `No hay un pedido con el número #${line.orderNumber}.`,
      });
    } else if (!taken.has(order.id)) {
      taken.add(order.id);
      items.push({ ref: order.id, label: label(order) });
    }
  }
  return items;
}
