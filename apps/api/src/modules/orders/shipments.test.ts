import { ORDER_STATUS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { type OrderShop } from '../../test/order-shop.js';
import { SHIPMENT_ALREADY_IMPORTED } from './shipments.js';
import { useShipmentShop } from '../../test/shipment-shop.js';

describe.each(databaseKinds())('Correo Argentino shipments and tracking on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;
  let shirt: string;
  const { carrierCalls, sent, detail, paidOrder, generate, jobsOf, track } = useShipmentShop(
    kind,
    (opened) => ({ shop, boot, shirt } = opened),
  );

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
