import { TRACKING_CODE_REQUIRED } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { footprint, stockOf, type OrderShop } from '../../test/order-shop.js';
import { useAdminOrderShop, type AdminOrder as Order } from '../../test/admin-order-shop.js';

describe.each(databaseKinds())('admin order calls on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;
  let shirt: string;
  const { line, checkout, get, put, mails } = useAdminOrderShop(
    kind,
    (opened) => ({ shop, boot, shirt } = opened),
  );

  it('GET /api/orders lists every order by ascending order_number, with SPEC.md fields', async () => {
    const first = await checkout([line(boot, '40')]);
    const second = await checkout([line(shirt, 'M')]);
    const res = await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Order[];
    const numbers = list.map((o) => o.order_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers).toEqual(expect.arrayContaining([first.order_number, second.order_number]));
    expect(list.find((o) => o.order_number === first.order_number)).toEqual({
      id: expect.any(String),
      _id: expect.any(String),
      order_number: first.order_number,
      name: 'Juana Pérez',
      email: 'juana@example.com',
      phone: '1144445555',
      client_id: '30123456',
      items: [
        {
          lineId: '1',
          id: boot,
          name: 'Botín Copa',
          size: '40',
          quantity: 1,
          price: 20000,
          variant: { id: 1, variant: 'Único', imgUrl: [expect.any(String)] },
          promotion: null,
        },
      ],
      status: 'Pago Pendiente',
      status_detail: 'El cliente debe realizar la transferencia bancaria y enviar el comprobante.',
      track_id: '',
      admin_comment: '',
      order_type: 'transferencia',
      payment_method: 'transferencia',
      subtotal: 20000,
      promotion_discount: 0,
      transfer_discount: 3000,
      coupon_discount: 0,
      coupon: null,
      shipping_amount: 7350,
      transaction_amount: 24350,
      transaction_details: { net_received_amount: null, total_paid_amount: null },
      shipping_type: 'domicilio',
      shipment: {
        street_name: 'Av. Santa Fe',
        street_number: '1234',
        floor: '3B',
        apartment: '',
        aclaration: '',
        city_name: 'CABA',
        state_name: 'Ciudad Autónoma de Buenos Aires',
        zipCode: '1425',
        rate: {
          productName: 'Correo Argentino Clasico',
          deliveredType: 'D',
          agencyAddress: '',
          agencyCode: '',
        },
      },
      payment_id: null,
      preference_id: null,
      shipment_import: { requested_at: null, imported_at: null, error: '' },
      payment_alert: null,
      refunded_total: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      version: 1,
    });
  });

  it('GET /api/order/:id answers one order, 404 for an unknown one', async () => {
    const placed = await get((await checkout([line(boot, '40')])).order_number);
    const res = await shop.app.inject({
      url: `/api/order/${placed.id}`,
      headers: shop.adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    // The order with its history.
    expect(res.json()).toEqual({
      ...placed,
      events: [expect.objectContaining({ type: 'created', actor: 'shopper' })],
      received_total: 0,
      refunded_total: 0,
      refundable: 0,
      alerts: [],
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const missing = await shop.app.inject({
        url: `/api/order/${id}`,
        headers: shop.adminHeaders,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'not_found', message: 'No encontramos ese pedido.' });
    }
  });

  it("PUT refuses Enviado without a tracking code with SPEC.md's text, changing nothing", async () => {
    const order = await get((await checkout([line(boot, '40')])).order_number);
    const before = await footprint(shop);
    for (const body of [{ status: 'Enviado' }, { status: 'Enviado', track_id: '  ' }]) {
      const res = await put(order.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'tracking_required', message: TRACKING_CODE_REQUIRED });
    }
    expect(await footprint(shop)).toEqual(before);
    expect(await get(order.order_number)).toEqual(order);
  });

  it('PUT Enviado with a code saves it and tells the shopper the code', async () => {
    const order = await get(
      (await checkout([line(boot, '40')], { email: 'envio@example.com' })).order_number,
    );
    const res = await put(order.id, {
      status: 'Enviado',
      track_id: 'TN123456789AR',
      admin_comment: 'Salió por la mañana',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Enviado',
      track_id: 'TN123456789AR',
      admin_comment: 'Salió por la mañana',
    });
    const shipped = (await mails()).filter((m) => m.to === 'envio@example.com');
    expect(shipped.map((m) => m.subject)).toEqual([
      `Recibimos tu pedido #${order.order_number}`,
      `Tu pedido #${order.order_number} está en camino`,
    ]);
    expect(shipped[1]?.text).toContain('TN123456789AR');
    // Already shipped: saving it again needs no new code and sends nothing new.
    expect((await put(order.id, { status: 'Enviado' })).statusCode).toBe(200);
    expect((await mails()).filter((m) => m.to === 'envio@example.com')).toHaveLength(2);
  });

  it('PUT changes the e-mail and the admin comment', async () => {
    const order = await get((await checkout([line(shirt, 'M')])).order_number);
    const res = await put(order.id, { email: 'nuevo@example.com', admin_comment: 'Llamar antes' });
    expect(res.json()).toMatchObject({ email: 'nuevo@example.com', admin_comment: 'Llamar antes' });
    const bad = await put(order.id, { email: 'no-es-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El email ingresado no es válido');
    const status = await put(order.id, { status: 'Perdido' });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('El estado del pedido no es válido');
  });

  it('cancelling gives the stock back exactly once; reopening takes it again', async () => {
    const start = await stockOf(shop, boot, '41');
    const order = await get(
      (await checkout([line(boot, '41', 3)], { email: 'cancela@example.com' })).order_number,
    );
    expect(await stockOf(shop, boot, '41')).toBe(start - 3);
    expect((await put(order.id, { status: 'Cancelado' })).json().status).toBe('Cancelado');
    expect(await stockOf(shop, boot, '41')).toBe(start);
    expect(
      (await put(order.id, { status: 'Cancelado', admin_comment: 'otra vez' })).statusCode,
    ).toBe(200);
    expect(await stockOf(shop, boot, '41')).toBe(start);
    const cancelMails = (await mails()).filter(
      (m) => m.to === 'cancela@example.com' && m.subject.includes('cancelado'),
    );
    expect(cancelMails).toHaveLength(1);
    expect((await put(order.id, { status: 'Aprobado' })).json().status).toBe('Aprobado');
    expect(await stockOf(shop, boot, '41')).toBe(start - 3);
  });

  it('cancel, re-approve, cancel: the shopper hears of the cancellation (and the shipping) once', async () => {
    const order = await get(
      (await checkout([line(shirt, 'M')], { email: 'vaiven@example.com' })).order_number,
    );
    // A paid transfer is not cancelled while it holds money: back to Pago Pendiente first.
    for (const status of [
      'Cancelado',
      'Aprobado',
      'Pago Pendiente',
      'Cancelado',
      'Aprobado',
      'Enviado',
      'Aprobado',
    ]) {
      const res = await put(order.id, { status, track_id: 'TN777' });
      expect(res.statusCode, res.body).toBe(200);
    }
    await put(order.id, { status: 'Enviado' });
    expect(
      (await mails()).filter((m) => m.to === 'vaiven@example.com').map((m) => m.subject),
    ).toEqual([
      `Recibimos tu pedido #${order.order_number}`,
      `Pedido #${order.order_number} cancelado`,
      `Tu pedido #${order.order_number} está en camino`,
    ]);
  });

  it('GET /api/order/:id/events tells the history: what, who, from and to', async () => {
    const order = await get(
      (await checkout([line(boot, '41', 1)], { email: 'historia@example.com' })).order_number,
    );
    await put(order.id, { status: 'Aprobado' });
    await put(order.id, { status: 'Enviado', track_id: 'TN123' });
    const res = await shop.app.inject({
      url: `/api/order/${order.id}/events`,
      headers: shop.adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    const events = res.json() as {
      type: string;
      actor: string;
      fromStatus: string | null;
      toStatus: string;
      createdAt: string;
    }[];
    expect(events.map((e) => [e.type, e.actor, e.fromStatus, e.toStatus])).toEqual([
      ['created', 'shopper', null, 'Pago Pendiente'],
      ['status_changed', 'admin', 'Pago Pendiente', 'Aprobado'],
      ['tracking_number_set', 'admin', 'Aprobado', 'Aprobado'],
      ['status_changed', 'admin', 'Aprobado', 'Enviado'],
    ]);
    expect(Date.parse(events[0]!.createdAt)).not.toBeNaN();
    expect((await shop.app.inject({ url: `/api/order/${order.id}/events` })).statusCode).toBe(401);
  });

  it('reopening a cancelled order whose stock is gone is refused (409), changing nothing', async () => {
    const order = await get((await checkout([line(boot, '42')])).order_number);
    await put(order.id, { status: 'Cancelado' });
    await checkout([line(boot, '42')]);
    const before = await footprint(shop);
    const res = await put(order.id, { status: 'Aprobado' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No hay stock suficiente de Botín Copa (talle 42): se agotó.');
    expect(await footprint(shop)).toEqual(before);
    expect((await get(order.order_number)).status).toBe('Cancelado');
  });

  it('marking a transfer order Aprobado tells the shopper the payment was approved', async () => {
    const order = await get(
      (await checkout([line(shirt, 'M')], { email: 'paga@example.com' })).order_number,
    );
    await put(order.id, { status: 'Aprobado' });
    expect(
      (await mails()).filter((m) => m.to === 'paga@example.com').map((m) => m.subject),
    ).toEqual([
      `Recibimos tu pedido #${order.order_number}`,
      `¡Pago aprobado! Pedido #${order.order_number}`,
    ]);
  });

  describe('GET /api/order-status/:order_number', () => {
    it('answers the order to its receipt token or its e-mail, and nothing to anyone else', async () => {
      const mine = await checkout([line(shirt, 'M')], { email: 'Ana@Example.com' });
      const other = await checkout([line(shirt, 'M')]);
      const status = (query: string, orderNumber = mine.order_number) =>
        shop.app.inject({ url: `/api/order-status/${orderNumber}?${query}` });

      const byToken = await status(`token=${mine.receiptToken}`);
      expect(byToken.statusCode).toBe(200);
      expect(byToken.json()).toMatchObject({
        order_number: mine.order_number,
        status: 'Pago Pendiente',
        status_label: 'Pago pendiente',
        transaction_amount: 32850,
        email: 'Ana@Example.com',
        items: [
          {
            name: 'Camiseta Titular',
            size: 'M',
            quantity: 1,
            price: 30000,
            variant: { imgUrl: [expect.any(String)] },
            promotion: null,
          },
        ],
      });
      expect(byToken.json()).not.toHaveProperty('id');
      expect(byToken.json()).not.toHaveProperty('admin_comment');
      expect((await status('email=ana@example.com')).statusCode).toBe(200);

      for (const res of [
        await status(`token=${other.receiptToken}`),
        await status('email=otra@example.com'),
        await status(''),
        await status(`token=${mine.receiptToken}`, other.order_number),
        await status(`token=${mine.receiptToken}`, 999999),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: 'No encontramos ese pedido.' });
      }
      expect((await status('', Number.NaN)).statusCode).toBe(400);
    });
  });
});
