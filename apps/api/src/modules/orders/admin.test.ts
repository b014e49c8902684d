import { ITEMS_LOCKED, TRACKING_CODE_REQUIRED } from '@shop/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  footprint,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';

type Order = {
  id: string;
  order_number: number;
  status: string;
  track_id: string;
  email: string;
  admin_comment: string;
  items: { lineId: string; id: string; size: string; quantity: number; price: number }[];
  transaction_amount: number;
};

describe.each(databaseKinds())('admin order calls on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;
  let shirt: string;

  const line = (id: string, size: string, quantity = 1) => ({ id, size, quantity });
  async function checkout(lines: unknown[], payer: Record<string, unknown> = {}) {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody(lines, { payer }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { order_number: number; receiptToken: string };
  }
  const get = async (orderNumber: number): Promise<Order> => {
    const res = await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders });
    const found = (res.json() as Order[]).find((o) => o.order_number === orderNumber);
    if (!found) throw new Error(`order ${orderNumber} not listed`);
    return found;
  };
  const put = (id: string, body: unknown) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/order/${id}`,
      headers: shop.adminHeaders,
      payload: body as object,
    });
  const mails = async () =>
    (
      (await shop.app.inject({ url: '/api/emails', headers: shop.adminHeaders })).json() as {
        to: string;
        subject: string;
        text: string;
      }[]
    ).reverse();

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    boot = await addProduct(shop, {
      productName: 'Botín Copa',
      price: 20000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 10, '41': 10, '42': 1 },
    });
    shirt = await addProduct(shop, {
      productName: 'Camiseta Titular',
      price: 30000,
      cat: 'Camisetas',
      sub_cat: '24/25',
      sizes: { M: 20 },
    });
  });
  afterAll(() => shop.close());

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

  it('PUT items changes sizes and moves the stock to match; the amounts stay right', async () => {
    const order = await get((await checkout([line(boot, '40', 2), line(shirt, 'M')])).order_number);
    const stock40 = await stockOf(shop, boot, '40');
    const stock41 = await stockOf(shop, boot, '41');
    const res = await put(order.id, {
      items: [
        { ...order.items[0], size: '41' },
        { ...order.items[1], size: 'M' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as Order;
    expect(edited.items).toEqual([
      expect.objectContaining({ lineId: '1', size: '41', quantity: 2, price: 20000 }),
      expect.objectContaining({ lineId: '2', size: 'M', quantity: 1, price: 30000 }),
    ]);
    expect(edited.transaction_amount).toBe(order.transaction_amount);
    expect(await stockOf(shop, boot, '40')).toBe(stock40 + 2);
    expect(await stockOf(shop, boot, '41')).toBe(stock41 - 2);
  });

  it('PUT items refuses a quantity change or a dropped line (409), writing nothing', async () => {
    const order = await get((await checkout([line(boot, '40', 2), line(shirt, 'M')])).order_number);
    await put(order.id, { status: 'Aprobado' });
    const events = async () =>
      (
        await shop.app.inject({ url: `/api/order/${order.id}/events`, headers: shop.adminHeaders })
      ).json() as unknown[];
    const history = await events();
    const before = await footprint(shop);
    const [boots, shirts] = order.items as [Order['items'][number], Order['items'][number]];
    for (const [items, status, message] of [
      [[{ ...boots, quantity: 1 }, shirts], 409, ITEMS_LOCKED],
      [[{ ...boots, size: '41', quantity: 1 }, shirts], 409, ITEMS_LOCKED],
      [[boots], 409, ITEMS_LOCKED],
      [
        [{ lineId: '9', size: '40', quantity: 1 }],
        422,
        'Solo se pueden cambiar el talle y la cantidad de los productos del pedido.',
      ],
      [[{ ...boots, size: '47' }, shirts], 409, 'Botín Copa no tiene el talle 47.'],
      [
        [{ ...boots, quantity: 1.5 }, shirts],
        400,
        'La cantidad debe ser un número entero mayor que 0',
      ],
      [
        [{ ...boots, size: '42' }, shirts],
        409,
        /^No hay stock suficiente de Botín Copa \(talle 42\)/,
      ],
    ] as const) {
      const refused = await put(order.id, { items, admin_comment: 'no debería guardarse' });
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().message).toMatch(message);
    }
    expect(await footprint(shop)).toEqual(before);
    expect(await events()).toEqual(history);
    const after = await get(order.order_number);
    expect(after.items).toEqual(order.items);
    expect(after.admin_comment).toBe(order.admin_comment);
    expect(after.transaction_amount).toBe(order.transaction_amount);
  });

  it('random saves record only what really changed: a size, the comment (issue 42)', async () => {
    const socks = await addProduct(shop, {
      productName: 'Media Larga',
      price: 5000,
      cat: 'Medias',
      sub_cat: 'Largas',
      sizes: { '39-40': 500, '41-42': 500 },
    });
    const order = await get(
      (await checkout([line(socks, '39-40'), line(shirt, 'M')])).order_number,
    );
    const events = async () =>
      (
        await shop.app.inject({ url: `/api/order/${order.id}/events`, headers: shop.adminHeaders })
      ).json() as { type: string; details: Record<string, unknown> }[];
    let current = { size: '39-40', comment: order.admin_comment };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('39-40', '41-42'),
        fc.constantFrom('', 'llamar antes', 'entregar a la tarde'),
        fc.boolean(),
        async (size, comment, sendComment) => {
          const before = (await events()).length;
          const [sock, tee] = (await get(order.order_number)).items as [
            Order['items'][number],
            Order['items'][number],
          ];
          const res = await put(order.id, {
            status: 'Pago Pendiente',
            track_id: '',
            email: order.email,
            items: [{ ...sock, size }, tee],
            ...(sendComment ? { admin_comment: comment } : {}),
          });
          expect(res.statusCode, res.body).toBe(200);
          const expected = [
            ...(sendComment && comment !== current.comment
              ? [{ type: 'comment_changed', details: { comment, adminUser: expect.any(String) } }]
              : []),
            ...(size !== current.size
              ? [
                  {
                    type: 'items_edited',
                    details: {
                      changes: [
                        { lineId: sock.lineId, name: 'Media Larga', from: current.size, to: size },
                      ],
                      adminUser: expect.any(String),
                    },
                  },
                ]
              : []),
          ];
          expect((await events()).slice(before)).toEqual(
            expected.map((e) => expect.objectContaining(e)),
          );
          current = { size, comment: sendComment ? comment : current.comment };
        },
      ),
      { numRuns: 25 },
    );
  });

  describe('POST /api/order with an admin token (/uploadorder draft)', () => {
    const draft = (body: Record<string, unknown>, headers = shop.adminHeaders) =>
      shop.app.inject({ method: 'POST', url: '/api/order', headers, payload: body });
    const body = () => ({
      items: [{ id: shirt, size: 'M', quantity: 2, price: 1 }],
      name: 'Cliente Mostrador',
      email: 'mostrador@example.com',
      phone: '1155556666',
      shipment: {
        zipCode: '1425',
        state_name: 'CABA',
        city_name: 'CABA',
        street_name: 'Corrientes',
        street_number: '100',
      },
      status: 'Aprobado',
      payment_method: 'efectivo',
      shipping_amount: 1500,
      transaction_amount: 1,
    });

    it('prices the lines from the catalogue, takes the stock and keeps the status chosen', async () => {
      const before = await stockOf(shop, shirt, 'M');
      const res = await draft(body());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        order_number: expect.any(Number),
        status: 'Aprobado',
        order_type: 'manual',
        payment_method: 'efectivo',
        subtotal: 60000,
        transfer_discount: 0,
        shipping_amount: 1500,
        transaction_amount: 61500,
      });
      expect(await stockOf(shop, shirt, 'M')).toBe(before - 2);
      const transfer = await draft({
        ...body(),
        payment_method: 'transferencia',
        shipping_amount: 0,
      });
      expect(transfer.json()).toMatchObject({ transfer_discount: 9000, transaction_amount: 51000 });
    });

    it('refuses Enviado without a code, and without a token the body is a shopper checkout', async () => {
      const before = await footprint(shop);
      const shipped = await draft({ ...body(), status: 'Enviado' });
      expect(shipped.statusCode).toBe(422);
      expect(shipped.json().message).toBe(TRACKING_CODE_REQUIRED);
      const anonymous = await draft(body(), {});
      expect(anonymous.statusCode).toBe(400);
      expect(anonymous.json().message).toBe('Debe ingresar su DNI, Cuil o Cuit');
      expect(await footprint(shop)).toEqual(before);
    });
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
