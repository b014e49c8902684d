import { ORDER_STATUS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { databaseKinds } from '../../test/harness.js';
import { addProduct, BRANCH, checkoutBody, type OrderShop } from '../../test/order-shop.js';
import { CarrierError } from '../shipping/carrier.js';
import { SHIPMENT_NOT_PAID } from './shipments.js';
import { useShipmentShop, type HistoryEvent as Event } from '../../test/shipment-shop.js';

const DAY_MS = 24 * 60 * 60_000;

describe.each(databaseKinds())('Correo Argentino shipments and tracking on %s', (kind) => {
  let shop: OrderShop;
  let shirt: string;
  const {
    simulator,
    failing,
    carrierCalls,
    detail,
    idOf,
    paidOrder,
    generate,
    jobsOf,
    runShipmentJobsNow,
  } = useShipmentShop(kind, (opened) => ({ shop, shirt } = opened));

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
});
