import { ORDER_STATUS, type BulkRunAnswer } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { checkoutBody, type OrderShop } from '../../test/order-shop.js';
import { useShipmentShop, type ShipmentDetail } from '../../test/shipment-shop.js';
import { SHIPMENT_NOT_PAID } from '../orders/shipments.js';

describe.each(databaseKinds())('bulk actions on orders on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;
  const { detail, idOf, paidOrder, generate } = useShipmentShop(
    kind,
    (opened) => ({ shop, boot } = opened),
  );

  /** A transfer checkout, still awaiting its money. */
  async function placed(name = 'Juana Pérez'): Promise<string> {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: boot, size: '40', quantity: 1 }], {
        payer: { payerName: name },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return idOf((res.json() as { order_number: number }).order_number);
  }

  const start = (payload: object) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/admin/bulk/orders',
      headers: shop.adminHeaders,
      payload,
    });

  async function report(id: string): Promise<BulkRunAnswer> {
    const res = await shop.app.inject({
      url: `/api/admin/bulk/${id}`,
      headers: shop.adminHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BulkRunAnswer;
  }

  /** Starts the run, checks it waits for the worker, runs the jobs and answers the report. */
  async function run(payload: object): Promise<BulkRunAnswer> {
    const res = await start(payload);
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json() as { id: string };
    const before = await report(id);
    expect(before.finishedAt).toBeNull();
    expect(before.items.some((item) => item.outcome === 'pending')).toBe(true);
    await shop.services.jobs.runDue();
    const after = await report(id);
    expect(after.finishedAt).not.toBeNull();
    return after;
  }

  /**
   * What must not move on a refused order: its status, code and history (but what the worker's
   * pass adds meanwhile: the e-mails its earlier events asked for, the carrier's tracking).
   */
  const footprint = (order: ShipmentDetail & { version?: number }) => ({
    status: order.status,
    track_id: order.track_id,
    events: order.events.filter(
      (event) => event.type !== 'email_sent' && event.type !== 'tracking_event',
    ),
  });

  it('marks transfers received; an order already paid in the middle is refused and unchanged', async () => {
    const first = await placed();
    const middle = await paidOrder([{ id: boot, size: '40', quantity: 1 }]);
    const last = await placed();
    const untouched = footprint(await detail(middle));

    const result = await run({ action: 'transfer_received', ids: [first, middle, last] });

    const number = (await detail(middle)).order_number;
    expect(result).toMatchObject({ action: 'transfer_received', total: 3, done: 2, refused: 1 });
    expect(result.items.map((item) => [item.ref, item.outcome, item.reason])).toEqual([
      [first, 'done', ''],
      [
        middle,
        'refused',
        `El pedido #${number} está en "Aprobado": solo se marca la transferencia recibida de un pedido en "Pago pendiente".`,
      ],
      [last, 'done', ''],
    ]);
    for (const id of [first, last]) {
      const order = await detail(id);
      expect(order.status).toBe(ORDER_STATUS.approved);
      // Through the admin's edit: a status change of the history, by the signed-in admin.
      expect(order.events.filter((event) => event.type === 'status_changed').at(-1)).toMatchObject({
        actor: 'admin',
        fromStatus: ORDER_STATUS.awaitingPayment,
        toStatus: ORDER_STATUS.approved,
      });
    }
    expect(footprint(await detail(middle))).toEqual(untouched);
  });

  it('generates shipments; an unpaid order in the middle is refused and the others are imported', async () => {
    const first = await paidOrder([{ id: boot, size: '40', quantity: 1 }]);
    const middle = await placed();
    const last = await paidOrder([{ id: boot, size: '40', quantity: 1 }]);
    const untouched = footprint(await detail(middle));

    const result = await run({ action: 'generate_shipments', ids: [first, middle, last] });

    expect(result.items.map((item) => [item.outcome, item.reason])).toEqual([
      ['done', ''],
      ['refused', SHIPMENT_NOT_PAID],
      ['done', ''],
    ]);
    // The imports were queued by the run and done by the worker's next pass.
    await shop.services.jobs.runDue();
    for (const id of [first, last]) {
      const order = await detail(id);
      expect(order.shipment_import.imported_at).not.toBeNull();
      expect(order.track_id).not.toBe('');
    }
    const refused = await detail(middle);
    expect(footprint(refused)).toEqual(untouched);
    expect(refused.shipment_import.requested_at).toBeNull();
  });

  it('marks orders Enviado with pasted codes; a missing code, a taken code and an unknown number are refused', async () => {
    const ids = [
      await paidOrder([{ id: boot, size: '40', quantity: 1 }]),
      await paidOrder([{ id: boot, size: '40', quantity: 1 }]),
      await paidOrder([{ id: boot, size: '40', quantity: 1 }]),
      await paidOrder([{ id: boot, size: '40', quantity: 1 }]),
    ];
    const [a, b, c, d] = await Promise.all(ids.map((id) => detail(id)));
    if (!a || !b || !c || !d) throw new Error('orders missing');
    // Another order already ships with the code pasted for c.
    await generate(d.id);
    await shop.services.jobs.runDue();
    const taken = (await detail(d.id)).track_id;
    const untouched = footprint(await detail(c.id));

    const result = await run({
      action: 'mark_shipped',
      ids: [a.id, b.id],
      codes: [
        { orderNumber: a.order_number, trackingCode: 'TNA001' },
        { orderNumber: c.order_number, trackingCode: taken },
        { orderNumber: 999_999, trackingCode: 'TNX' },
      ],
    });

    expect(result.items.map((item) => [item.label, item.outcome, item.reason])).toEqual([
      [`#${a.order_number}`, 'done', ''],
      [
        `#${b.order_number}`,
        'refused',
        `Falta el código de seguimiento del pedido #${b.order_number}: generá el envío o pegá su código.`,
      ],
      [
        `#${c.order_number}`,
        'refused',
        `El código de seguimiento ${taken} ya está en el pedido #${d.order_number}: revisalo antes de guardar.`,
      ],
      ['#999999', 'refused', 'No hay un pedido con el número #999999.'],
    ]);
    expect(result.items[0]?.result).toEqual({
      status: ORDER_STATUS.shipped,
      trackingCode: 'TNA001',
    });
    expect(await detail(a.id)).toMatchObject({ status: ORDER_STATUS.shipped, track_id: 'TNA001' });
    expect((await detail(b.id)).status).toBe(ORDER_STATUS.approved);
    expect(footprint(await detail(c.id))).toEqual(untouched);
  });

  it('ships an order MiCorreo already shipped as done, with its own code', async () => {
    const id = await paidOrder([{ id: boot, size: '40', quantity: 1 }]);
    await generate(id);
    await shop.services.jobs.runDue();
    const shipped = await detail(id);
    const result = await run({ action: 'mark_shipped', ids: [id] });
    expect(result.items[0]).toMatchObject({
      outcome: 'done',
      result: { status: ORDER_STATUS.shipped, trackingCode: shipped.track_id, already: true },
    });
    expect(footprint(await detail(id))).toEqual(footprint(shipped));
  });

  it('takes every order the list filter matches ("all matching")', async () => {
    const name = `Filtro ${Date.now()}`;
    const first = await placed(name);
    const second = await placed(name);
    await placed('Otra Persona');
    const result = await run({
      action: 'transfer_received',
      filter: { q: name, statuses: [ORDER_STATUS.awaitingPayment] },
    });
    // Newest first, as the list shows them.
    expect(result.items.map((item) => [item.ref, item.outcome])).toEqual([
      [second, 'done'],
      [first, 'done'],
    ]);
  });

  it('refuses a request without an action or a selection, and an unknown run, in Spanish', async () => {
    const noAction = await start({ ids: ['x'] });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.json()).toMatchObject({ message: 'Elegí una acción.' });
    const nothing = await start({ action: 'transfer_received', ids: [] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ message: 'Elegí al menos un pedido.' });
    const unknown = await shop.app.inject({
      url: '/api/admin/bulk/00000000-0000-4000-8000-000000000000',
      headers: shop.adminHeaders,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No existe esa acción masiva.' });
  });

  it('exports only the chosen orders as CSV', async () => {
    const chosen = await detail(await placed());
    const other = await detail(await placed());
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/bulk/orders/export',
      headers: shop.adminHeaders,
      payload: { ids: [chosen.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const numbers = res.body
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[0]);
    expect(numbers).toEqual([String(chosen.order_number)]);
    expect(res.body).not.toContain(`\n${other.order_number},`);
  });
});
