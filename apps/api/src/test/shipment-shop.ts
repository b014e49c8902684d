/**
 * The shipment tests' shop: MiCorreo played by the shipment simulator (or made to time out or
 * fail), e-mails caught, a tracking poll that asks again at once, a boot and a shirt in stock;
 * and the calls those tests make.
 */
import { ORDER_STATUS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { DEFAULT_TRACKING } from '../config.js';
import { queryRows } from '../db/rows.js';
import type { OutgoingMail } from '../modules/emails/transport.js';
import { CarrierError } from '../modules/shipping/carrier.js';
import type { ShipmentCarrier } from '../modules/shipping/micorreo-shipments.js';
import { createShipmentSimulator } from '../modules/shipping/shipment-simulator.js';
import { createCarrierSimulator } from '../modules/shipping/simulator.js';
import type { DatabaseKind } from './harness.js';
import { addProduct, checkoutBody, createOrderShop, type OrderShop } from './order-shop.js';
import { listedOrder } from './shop-calls.js';

/** A line of an order's history as the admin's order page shows it. */
export type HistoryEvent = {
  type: string;
  actor: string;
  toStatus: string | null;
  details: Record<string, unknown>;
};
/** The admin's order page, what the shipment tests read of it. */
export type ShipmentDetail = {
  id: string;
  order_number: number;
  status: string;
  track_id: string;
  shipment_import: { requested_at: string | null; imported_at: string | null; error: string };
  events: HistoryEvent[];
};

export type ShipmentShop = { shop: OrderShop; boot: string; shirt: string };

/** Opens the shop before the file's tests, closes it after; each test starts with MiCorreo well. */
export function useShipmentShop(kind: DatabaseKind, opened: (shop: ShipmentShop) => void) {
  let shop: OrderShop;
  const simulator = createShipmentSimulator({ branches: createCarrierSimulator() });
  /** The simulator, or MiCorreo not answering in time (or failing with `importError`). */
  const failing: { import: boolean; tracking: boolean; importError?: CarrierError } = {
    import: false,
    tracking: false,
  };
  const carrierCalls: string[] = [];
  const sent: OutgoingMail[] = [];
  const timeout = (call: string) =>
    Promise.reject(new CarrierError('timeout', `MiCorreo ${call}: no answer in 8000 ms`));
  const carrier: ShipmentCarrier = {
    kind: 'simulator',
    importShipment: (shipment) => {
      carrierCalls.push(`import ${shipment.extOrderId}`);
      if (!failing.import) return simulator.importShipment(shipment);
      return failing.importError
        ? Promise.reject(failing.importError)
        : timeout('/shipping/import');
    },
    tracking: (id) => {
      carrierCalls.push(`tracking ${id}`);
      return failing.tracking ? timeout('/shipping/tracking') : simulator.tracking(id);
    },
    trackingNumberOf: (id) => simulator.trackingNumberOf!(id),
  };

  const detail = async (id: string): Promise<ShipmentDetail> => {
    const res = await shop.app.inject({ url: `/api/order/${id}`, headers: shop.adminHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ShipmentDetail;
  };
  const idOf = async (orderNumber: number) =>
    (await listedOrder<{ id: string; order_number: number }>(shop, orderNumber))!.id;
  /** A transfer order, confirmed paid by the admin. */
  async function paidOrder(lines: unknown[], rate?: object): Promise<string> {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody(lines, rate ? { rate } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = await idOf((res.json() as { order_number: number }).order_number);
    const paid = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/${id}`,
      headers: shop.adminHeaders,
      payload: { status: ORDER_STATUS.approved },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return id;
  }
  const generate = (id: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/order/${id}/shipment`,
      headers: shop.adminHeaders,
    });
  const jobsOf = (orderId: string) =>
    queryRows<{ kind: string; status: string; attempts: number; lastError: string | null }>(
      shop.database.db,
      sql`select kind, status, attempts, last_error as "lastError" from jobs
          where payload->>'orderId' = ${orderId} and kind like 'shipment_%' order by id`,
    );
  const track = (body: object) =>
    shop.app.inject({ method: 'POST', url: '/api/order-tracking', payload: body });

  /** Runs the order's pending shipment jobs now, as if their backoff had passed. */
  async function runShipmentJobsNow(orderId: string) {
    await shop.database.db.execute(
      sql`update jobs set run_at = now() where status = 'pending' and kind like 'shipment_%'
          and payload->>'orderId' = ${orderId}`,
    );
    await shop.services.jobs.runDue();
  }

  beforeAll(async () => {
    shop = await createOrderShop(
      kind,
      {
        shipmentCarrier: carrier,
        mailTransport: {
          send: (mail) => {
            sent.push(mail);
            return Promise.resolve();
          },
          close: () => undefined,
        },
      },
      // Each tracking job asks again at once, so each pass of the queue is one more call.
      { tracking: { ...DEFAULT_TRACKING, pollMinutes: 0 } },
    );
    const boot = await addProduct(shop, {
      productName: 'Botín Copa',
      price: 20000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 100 },
    });
    const shirt = await addProduct(shop, {
      productName: 'Camiseta Titular',
      price: 15000,
      cat: 'Camisetas',
      sub_cat: '24/25',
      sizes: { U: 100 },
    });
    opened({ shop, boot, shirt });
  });
  afterAll(() => shop.close());
  beforeEach(() => {
    failing.import = false;
    failing.tracking = false;
    delete failing.importError;
    carrierCalls.length = 0;
  });
  return {
    simulator,
    failing,
    carrierCalls,
    sent,
    detail,
    idOf,
    paidOrder,
    generate,
    jobsOf,
    track,
    runShipmentJobsNow,
  };
}
