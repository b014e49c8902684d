import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@shop/domain';
import { queryRows } from '../../db/rows.js';
import { databaseKinds } from '../../test/harness.js';
import { modelMercadoPago, type ModelMercadoPago } from '../../test/model-mercadopago.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';
import { orderDetail, mailsTo as mailsToOf } from '../../test/shop-calls.js';

/**
 * Issue 38's named defects, one test each (the model-based test in orders/money-model.test.ts
 * covers their families): Mercado Pago in memory, the real services on a real database.
 */
type Detail = {
  id: string;
  order_number: number;
  status: string;
  status_detail: string;
  version: number;
  received_total: number;
  refunded_total: number;
  refundable: number;
  transaction_amount: number;
  alerts: { id: number; kind: string; message: string }[];
  events: { type: string }[];
};

const SHOP_EMAIL = 'duena@tienda.test';
/** 10000 + home delivery 5000 + 2350 surcharge. */
const TOTAL = 17350;
const HOUR_MS = 60 * 60_000;

describe.each(databaseKinds())('money in any order: the named defects on %s', (kind) => {
  let shop: OrderShop;
  let mp: ModelMercadoPago;
  let boot: string;

  beforeAll(async () => {
    mp = modelMercadoPago();
    shop = await createOrderShop(kind, { paymentGateway: mp.gateway });
    const settings = await shop.services.settings.get();
    await shop.services.settings.update({
      ...settings,
      contact: { ...settings.contact, email: SHOP_EMAIL },
    });
    boot = await addProduct(shop, {
      productName: 'Botín Defectos',
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 100 },
    });
  });
  afterAll(() => shop?.close());

  const detail = (id: string) => orderDetail<Detail>(shop, id);
  const put = (id: string, payload: object) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/order/${id}`,
      headers: shop.adminHeaders,
      payload,
    });
  const stock = () => stockOf(shop, boot, '40');
  const mailsTo = (to: string) => mailsToOf(shop, to);

  async function checkout(method: 'mercadopago' | 'transfer', email = 'compra@example.com') {
    const res = await shop.app.inject({
      method: 'POST',
      url: method === 'mercadopago' ? '/api/create-order' : '/api/order',
      payload: checkoutBody([{ id: boot, size: '40', quantity: 1 }], { payer: { email } }),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [row] = await queryRows<{ id: string }>(
      shop.database.db,
      sql`select id from orders order by order_number desc limit 1`,
    );
    return row!.id;
  }
  const deliver = (paymentId: string) => shop.services.payments.processNotification({ paymentId });
  async function expireNow(orderId: string) {
    await shop.database.db.execute(
      sql`update orders set payment_expires_at = now() - interval '1 hour' where id = ${orderId}`,
    );
    await shop.services.payments.expire({ orderId });
  }

  it("1. the owner's cancel of an unpaid-looking Mercado Pago order asks Mercado Pago first", async () => {
    const id = await checkout('mercadopago');
    mp.pay(id, 'approved', TOTAL, 'ARS');
    mp.setDown(true);
    const unreachable = await put(id, { status: ORDER_STATUS.cancelled });
    mp.setDown(false);
    expect(unreachable.statusCode).toBe(502);
    expect((await detail(id)).status).toBe(ORDER_STATUS.awaitingPayment);
    const refused = await put(id, { status: ORDER_STATUS.cancelled });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'money_held',
      message: expect.stringContaining("Usá 'Reintegrar'"),
    });
    expect(await detail(id)).toMatchObject({ status: ORDER_STATUS.approved, refundable: TOTAL });
  });

  it('2. a lost approval is found 10 minutes after checkout, not at the expiry; refused notices raise an alert', async () => {
    const id = await checkout('mercadopago');
    const jobs = await queryRows<{ run_at: Date | string; created_at: Date | string }>(
      shop.database.db,
      sql`select run_at, created_at from jobs where kind = 'payment_reconcile'
          and payload->>'orderId' = ${id} order by run_at`,
    );
    const after = jobs.map(
      (job) => (new Date(job.run_at).getTime() - new Date(job.created_at).getTime()) / 60_000,
    );
    expect(after).toHaveLength(4);
    [10, 60, 360, 1440].forEach((minutes, at) => {
      expect(after[at]).toBeGreaterThanOrEqual(minutes - 0.1);
      expect(after[at]).toBeLessThanOrEqual(minutes * 1.2 + 0.1);
    });
    mp.pay(id, 'approved', TOTAL, 'ARS');
    await shop.services.payments.reconcileScheduled({ orderId: id });
    expect((await detail(id)).status).toBe(ORDER_STATUS.approved);

    const badNotice = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/webhook?data.id=123&type=payment',
        headers: { 'x-signature': 'ts=1,v1=00', 'x-request-id': 'r' },
        payload: { type: 'payment', data: { id: '123' } },
      });
    for (let n = 0; n < 4; n += 1) expect((await badNotice()).statusCode).toBe(401);
    const refused = (await shop.services.alerts.list()).alerts.filter(
      (a) => a.kind === 'notices_refused',
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]?.message).toContain('MP_WEBHOOK_SECRET');
    expect(await mailsTo(SHOP_EMAIL)).toContain('Atención — Notificaciones rechazadas');
  });

  it('3. a payment of another amount or currency is never approved, raises an alert and holds the expiry', async () => {
    for (const [amount, currency] of [
      [TOTAL - 1000, 'ARS'],
      [TOTAL, 'USD'],
    ] as const) {
      const id = await checkout('mercadopago');
      const before = await stock();
      await deliver(mp.pay(id, 'approved', amount, currency));
      await expireNow(id);
      const order = await detail(id);
      expect(order.status).toBe(ORDER_STATUS.awaitingPayment);
      expect(order.status_detail).not.toBe('El pago no se completó a tiempo.');
      expect(order.alerts.map((a) => a.kind)).toEqual(['wrong_amount']);
      // 9. What may be given back is the money received, not the order's total.
      expect(order.refundable).toBe(amount);
      expect(await stock()).toBe(before);
    }
  });

  it("4. 'Reintentar pago' moves the order's expiry with its new checkout", async () => {
    const id = await checkout('mercadopago');
    await deliver(mp.pay(id, 'rejected', TOTAL, 'ARS'));
    const rejected = await detail(id);
    expect(rejected.status).toBe(ORDER_STATUS.cardRejected);
    await shop.database.db.execute(
      sql`update orders set payment_expires_at = now() + interval '1 hour' where id = ${id}`,
    );
    const token = shop.services.orders.receiptToken({
      orderNumber: rejected.order_number,
    } as never);
    await shop.services.checkout.retryPayment(rejected.order_number, token);
    const [row] = await queryRows<{ expires: Date | string }>(
      shop.database.db,
      sql`select payment_expires_at as expires from orders where id = ${id}`,
    );
    expect(new Date(row!.expires).getTime() - Date.now()).toBeGreaterThan(47 * HOUR_MS);
    // The first checkout's expiry finds the order's deadline moved: nothing happens.
    await shop.services.payments.expire({ orderId: id });
    expect((await detail(id)).status).toBe(ORDER_STATUS.awaitingPayment);
    const [latest] = await queryRows<{ run_at: Date | string }>(
      shop.database.db,
      sql`select run_at from jobs where kind = 'order_expiry' and payload->>'orderId' = ${id}
          order by run_at desc limit 1`,
    );
    expect(new Date(latest!.run_at).getTime() - new Date(row!.expires).getTime()).toBe(15 * 60_000);
  });

  it('5. an approval after the owner cancelled never re-opens the order nor tells the shopper it was paid', async () => {
    const id = await checkout('mercadopago', 'cancelado@example.com');
    const before = await stock();
    expect((await put(id, { status: ORDER_STATUS.cancelled })).statusCode).toBe(200);
    expect(await stock()).toBe(before + 1);
    const paymentId = mp.pay(id, 'approved', TOTAL, 'ARS');
    await deliver(paymentId);
    await deliver(paymentId);
    const order = await detail(id);
    expect(order.status).toBe(ORDER_STATUS.cancelled);
    expect(order.alerts.map((a) => a.kind)).toEqual(['paid_after_cancel']);
    expect(await stock()).toBe(before + 1);
    const mails = await mailsTo('cancelado@example.com');
    expect(mails.some((subject) => subject.startsWith('¡Pago aprobado!'))).toBe(false);
    // 'Reintegrar' from the alert gives the money back and closes it.
    const resolved = await shop.app.inject({
      method: 'POST',
      url: `/api/alerts/${order.alerts[0]!.id}/resolve`,
      headers: shop.adminHeaders,
      payload: { resolution: 'refund' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(mp.payments.get(paymentId)?.status).toBe('refunded');
    expect(await detail(id)).toMatchObject({ alerts: [], refundable: 0 });
  });

  it("6. a disputed payment holds the order: no 'Enviado', no 'Generar envío', until the owner resolves it", async () => {
    const id = await checkout('mercadopago');
    const paymentId = mp.pay(id, 'approved', TOTAL, 'ARS');
    await deliver(paymentId);
    mp.payments.get(paymentId)!.status = 'in_mediation';
    await deliver(paymentId);
    const held = await detail(id);
    expect(held.alerts.map((a) => a.kind)).toEqual(['dispute']);
    const ship = await put(id, { status: ORDER_STATUS.shipped, track_id: `TN${id.slice(0, 6)}` });
    expect(ship.statusCode).toBe(409);
    expect(ship.json()).toMatchObject({ error: 'shipping_held' });
    const generate = await shop.app.inject({
      method: 'POST',
      url: `/api/order/${id}/shipment`,
      headers: shop.adminHeaders,
    });
    expect(generate.statusCode).toBe(409);
    // A parcel that left before the dispute may still be delivered.
    const gone = await checkout('mercadopago');
    const gonePayment = mp.pay(gone, 'approved', TOTAL, 'ARS');
    await deliver(gonePayment);
    const track = `TN${gone.slice(0, 6)}`;
    expect((await put(gone, { status: ORDER_STATUS.shipped, track_id: track })).statusCode).toBe(
      200,
    );
    mp.payments.get(gonePayment)!.status = 'in_mediation';
    await deliver(gonePayment);
    expect((await put(gone, { status: ORDER_STATUS.delivered })).statusCode).toBe(200);

    await shop.services.alerts.resolve(held.alerts[0]!.id, 'resolve', 'duena');
    const shipped = await put(id, {
      status: ORDER_STATUS.shipped,
      track_id: `TN${id.slice(0, 6)}`,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
  });

  it('7. a save from a page read before a full refund changes nothing', async () => {
    const id = await checkout('transfer');
    expect((await put(id, { status: ORDER_STATUS.approved })).statusCode).toBe(200);
    const page = await detail(id);
    const before = await stock();
    const refunded = await shop.app.inject({
      method: 'POST',
      url: `/api/order/${id}/refunds`,
      headers: shop.adminHeaders,
      payload: {},
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await stock()).toBe(before + 1);
    const stale = await put(id, {
      status: page.status,
      admin_comment: 'Llamar al cliente',
      version: page.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'stale_version',
      message: 'El pedido cambió mientras lo editabas: revisá los cambios y volvé a guardar',
    });
    // SPEC's own client sends no version: a refunded order still does not return to paid.
    const unversioned = await put(id, { status: ORDER_STATUS.approved });
    expect(unversioned.statusCode).toBe(409);
    expect(unversioned.json()).toMatchObject({ error: 'refunded_order' });
    expect(await detail(id)).toMatchObject({ status: ORDER_STATUS.cancelled, refundable: 0 });
    expect(await stock()).toBe(before + 1);
  });

  it('9. refundable is money received, and the sales figures are net of refunds', async () => {
    const rejected = await checkout('mercadopago');
    await deliver(mp.pay(rejected, 'rejected', TOTAL, 'ARS'));
    expect(await detail(rejected)).toMatchObject({ received_total: 0, refundable: 0 });

    const chargedBack = await checkout('mercadopago');
    const payment = mp.pay(chargedBack, 'approved', TOTAL, 'ARS');
    await deliver(payment);
    mp.payments.get(payment)!.status = 'charged_back';
    await deliver(payment);
    expect(await detail(chargedBack)).toMatchObject({
      status: ORDER_STATUS.cancelled,
      refundable: 0,
    });

    const sales = async () =>
      (
        (
          await shop.app.inject({ url: '/api/admin/dashboard', headers: shop.adminHeaders })
        ).json() as { sales: { today: { amount: number } } }
      ).sales.today.amount;
    const partly = await checkout('mercadopago');
    await deliver(mp.pay(partly, 'approved', TOTAL, 'ARS'));
    const before = await sales();
    const refund = await shop.app.inject({
      method: 'POST',
      url: `/api/order/${partly}/refunds`,
      headers: shop.adminHeaders,
      payload: { amount: 5000 },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await sales()).toBe(before - 5000);
    expect(await detail(partly)).toMatchObject({
      status: ORDER_STATUS.approved,
      received_total: TOTAL,
      refunded_total: 5000,
      refundable: TOTAL - 5000,
    });
  });
});
