import { ORDER_STATUS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TRACKING } from '../../config.js';
import { queryRows } from '../../db/rows.js';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  BRANCH,
  checkoutBody,
  createOrderShop,
  type OrderShop,
} from '../../test/order-shop.js';
import { CarrierError } from '../shipping/carrier.js';
import type { OutgoingMail } from '../emails/transport.js';
import type { ShipmentCarrier } from '../shipping/micorreo-shipments.js';
import { createShipmentSimulator } from '../shipping/shipment-simulator.js';
import { createCarrierSimulator } from '../shipping/simulator.js';
import { SHIPMENT_ALREADY_IMPORTED, SHIPMENT_NOT_PAID } from './shipments.js';

type Event = {
  type: string;
  actor: string;
  toStatus: string | null;
  details: Record<string, unknown>;
};
type Detail = {
  id: string;
  order_number: number;
  status: string;
  track_id: string;
  shipment_import: { requested_at: string | null; imported_at: string | null; error: string };
  events: Event[];
};

const DAY_MS = 24 * 60 * 60_000;

describe.each(databaseKinds())('Correo Argentino shipments and tracking on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;
  let shirt: string;
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

  const detail = async (id: string): Promise<Detail> => {
    const res = await shop.app.inject({ url: `/api/order/${id}`, headers: shop.adminHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Detail;
  };
  const idOf = async (orderNumber: number) => {
    const res = await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders });
    return (res.json() as { id: string; order_number: number }[]).find(
      (o) => o.order_number === orderNumber,
    )!.id;
  };
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
    boot = await addProduct(shop, {
      productName: 'Botín Copa',
      price: 20000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 100 },
    });
    shirt = await addProduct(shop, {
      productName: 'Camiseta Titular',
      price: 15000,
      cat: 'Camisetas',
      sub_cat: '24/25',
      sizes: { U: 100 },
    });
  });
  afterAll(() => shop.close());
  beforeEach(() => {
    failing.import = false;
    failing.tracking = false;
    delete failing.importError;
    carrierCalls.length = 0;
  });

  it("'Generar envío' queues the import; the job imports it, the panel's number ships it and the shopper's e-mail links to its tracking", async () => {
    const id = await paidOrder([{ id: boot, size: '40', quantity: 2 }]);
    const res = await generate(id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ shipment_import: { imported_at: null, error: '' } });
    // Nothing was sent inside the request.
    expect(carrierCalls).toEqual([]);
    expect((await detail(id)).shipment_import.requested_at).not.toBeNull();

    await shop.services.jobs.runDue();
    const order = await detail(id);
    expect(carrierCalls).toEqual([`import ${id}`]);
    expect(order.shipment_import.imported_at).not.toBeNull();
    expect(order.shipment_import.error).toBe('');
    expect(order.track_id).toMatch(/^000500\d{9}A3G0C701$/);
    expect(order.status).toBe(ORDER_STATUS.shipped);
    const imported = order.events.find((e) => e.type === 'shipment_imported');
    expect(imported).toMatchObject({
      actor: 'carrier',
      // Two boots of 1000 g, 12 × 20 × 33 cm, stacked; the goods' worth without shipping.
      details: {
        alreadyImported: false,
        parcel: { weight: 2000, height: 24, width: 20, length: 33 },
        declaredValue: 34000,
        deliveryType: 'D',
        productType: 'CP',
        agency: null,
      },
    });
    expect(order.events.map((e) => `${e.type}:${e.actor}`)).toEqual(
      expect.arrayContaining([
        'created:shopper',
        'status_changed:admin',
        'shipment_requested:admin',
        'shipment_imported:carrier',
        'tracking_number_set:carrier',
        'status_changed:carrier',
      ]),
    );
    await shop.services.jobs.runDue();
    const shipped = sent.find((mail) => mail.subject.endsWith('está en camino'));
    expect(shipped?.text).toContain(order.track_id);
    expect(shipped?.text).toMatch(
      new RegExp(`/seguimiento-de-ordenes\\?pedido=${order.order_number}&token=[\\w.-]+`),
    );
    // The e-mails that went out are lines of the history.
    expect((await detail(id)).events.filter((e) => e.type === 'email_sent').length).toBeGreaterThan(
      0,
    );

    const again = await generate(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'shipment_imported',
      message: SHIPMENT_ALREADY_IMPORTED,
    });
  });

  it('tracking: new events are stored once, the delivery event makes the order Entregado (carrier) and polling stops; the shopper sees it all', async () => {
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    await generate(id);
    await shop.services.jobs.runDue();
    const { order_number, track_id } = await detail(id);
    for (let pass = 0; pass < 6; pass += 1) await shop.services.jobs.runDue();
    const order = await detail(id);
    expect(order.status).toBe(ORDER_STATUS.delivered);
    const tracking = order.events.filter((e) => e.type === 'tracking_event');
    expect(tracking.map((e) => e.details.code)).toEqual([
      'PREIMPOSICION',
      'IMPOSICION',
      'EN TRANSITO',
      'EN PODER DEL DISTRIBUIDOR',
      'ENTREGADO',
    ]);
    expect(tracking.every((e) => e.actor === 'carrier')).toBe(true);
    expect(order.events.at(-1)).toMatchObject({
      type: 'status_changed',
      actor: 'carrier',
      toStatus: ORDER_STATUS.delivered,
    });
    expect((await jobsOf(id)).filter((job) => job.status === 'pending')).toEqual([]);
    const calls = carrierCalls.filter((call) => call.startsWith('tracking')).length;
    await shop.services.jobs.runDue();
    expect(carrierCalls.filter((call) => call.startsWith('tracking')).length).toBe(calls);

    const seen = await track({ order_number, email: 'JUANA@example.com ' });
    expect(seen.statusCode, seen.body).toBe(200);
    const answer = seen.json() as {
      status_label: string;
      track_id: string;
      tracking_url: string;
      dates: Record<string, string | null>;
      events: { code: string; label: string; date: string | null }[];
    };
    expect(answer.status_label).toBe('Entregado');
    expect(answer.track_id).toBe(track_id);
    expect(answer.tracking_url).toMatch(/^https:\/\/www\.correoargentino\.com\.ar\//);
    expect(Object.values(answer.dates).every((date) => date !== null)).toBe(true);
    expect(answer.events.map((e) => e.label)).toEqual([
      'Entregado',
      'En distribución',
      'En viaje',
      'Recibido por Correo Argentino',
      'Envío registrado en Correo Argentino',
    ]);
    expect(answer.events[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(answer)).not.toMatch(/juana|Santa Fe|1144445555/i);
  });

  it('the tracking page answers a wrong e-mail exactly as an unknown order, and refuses a bad request in Spanish', async () => {
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    const { order_number } = await detail(id);
    const wrong = await track({ order_number, email: 'otra@example.com' });
    const unknown = await track({ order_number: 999999, email: 'juana@example.com' });
    const forged = await track({ order_number, token: 'token-falso' });
    expect(wrong.statusCode).toBe(404);
    for (const res of [unknown, forged]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(wrong.json());
    }
    expect(wrong.json()).toEqual({ error: 'not_found', message: 'No encontramos ese pedido.' });
    const bad = await track({ order_number: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_error' });
    expect((bad.json() as { message: string }).message).toMatch(/pedido/);
    const noEmail = await track({ order_number });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ field: 'email' });
    const notAnObject = await shop.app.inject({
      method: 'POST',
      url: '/api/order-tracking',
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toMatchObject({ message: 'El cuerpo debe ser un objeto JSON.' });
  });

  it("the OpenAPI document declares the tracking lookup's body: order number, e-mail or token", async () => {
    const doc = (await shop.app.inject('/api/docs/json')).json() as {
      paths: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: object }> } } }
      >;
    };
    const body = doc.paths['/api/order-tracking']!.post.requestBody.content['application/json']!;
    expect(body.schema).toMatchObject({
      type: 'object',
      properties: {
        order_number: { type: 'integer' },
        email: { type: 'string', maxLength: 320 },
        token: { type: 'string' },
      },
      required: ['order_number'],
    });
  });

  it("MiCorreo's 402 stays on the order in its own words; nothing is imported and the status stays", async () => {
    // BRANCH names a branch code MiCorreo does not have.
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }], BRANCH);
    await generate(id);
    await shop.services.jobs.runDue();
    const order = await detail(id);
    expect(order.shipment_import).toMatchObject({
      imported_at: null,
      error: 'Verifique la sucursal de destino',
    });
    expect(order.status).toBe(ORDER_STATUS.approved);
    expect(order.track_id).toBe('');
    expect(order.events.find((e) => e.type === 'shipment_refused')).toMatchObject({
      actor: 'carrier',
      details: { message: 'Verifique la sucursal de destino', status: 402 },
    });
    // Refused for good: the job is done, not retried.
    expect((await jobsOf(id)).map((job) => job.status)).toEqual(['done']);
    // The admin may ask again (after fixing the branch), which clears the message.
    expect((await generate(id)).statusCode).toBe(202);
    expect((await detail(id)).shipment_import.error).toBe('');
  });

  it("a repeat MiCorreo answers 'La orden ya fue importada con anterioridad.' counts as imported", async () => {
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    const first = await detail(id);
    // Imported earlier (an answer lost on the way back): MiCorreo has the extOrderId already.
    await simulator.importShipment({
      extOrderId: id,
      orderNumber: String(first.order_number),
      recipient: { name: 'Juana Pérez', phone: '', cellPhone: '', email: 'juana@example.com' },
      shipping: {
        deliveryType: 'D',
        productType: 'CP',
        agency: null,
        address: {
          streetName: 'Av. Santa Fe',
          streetNumber: '1234',
          floor: '',
          apartment: '',
          city: 'CABA',
          provinceCode: 'C',
          postalCode: '1425',
        },
        weight: 500,
        declaredValue: 15000,
        height: 20,
        length: 20,
        width: 20,
      },
    });
    await generate(id);
    await shop.services.jobs.runDue();
    const order = await detail(id);
    expect(order.shipment_import.imported_at).not.toBeNull();
    expect(order.shipment_import.error).toBe('');
    expect(order.events.find((e) => e.type === 'shipment_imported')?.details).toMatchObject({
      alreadyImported: true,
    });
    expect(order.status).toBe(ORDER_STATUS.shipped);
  });

  it('an order the carrier cannot take is refused here, without a call: over 25 kg', async () => {
    const heavy = await addProduct(shop, {
      productName: 'Botín Pesado',
      price: 5000,
      cat: 'Botines',
      sub_cat: 'Futbol 5',
      sizes: { U: 50 },
    });
    const id = await paidOrder([{ id: heavy, size: 'U', quantity: 26 }]);
    await generate(id);
    await shop.services.jobs.runDue();
    expect(carrierCalls.filter((call) => call.startsWith('import'))).toEqual([]);
    const order = await detail(id);
    expect(order.shipment_import.error).toBe(
      'El paquete supera los 25 kg que acepta Correo Argentino: dividilo en más de un envío.',
    );
    expect(order.events.find((e) => e.type === 'shipment_refused')).toMatchObject({
      actor: 'system',
    });
  });

  it("refuses 'Generar envío' for an unpaid or unknown order (Spanish), writing nothing", async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: shirt, size: 'U', quantity: 1 }]),
    });
    const id = await idOf((res.json() as { order_number: number }).order_number);
    const unpaid = await generate(id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ error: 'order_not_paid', message: SHIPMENT_NOT_PAID });
    expect(await jobsOf(id)).toEqual([]);
    expect((await detail(id)).shipment_import.requested_at).toBeNull();
    const unknown = await generate('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('a MiCorreo timeout is retried with backoff: the import job and the tracking job stay pending, the order unchanged', async () => {
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    failing.import = true;
    await generate(id);
    await shop.services.jobs.runDue();
    let order = await detail(id);
    expect(order.shipment_import).toMatchObject({ imported_at: null, error: '' });
    expect(await jobsOf(id)).toEqual([
      expect.objectContaining({
        kind: 'shipment_import',
        status: 'pending',
        attempts: 1,
        lastError: expect.stringContaining('no answer') as unknown,
      }),
    ]);

    failing.import = false;
    const shippedId = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    await generate(shippedId);
    await shop.services.jobs.runDue();
    failing.tracking = true;
    const trackingEvents = (events: Event[]) => events.filter((e) => e.type === 'tracking_event');
    await shop.services.jobs.runDue();
    order = await detail(shippedId);
    expect(order.status).toBe(ORDER_STATUS.shipped);
    expect(trackingEvents(order.events)).toEqual([]);
    const pollJob = (await jobsOf(shippedId)).find((job) => job.kind === 'shipment_tracking');
    expect(pollJob).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pollJob?.lastError).toContain('/shipping/tracking');
  });

  /** Runs the order's pending shipment jobs now, as if their backoff had passed. */
  async function runShipmentJobsNow(orderId: string) {
    await shop.database.db.execute(
      sql`update jobs set run_at = now() where status = 'pending' and kind like 'shipment_%'
          and payload->>'orderId' = ${orderId}`,
    );
    await shop.services.jobs.runDue();
  }

  it("MiCorreo failing past the queue's attempts: the import gives up with the reason on the order, and may be asked again", async () => {
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    failing.import = true;
    await generate(id);
    // The 8 attempts the queue gives an import (about an hour of backoff).
    for (let attempt = 0; attempt < 8; attempt += 1) await runShipmentJobsNow(id);
    expect(await jobsOf(id)).toEqual([
      expect.objectContaining({ kind: 'shipment_import', status: 'failed', attempts: 8 }),
    ]);
    const failure =
      'No pudimos importar el envío en Correo Argentino: Correo Argentino no respondió a tiempo. Probá de nuevo.';
    let order = await detail(id);
    // No longer 'requested, not imported, no error': the admin sees why and 'Generar envío'.
    expect(order.shipment_import).toMatchObject({ imported_at: null, error: failure });
    expect(order.status).toBe(ORDER_STATUS.approved);
    expect(order.events.at(-1)).toMatchObject({
      type: 'shipment_failed',
      actor: 'system',
      details: { message: failure },
    });

    failing.import = false;
    expect((await generate(id)).statusCode).toBe(202);
    expect((await detail(id)).shipment_import.error).toBe('');
    await shop.services.jobs.runDue();
    order = await detail(id);
    expect(order.shipment_import.imported_at).not.toBeNull();
    expect(order.status).toBe(ORDER_STATUS.shipped);
  });

  it("MiCorreo's own words of an outage go into the reason", async () => {
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    failing.import = true;
    failing.importError = new CarrierError(
      'unavailable',
      'MiCorreo /shipping/import answered 503: Servicio momentáneamente no disponible',
      503,
      'Servicio momentáneamente no disponible',
    );
    await generate(id);
    for (let attempt = 0; attempt < 8; attempt += 1) await runShipmentJobsNow(id);
    expect((await detail(id)).shipment_import.error).toBe(
      'No pudimos importar el envío en Correo Argentino: Correo Argentino no está disponible (código 503): "Servicio momentáneamente no disponible". Probá de nuevo.',
    );
  });

  it("MiCorreo tracking down past the queue's attempts: the poll chain never ends, and goes on once it answers", async () => {
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    await generate(id);
    await shop.services.jobs.runDue();
    expect((await detail(id)).status).toBe(ORDER_STATUS.shipped);
    failing.tracking = true;
    for (let attempt = 0; attempt < 10; attempt += 1) await runShipmentJobsNow(id);
    const poll = (await jobsOf(id)).filter((job) => job.kind === 'shipment_tracking');
    expect(poll).toEqual([expect.objectContaining({ status: 'pending', attempts: 10 })]);
    expect((await detail(id)).status).toBe(ORDER_STATUS.shipped);

    failing.tracking = false;
    for (let pass = 0; pass < 6; pass += 1) await runShipmentJobsNow(id);
    expect((await detail(id)).status).toBe(ORDER_STATUS.delivered);
  });

  it('polling stops 60 days after shipping', async () => {
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    await generate(id);
    await shop.services.jobs.runDue();
    await queryRows(
      shop.database.db,
      sql`update jobs set payload = jsonb_set(payload, '{since}', to_jsonb(${new Date(Date.now() - 61 * DAY_MS).toISOString()}::text))
          where kind = 'shipment_tracking' and payload->>'orderId' = ${id}`,
    );
    await shop.services.jobs.runDue();
    expect(carrierCalls.filter((call) => call.startsWith('tracking'))).toEqual([]);
    expect((await jobsOf(id)).filter((job) => job.status === 'pending')).toEqual([]);
  });

  it('a code MiCorreo does not know: an alert after the first poll, three polls at most; the code is refused on another order', async () => {
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    carrierCalls.length = 0;
    const code = `TN${kind.toUpperCase()}NOEXISTE`;
    const shipped = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/${id}`,
      headers: shop.adminHeaders,
      payload: { status: ORDER_STATUS.shipped, track_id: code },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await shop.services.jobs.runDue();
    const alerts = (await shop.services.alerts.list()).alerts.filter((a) => a.order_id === id);
    expect(alerts).toMatchObject([
      { kind: 'unknown_tracking', message: expect.stringContaining(code) },
    ]);
    for (let pass = 0; pass < 5; pass += 1) await shop.services.jobs.runDue();
    expect(carrierCalls.filter((call) => call === `tracking ${code}`)).toHaveLength(3);
    expect((await jobsOf(id)).filter((job) => job.status === 'pending')).toEqual([]);
    expect(
      (await shop.services.alerts.list()).alerts.filter((a) => a.order_id === id),
    ).toHaveLength(1);

    const other = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    const taken = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/${other}`,
      headers: shop.adminHeaders,
      payload: { status: ORDER_STATUS.shipped, track_id: code },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'tracking_taken' });
    expect((await detail(other)).status).toBe(ORDER_STATUS.approved);

    // The corrected code closes the alert.
    const fixed = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/${id}`,
      headers: shop.adminHeaders,
      payload: { track_id: `${code}2` },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await shop.services.alerts.list()).alerts.filter((a) => a.order_id === id)).toEqual([]);
  });

  it('with the automatic setting, a paid order is imported without the admin; without it, not', async () => {
    const off = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    expect(await jobsOf(off)).toEqual([]);
    const settings = await shop.services.settings.get();
    await shop.services.settings.update({ ...settings, autoImportShipments: true });
    // Orders read the settings at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    try {
      const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
      expect((await jobsOf(id)).map((job) => job.kind)).toEqual(['shipment_import']);
      await shop.services.jobs.runDue();
      const order = await detail(id);
      expect(order.shipment_import.imported_at).not.toBeNull();
      expect(order.events.some((e) => e.type === 'shipment_requested')).toBe(false);
    } finally {
      await shop.services.settings.update(settings);
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
  });

  it('the history is only appended: its lines can be neither changed nor deleted', async () => {
    const id = await paidOrder([{ id: shirt, size: 'U', quantity: 1 }]);
    const comment = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/${id}`,
      headers: shop.adminHeaders,
      payload: { admin_comment: 'Llamar antes de despachar' },
    });
    expect(comment.statusCode).toBe(200);
    const events = (await detail(id)).events;
    expect(events.at(-1)).toMatchObject({
      type: 'comment_changed',
      actor: 'admin',
      details: { comment: 'Llamar antes de despachar' },
    });
    // The older events call answers the same history.
    const listed = await shop.app.inject({
      url: `/api/order/${id}/events`,
      headers: shop.adminHeaders,
    });
    expect(listed.json()).toEqual(events);
    const refusal = (query: ReturnType<typeof sql>) =>
      shop.database.db.execute(query).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(
      await refusal(sql`update order_events set details = '{}'::jsonb where order_id = ${id}`),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from order_events where order_id = ${id}`)).toMatch(
      /append-only: DELETE refused/,
    );
    expect((await detail(id)).events).toEqual(events);
  });
});
