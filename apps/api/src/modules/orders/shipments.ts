/**
 * The order's Correo Argentino shipment: 'Generar envío' (or the automatic setting once paid)
 * imports it into MiCorreo as a job, and a shipped order's tracking is polled as a job until it
 * is delivered or 60 days have passed. Every step is an event of the order's history.
 */
import {
  holdsShipping,
  isDeliveredEvent,
  mayMove,
  ORDER_STATUS,
  PAID,
  parseTrackingDate,
  SHIPPING_HELD,
  TRACKING_POLL_DAYS,
  type OrderEventBody,
  type OrderEventDetails,
  type Settings,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { ApiError, notFound } from '../../http/errors.js';
import { enqueueJobs } from '../jobs/enqueue.js';
import { carrierFailureReason } from '../shipping/carrier.js';
import {
  ALREADY_IMPORTED_MESSAGE,
  ShipmentRefusedError,
  type RawTrackingEvent,
  type ShipmentCarrier,
  type ShipmentImport,
} from '../shipping/micorreo-shipments.js';
import { ORDER_NOT_FOUND, type OrderCore, type OrderMove } from './core.js';
import type { OrderRow, NewOrderRow } from './rows.js';
import { importOf } from './shipment-import.js';
import {
  SHIPMENT_IMPORT_JOB,
  TRACKING_POLL_JOB,
  type ImportPayload,
  type TrackingPayload,
} from './shipment-jobs.js';

export { SHIPMENT_IMPORT_JOB, shipmentJobsFor, TRACKING_POLL_JOB } from './shipment-jobs.js';

export const SHIPMENT_NOT_PAID = 'Solo se puede generar el envío de un pedido pagado.';
export const SHIPMENT_ALREADY_IMPORTED = 'El envío de este pedido ya está en Correo Argentino.';

/** The import's retries ran out (MiCorreo down or unreachable): the owner may ask again. */
export const importFailedMessage = (reason: string) =>
  `No pudimos importar el envío en Correo Argentino: ${reason}. Probá de nuevo.`;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Polls that find the code unknown before the chain stops (decision 0031): the first raises the
 * owner's alert; a code MiCorreo learns late (a label made after shipping) still gets a few tries.
 */
const UNKNOWN_TRACKING_TRIES = 3;

/** What the tracking job stores of one MiCorreo event (its text is named when read). */
function trackingDetails(event: RawTrackingEvent): OrderEventDetails['tracking_event'] {
  return {
    code: event.event,
    date: event.date,
    at: parseTrackingDate(event.date),
    branch: event.branch,
    status: event.status,
    sign: event.sign,
  };
}

const eventKey = (event: { code: string; date: string; branch: string }) =>
  JSON.stringify([event.code, event.date, event.branch]);

/** What the shipment jobs write: each step on the order and in its history. */
function createShipmentRecords(core: OrderCore, moveTo: OrderMove, now: () => number) {
  const { repo, history, readSettings, jobsQueued } = core;

  async function record(
    tx: DbExecutor,
    order: OrderRow,
    event: OrderEventBody,
    settings: Settings,
  ) {
    await history.record(
      tx,
      order,
      { ...event, fromStatus: order.status, toStatus: order.status },
      settings,
    );
  }

  /**
   * The import did not happen: the message stays on the order, where 'Generar envío' is offered
   * again.
   */
  async function notImported(orderId: string, message: string, event: OrderEventBody) {
    const settings = await readSettings();
    await repo.transaction(async (tx) => {
      const order = await repo.lock(tx, orderId);
      if (!order || order.shipmentImportedAt) return;
      const updated = await repo.update(tx, order.id, { shipmentError: message });
      await record(tx, updated, event, settings);
    });
  }

  /** MiCorreo (or our own check) refused the import: its message stays on the order. */
  const refuse = (orderId: string, message: string, status: number | null) =>
    notImported(orderId, message, {
      type: 'shipment_refused',
      actor: status === null ? 'system' : 'carrier',
      details: { message, status },
    });

  /** Every retry failed (MiCorreo down, unreachable, or refusing our credentials). */
  const failed = (orderId: string, error: unknown) => {
    const message = importFailedMessage(carrierFailureReason(error));
    return notImported(orderId, message, {
      type: 'shipment_failed',
      actor: 'system',
      details: { message },
    });
  };

  /** Imported: the order says when; a tracking number from the panel ships it. */
  async function imported(
    orderId: string,
    outcome: { createdAt: string | null; alreadyImported: boolean },
    shipment: ShipmentImport,
    trackingNumber: string | null,
  ) {
    const settings = await readSettings();
    await repo.transaction(async (tx) => {
      const order = await repo.lock(tx, orderId);
      if (!order || order.shipmentImportedAt) return;
      const patch: Partial<NewOrderRow> = {
        shipmentImportedAt: new Date(now()),
        shipmentRequestedAt: order.shipmentRequestedAt ?? new Date(now()),
        shipmentError: '',
      };
      let updated = await repo.update(tx, order.id, patch);
      const { weight, height, width, length, declaredValue, deliveryType, productType, agency } =
        shipment.shipping;
      await record(
        tx,
        updated,
        {
          type: 'shipment_imported',
          actor: 'carrier',
          details: {
            createdAt: outcome.createdAt,
            alreadyImported: outcome.alreadyImported,
            parcel: { weight, height, width, length },
            declaredValue,
            deliveryType,
            productType,
            agency,
          },
        },
        settings,
      );
      if (!trackingNumber || updated.trackId) return;
      updated = await repo.update(tx, order.id, { trackId: trackingNumber });
      await record(
        tx,
        updated,
        { type: 'tracking_number_set', actor: 'carrier', details: { trackId: trackingNumber } },
        settings,
      );
      if (mayMove(updated.status, ORDER_STATUS.shipped, 'carrier')) {
        await moveTo(tx, updated, { to: ORDER_STATUS.shipped, actor: 'carrier' }, settings);
      }
    });
    jobsQueued();
  }

  return { record, refuse, failed, imported };
}

/**
 * MiCorreo does not know the order's code: the owner's alert (once per code), and a few more
 * polls at `nextPoll` in case the code is only late, then none.
 */
async function unknownCode(
  core: OrderCore,
  tx: DbExecutor,
  order: OrderRow,
  poll: Required<TrackingPayload>,
  nextPoll: Date,
  settings: Settings,
) {
  await core.raiseAlert(
    tx,
    order,
    {
      kind: 'unknown_tracking',
      subject: order.trackId,
      actor: 'carrier',
      details: { trackId: order.trackId },
    },
    settings,
  );
  if (poll.unknown + 1 >= UNKNOWN_TRACKING_TRIES) return;
  const next: TrackingPayload = { ...poll, unknown: poll.unknown + 1 };
  await enqueueJobs(tx, [{ kind: TRACKING_POLL_JOB, payload: next, runAt: nextPoll }]);
}

export function createShipmentOperations(
  core: OrderCore,
  moveTo: OrderMove,
  options: { carrier: ShipmentCarrier; pollMinutes: number; now?: () => number },
) {
  const { repo, readSettings, jobsQueued } = core;
  const { carrier } = options;
  const now = options.now ?? Date.now;
  const { record, refuse, failed, imported } = createShipmentRecords(core, moveTo, now);

  return {
    /**
     * POST /api/order/:id/shipment ('Generar envío'): a paid order not imported yet is queued for
     * MiCorreo (202); nothing is sent inside the request. A refused import may be asked again.
     */
    async requestShipment(orderId: string, adminUser = '') {
      const settings = await readSettings();
      const order = await repo.transaction(async (tx) => {
        const locked = await repo.lock(tx, orderId);
        if (!locked) throw notFound(ORDER_NOT_FOUND);
        if (locked.shipmentImportedAt) {
          throw new ApiError(409, 'shipment_imported', SHIPMENT_ALREADY_IMPORTED);
        }
        if (!PAID.includes(locked.status) && locked.status !== ORDER_STATUS.shipped) {
          throw new ApiError(409, 'order_not_paid', SHIPMENT_NOT_PAID);
        }
        if (holdsShipping(await core.alerts.openKinds(tx, locked.id))) {
          throw new ApiError(409, 'shipping_held', SHIPPING_HELD);
        }
        const updated = await repo.update(tx, locked.id, {
          shipmentRequestedAt: new Date(now()),
          shipmentError: '',
        });
        await record(
          tx,
          updated,
          { type: 'shipment_requested', actor: 'admin', details: adminUser ? { adminUser } : {} },
          settings,
        );
        const payload: ImportPayload = { orderId: locked.id };
        await enqueueJobs(tx, [{ kind: SHIPMENT_IMPORT_JOB, payload }]);
        return updated;
      });
      jobsQueued();
      return order;
    },

    /**
     * The import job. MiCorreo's refusals (and orders it could not take: no sizes, no branch)
     * end it with the message on the order; a timeout or an outage throws, and the queue tries
     * again with backoff. A repeat answered 'La orden ya fue importada con anterioridad.' is done.
     */
    async importShipment(payload: unknown): Promise<void> {
      const { orderId } = payload as ImportPayload;
      const order = await repo.findById(orderId);
      if (!order || order.shipmentImportedAt) return;
      if (!order.shipmentRequestedAt) {
        await repo.update(repo.db, order.id, { shipmentRequestedAt: new Date(now()) });
      }
      if (holdsShipping(await core.alerts.openKinds(repo.db, order.id))) {
        return refuse(order.id, SHIPPING_HELD, null);
      }
      const built = await importOf(core, order);
      if (!built.ok) return refuse(order.id, built.reason, null);
      let outcome: { createdAt: string | null; alreadyImported: boolean };
      try {
        outcome = { ...(await carrier.importShipment(built.shipment)), alreadyImported: false };
      } catch (error) {
        if (!(error instanceof ShipmentRefusedError)) throw error;
        // extOrderId is the order's id: MiCorreo already has this very order.
        if (error.carrierMessage === ALREADY_IMPORTED_MESSAGE) {
          outcome = { createdAt: null, alreadyImported: true };
        } else {
          return refuse(order.id, error.carrierMessage, error.status);
        }
      }
      const trackingNumber = carrier.trackingNumberOf
        ? await carrier.trackingNumberOf(order.id)
        : null;
      await imported(order.id, outcome, built.shipment, trackingNumber);
    },

    /**
     * The import job's retries ran out (about an hour of MiCorreo failing): the reason goes on
     * the order in Spanish, so the owner sees it and 'Generar envío' is offered again.
     */
    async importGaveUp(payload: unknown, error: unknown): Promise<void> {
      const { orderId } = payload as ImportPayload;
      await failed(orderId, error);
    },

    /**
     * The tracking job of a shipped order: stores MiCorreo's new events, moves the order to
     * Entregado on a delivery event (by the carrier) and otherwise asks again later; stops once
     * the order is no longer Enviado or after 60 days. A timeout throws: the queue retries.
     */
    async pollTracking(payload: unknown): Promise<void> {
      const { orderId, since, unknown = 0 } = payload as TrackingPayload;
      const order = await repo.findById(orderId);
      if (!order || order.status !== ORDER_STATUS.shipped || !order.trackId) return;
      if (now() - new Date(since).getTime() > TRACKING_POLL_DAYS * DAY_MS) return;
      const answered = await carrier.tracking(order.trackId);
      const settings = await readSettings();
      await repo.transaction(async (tx) => {
        const locked = await repo.lock(tx, orderId);
        if (!locked || locked.status !== ORDER_STATUS.shipped || locked.trackId !== order.trackId) {
          return;
        }
        if (answered === null) {
          const nextPoll = new Date(now() + options.pollMinutes * 60_000);
          await unknownCode(core, tx, locked, { orderId, since, unknown }, nextPoll, settings);
          return;
        }
        const known = await repo.trackingEventKeys(tx, locked.id);
        // MiCorreo answers newest first; the history is written oldest first.
        const fresh = answered
          .map(trackingDetails)
          .reverse()
          .filter((event) => !known.has(eventKey(event)));
        for (const details of fresh) {
          known.add(eventKey(details));
          await record(tx, locked, { type: 'tracking_event', actor: 'carrier', details }, settings);
        }
        if (fresh.some((event) => isDeliveredEvent(event.code))) {
          await moveTo(tx, locked, { to: ORDER_STATUS.delivered, actor: 'carrier' }, settings);
          return;
        }
        const next: TrackingPayload = { orderId, since };
        await enqueueJobs(tx, [
          {
            kind: TRACKING_POLL_JOB,
            payload: next,
            runAt: new Date(now() + options.pollMinutes * 60_000),
          },
        ]);
      });
      jobsQueued();
    },
  };
}

export type ShipmentOperations = ReturnType<typeof createShipmentOperations>;
