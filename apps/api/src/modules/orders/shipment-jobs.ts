/** The shipment's jobs: the MiCorreo import and the tracking poll, and which events queue them. */
import { ORDER_STATUS, PAID, type NewOrderEvent, type Settings } from '@shop/domain';
import type { NewJob } from '../jobs/enqueue.js';
import type { OrderRow } from './rows.js';

export const SHIPMENT_IMPORT_JOB = 'shipment_import';
export const TRACKING_POLL_JOB = 'shipment_tracking';

export type ImportPayload = { orderId: string };
/** `unknown`: polls in a row whose answer was that MiCorreo does not know the code. */
export type TrackingPayload = { orderId: string; since: string; unknown?: number };

/**
 * The jobs an order event asks of the shipment: the tracking poll once the order is shipped, and
 * the import once it is paid when the shop chose to import by itself.
 */
export function shipmentJobsFor(
  event: NewOrderEvent,
  order: Pick<OrderRow, 'id' | 'shipmentImportedAt'>,
  settings: Settings,
  reached: ReadonlySet<string>,
): NewJob[] {
  if (event.type !== 'status_changed' && event.type !== 'created') return [];
  const to = event.toStatus;
  if (to === null || to === event.fromStatus) return [];
  if (to === ORDER_STATUS.shipped) {
    const payload: TrackingPayload = { orderId: order.id, since: new Date().toISOString() };
    return [{ kind: TRACKING_POLL_JOB, payload }];
  }
  const firstPaid = PAID.includes(to) && !PAID.some((status) => reached.has(status));
  if (firstPaid && settings.autoImportShipments && !order.shipmentImportedAt) {
    const payload: ImportPayload = { orderId: order.id };
    return [{ kind: SHIPMENT_IMPORT_JOB, payload }];
  }
  return [];
}
