import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  footprint,
  stockOf,
  WEBHOOK_SECRET,
  type OrderShop,
} from '../../test/order-shop.js';
import { signNotification } from './signature.js';
import type { SimulatedNotification } from './simulator.js';
import { listedOrder, mailsTo as mailsToOf, type Checkout } from '../../test/shop-calls.js';

describe.each(databaseKinds())('Mercado Pago checkout through the simulator on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;

  const createOrder = async (quantity = 1, email = 'mp@example.com') => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: checkoutBody([{ id: boot, size: '40', quantity }], { payer: { email } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Checkout;
  };
  const pay = (preferenceId: string, outcome: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/payment-simulator/${preferenceId}`,
      payload: { outcome },
    });
  const orderOf = (orderNumber: number) =>
    listedOrder<{
      order_number: number;
      status: string;
      status_detail: string;
      payment_id: string | null;
    }>(shop, orderNumber);
  const mailsTo = (to: string) => mailsToOf(shop, to);

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    boot = await addProduct(shop, {
      productName: 'Botín Pago',
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 100 },
    });
  });
  afterAll(() => shop.close());

  it('POST /api/create-order makes the order (no transfer discount) and its checkout', async () => {
    const before = await stockOf(shop, boot, '40');
    const checkout = await createOrder(1, 'crea@example.com');
    // 10000 + home 5000 + 2350: no transfer discount with Mercado Pago.
    expect(checkout).toMatchObject({
      id: expect.stringMatching(/^\d+-[0-9a-f-]{36}$/),
      init_point: `http://127.0.0.1:3000/pago-simulado/${checkout.id}`,
      order_number: expect.any(Number),
      status: 'Pago Pendiente',
      transfer_discount: 0,
      transaction_amount: 17350,
      receiptToken: expect.any(String),
    });
    expect(await stockOf(shop, boot, '40')).toBe(before - 1);
    expect(await mailsTo('crea@example.com')).toEqual([
      `Recibimos tu pedido #${checkout.order_number}`,
    ]);

    const page = await shop.app.inject({ url: `/api/payment-simulator/${checkout.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      preferenceId: checkout.id,
      orderNumber: checkout.order_number,
      title: `Pedido #${checkout.order_number}`,
      amount: 17350,
      items: [
        { id: `${boot}-40`, title: 'Botín Pago · talle 40', quantity: 1, unit_price: 10000 },
        { id: 'envio', title: 'Envío', quantity: 1, unit_price: 7350 },
      ],
      payerEmail: 'crea@example.com',
      expiresAt: expect.any(String),
      expired: false,
    });
    const unknown = await shop.app.inject({ url: '/api/payment-simulator/no-existe' });
    expect(unknown.statusCode).toBe(404);
  });

  it('approve: the notification is signed and accepted, the order approved, the shopper told once', async () => {
    const checkout = await createOrder(1, 'aprueba@example.com');
    const res = await pay(checkout.id, 'approved');
    expect(res.statusCode, res.body).toBe(200);
    const redirect = new URL(res.json().redirectUrl);
    expect(redirect.origin + redirect.pathname).toBe(
      `http://127.0.0.1:3000/orden-mp-confirmada/${checkout.order_number}`,
    );
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      token: checkout.receiptToken,
      status: 'approved',
      collection_status: 'approved',
      payment_id: expect.stringMatching(/^\d+$/),
      preference_id: checkout.id,
      site_id: 'MLA',
    });
    expect(await orderOf(checkout.order_number)).toMatchObject({
      status: 'Aprobado',
      status_detail: 'accredited',
      payment_id: redirect.searchParams.get('payment_id'),
    });
    expect(await mailsTo('aprueba@example.com')).toEqual([
      `Recibimos tu pedido #${checkout.order_number}`,
      `¡Pago aprobado! Pedido #${checkout.order_number}`,
    ]);
    const status = await shop.app.inject({
      url: `/api/order-status/${checkout.order_number}?token=${checkout.receiptToken}`,
    });
    expect(status.json()).toMatchObject({ status: 'Aprobado', transaction_amount: 17350 });
  });

  it('pending keeps it Pago Pendiente; rejected shows rejected; a later approval still counts', async () => {
    const checkout = await createOrder();
    const pending = await pay(checkout.id, 'pending');
    expect(new URL(pending.json().redirectUrl).pathname).toBe(
      `/orden-mp-pendiente/${checkout.order_number}`,
    );
    expect(await orderOf(checkout.order_number)).toMatchObject({
      status: 'Pago Pendiente',
      status_detail: 'pending_waiting_payment',
    });
    const rejected = await pay(checkout.id, 'rejected');
    expect(new URL(rejected.json().redirectUrl).pathname).toBe(
      `/orden-mp-rechazada/${checkout.order_number}`,
    );
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'rejected' });
    await pay(checkout.id, 'approved');
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Aprobado' });
  });

  it('a rejected card: the shopper is told, and retries the same order with a new preference', async () => {
    const before = await stockOf(shop, boot, '40');
    const checkout = await createOrder(2, 'rechazo@example.com');
    const rejected = await pay(checkout.id, 'rejected');
    const back = new URL(rejected.json().redirectUrl);
    expect(back.pathname).toBe(`/orden-mp-rechazada/${checkout.order_number}`);
    expect(await mailsTo('rechazo@example.com')).toEqual([
      `Recibimos tu pedido #${checkout.order_number}`,
      `Tu pago del pedido #${checkout.order_number} fue rechazado`,
    ]);
    const [mail] = (
      (await shop.app.inject({ url: '/api/emails', headers: shop.adminHeaders })).json() as {
        to: string;
        text: string;
      }[]
    ).filter((m) => m.to === 'rechazo@example.com');
    expect(mail?.text).toContain('Reintentar el pago');
    expect(mail?.text).toContain(`/orden-mp-rechazada/${checkout.order_number}?token=`);

    const retry = (token: string, number = checkout.order_number) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/order/${number}/retry-payment`,
        payload: { token },
      });
    const refusedBefore = await footprint(shop);
    expect((await retry('no-es-el-token')).statusCode).toBe(404);
    expect((await retry(checkout.receiptToken, 999999)).statusCode).toBe(404);
    expect(await footprint(shop)).toEqual(refusedBefore);

    const again = await retry(checkout.receiptToken);
    expect(again.statusCode, again.body).toBe(201);
    const { id, init_point } = again.json() as { id: string; init_point: string };
    expect(id).not.toBe(checkout.id);
    expect(init_point).toBe(`http://127.0.0.1:3000/pago-simulado/${id}`);
    expect(await stockOf(shop, boot, '40')).toBe(before - 2);
    expect(await mailsTo('rechazo@example.com')).toHaveLength(2);

    const paid = await pay(id, 'approved');
    expect(new URL(paid.json().redirectUrl).pathname).toBe(
      `/orden-mp-confirmada/${checkout.order_number}`,
    );
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Aprobado' });
    expect(await stockOf(shop, boot, '40')).toBe(before - 2);

    const paidAlready = await retry(checkout.receiptToken);
    expect(paidAlready.statusCode).toBe(409);
    expect(paidAlready.json().message).toBe('Este pedido ya no espera un pago.');
  });

  it('retrying the payment of an order cancelled since (its unit sold to another) is refused, writing nothing', async () => {
    const scarce = await addProduct(shop, {
      productName: 'Botín Último',
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 1 },
    });
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: checkoutBody([{ id: scarce, size: '40', quantity: 1 }]),
    });
    const checkout = res.json() as Checkout;
    await pay(checkout.id, 'rejected');
    const admin = (
      (await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders })).json() as {
        id: string;
        order_number: number;
      }[]
    ).find((o) => o.order_number === checkout.order_number);
    // A rejected order keeps its units; cancelled, it gives them back for others to buy.
    await shop.app.inject({
      method: 'PUT',
      url: `/api/order/${admin?.id}`,
      headers: shop.adminHeaders,
      payload: { status: 'Cancelado' },
    });
    expect(await stockOf(shop, scarce, '40')).toBe(1);
    const other = await shop.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: checkoutBody([{ id: scarce, size: '40', quantity: 1 }]),
    });
    expect(other.statusCode).toBe(201);
    const before = await footprint(shop);
    const retried = await shop.app.inject({
      method: 'POST',
      url: `/api/order/${checkout.order_number}/retry-payment`,
      payload: { token: checkout.receiptToken },
    });
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe('Este pedido ya no espera un pago.');
    expect(await footprint(shop)).toEqual(before);
  });

  it('a payment arriving after the order was shipped changes nothing', async () => {
    const checkout = await createOrder();
    await pay(checkout.id, 'approved');
    const order = (await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders }))
      .json()
      .find((o: { order_number: number }) => o.order_number === checkout.order_number);
    await shop.app.inject({
      method: 'PUT',
      url: `/api/order/${order.id}`,
      headers: shop.adminHeaders,
      payload: { status: 'Enviado', track_id: 'TN1' },
    });
    await pay(checkout.id, 'rejected');
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Enviado' });
  });

  describe('POST /api/webhook', () => {
    /** A payment made in the simulator whose notification is kept instead of delivered. */
    async function heldNotification(email: string) {
      const checkout = await createOrder(1, email);
      let held: SimulatedNotification | undefined;
      const simulator = shop.services.paymentSimulator;
      if (!simulator) throw new Error('the simulator should be on without MP_ACCESS_TOKEN');
      await simulator.pay(checkout.id, 'approved', async (notification) => {
        held = notification;
        return 200;
      });
      if (!held) throw new Error('no notification');
      return { checkout, notification: held };
    }
    const post = async (n: SimulatedNotification, headers: Record<string, string> = n.headers) => {
      const answer = await shop.app.inject({
        method: 'POST',
        url: n.url,
        headers,
        payload: n.body,
      });
      await shop.services.payments.settled();
      return answer;
    };

    it('refuses a missing, wrong or replayed-on-another-payment signature with 401, recording nothing', async () => {
      const { checkout, notification } = await heldNotification('firma@example.com');
      const before = await footprint(shop);
      const ts = String(Math.floor(Date.now() / 1000));
      const attempts = [
        { ...notification.headers, 'x-signature': '' },
        { ...notification.headers, 'x-signature': `ts=${ts},v1=${'0'.repeat(64)}` },
        {
          ...notification.headers,
          'x-signature': signNotification({
            secret: 'otro-secreto',
            dataId: '1',
            requestId: notification.headers['x-request-id'],
            ts,
          }),
        },
        { ...notification.headers, 'x-request-id': 'otro-pedido' },
      ];
      for (const headers of attempts) {
        const res = await post(notification, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'invalid_signature',
          message: 'La firma de la notificación no es válida.',
        });
      }
      const otherPayment = await shop.app.inject({
        method: 'POST',
        url: notification.url.replace(/data\.id=\d+/, 'data.id=1'),
        headers: notification.headers,
        payload: notification.body,
      });
      expect(otherPayment.statusCode).toBe(401);
      expect(await footprint(shop)).toEqual(before);
      expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Pago Pendiente' });
    });

    it('the same notification 5 times at once: the order changes once, one approval e-mail', async () => {
      const { checkout, notification } = await heldNotification('cinco@example.com');
      const answers = await Promise.all(Array.from({ length: 5 }, () => post(notification)));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Aprobado' });
      expect(await mailsTo('cinco@example.com')).toEqual([
        `Recibimos tu pedido #${checkout.order_number}`,
        `¡Pago aprobado! Pedido #${checkout.order_number}`,
      ]);
      const rows = await queryRows<{ n: number }>(
        shop.database.db,
        sql`select count(*)::int as n from payment_notifications where resource_id = ${notification.body.data && (notification.body.data as { id: string }).id}`,
      );
      expect(rows[0]?.n).toBe(1);
      // A new notification of the same payment (payment.updated) changes nothing either.
      const again = await post({
        ...notification,
        body: { ...notification.body, id: 42, action: 'payment.updated' },
      });
      expect(again.statusCode).toBe(200);
      expect(await mailsTo('cinco@example.com')).toHaveLength(2);
    });

    it('acknowledges other topics without doing anything', async () => {
      const requestId = 'pedido-merchant';
      const ts = String(Math.floor(Date.now() / 1000));
      const before = await footprint(shop);
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/webhook?data.id=777&type=topic_merchant_order_wh',
        headers: {
          'x-request-id': requestId,
          'x-signature': signNotification({ secret: WEBHOOK_SECRET, dataId: '777', requestId, ts }),
        },
        payload: { id: 1, type: 'topic_merchant_order_wh', data: { id: '777' } },
      });
      expect(res.statusCode).toBe(200);
      expect(await footprint(shop)).toEqual(before);
    });
  });
});
