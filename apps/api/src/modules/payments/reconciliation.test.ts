import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import {
  routeMercadoPagoTo,
  startFakeMercadoPago,
  type FakeMercadoPago,
} from '../../test/fake-mercadopago.js';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';
import { createMercadoPagoGateway, JOB_CALL, SHOPPER_CALL } from './mercadopago-gateway.js';
import { mailsTo as mailsToOf, sendPaymentNotice } from '../../test/shop-calls.js';

/**
 * Issue 19: the real Mercado Pago gateway (official SDK) against a local fake of the API. Lost
 * notices, late and double approvals, rejected cards that expire, a slow Mercado Pago and the
 * preference's fields.
 */

type Checkout = { id: string; order_number: number; receiptToken: string };
type AdminOrder = {
  id: string;
  order_number: number;
  status: string;
  status_detail: string;
  payment_id: string | null;
  payment_alert: string | null;
  transaction_amount: number;
};

const SHOP_EMAIL = 'duena@tienda.test';
/** 10000 + home delivery 5000 + 2350 surcharge. */
const TOTAL = 17350;

describe.each(databaseKinds())('Mercado Pago reconciliation on %s', (kind) => {
  let shop: OrderShop;
  let fake: FakeMercadoPago;
  let restoreFetch: () => void;
  let boot: string;

  async function createOrder(payer: Record<string, unknown> = {}) {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: checkoutBody([{ id: boot, size: '40', quantity: 1 }], { payer }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const checkout = res.json() as Checkout;
    return { checkout, order: await orderOf(checkout.order_number) };
  }
  async function orderOf(orderNumber: number): Promise<AdminOrder> {
    const res = await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders });
    const order = (res.json() as AdminOrder[]).find((o) => o.order_number === orderNumber);
    if (!order) throw new Error(`no order ${orderNumber}`);
    return order;
  }
  async function notify(paymentId: string) {
    const { answer, answeredMs } = await sendPaymentNotice(shop, paymentId);
    return { statusCode: answer.statusCode, answeredMs };
  }
  /** The order's expiry job, run as if its 48 h had passed. */
  async function runExpiry(orderId: string) {
    await shop.database.db.execute(
      sql`update orders set payment_expires_at = now() - interval '1 hour' where id = ${orderId}`,
    );
    await shop.database.db.execute(
      sql`update jobs set run_at = now() where kind = 'order_expiry' and payload->>'orderId' = ${orderId} and status = 'pending'`,
    );
    await shop.services.jobs.runDue();
  }
  async function expiryJob(orderId: string) {
    const [job] = await queryRows<{ status: string; attempts: number; last_error: string | null }>(
      shop.database.db,
      sql`select status, attempts, last_error from jobs
          where kind = 'order_expiry' and payload->>'orderId' = ${orderId} order by id desc limit 1`,
    );
    return job;
  }
  const mailsTo = (to: string) => mailsToOf(shop, to);
  const eventsOf = async (orderId: string) =>
    (
      (
        await shop.app.inject({ url: `/api/order/${orderId}/events`, headers: shop.adminHeaders })
      ).json() as { type: string; details: Record<string, unknown> }[]
    ).map((e) => e.type);

  beforeAll(async () => {
    fake = await startFakeMercadoPago();
    restoreFetch = routeMercadoPagoTo(fake.url);
    // Job calls without the SDK's backoff waits, so a failing Mercado Pago fails fast here.
    shop = await createOrderShop(kind, {
      paymentGateway: createMercadoPagoGateway(fake.accessToken, {
        shopper: SHOPPER_CALL,
        job: { ...JOB_CALL, maxRetries: 0 },
      }),
    });
    const settings = await shop.services.settings.get();
    await shop.services.settings.update({
      ...settings,
      statementDescriptor: 'TIENDA DEPORTES',
      contact: { ...settings.contact, email: SHOP_EMAIL },
    });
    boot = await addProduct(shop, {
      productName: 'Botín Conciliado',
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 50 },
    });
  });
  afterAll(async () => {
    await shop.close();
    restoreFetch();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.delayMs = 0;
  });

  it('notices lost, then the expiry: the payment is found and the order approved, not cancelled', async () => {
    const before = await stockOf(shop, boot, '40');
    const { checkout, order } = await createOrder({ email: 'perdido@example.com' });
    fake.addPayment({ externalReference: order.id, status: 'approved', amount: TOTAL });
    await runExpiry(order.id);
    expect(await orderOf(checkout.order_number)).toMatchObject({
      status: 'Aprobado',
      payment_alert: null,
    });
    expect(await stockOf(shop, boot, '40')).toBe(before - 1);
    expect(await mailsTo('perdido@example.com')).toEqual([
      `Recibimos tu pedido #${checkout.order_number}`,
      `¡Pago aprobado! Pedido #${checkout.order_number}`,
    ]);
    expect(await eventsOf(order.id)).toContain('payment_notice_received');
  });

  it('Mercado Pago failing at the expiry: nothing is cancelled, the job retries and then applies', async () => {
    const before = await stockOf(shop, boot, '40');
    const { checkout, order } = await createOrder();
    fake.addPayment({ externalReference: order.id, status: 'approved', amount: TOTAL });
    fake.mode = 'down';
    await runExpiry(order.id);
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Pago Pendiente' });
    expect(await expiryJob(order.id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await stockOf(shop, boot, '40')).toBe(before - 1);
    fake.mode = 'ok';
    await runExpiry(order.id);
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Aprobado' });
    expect(await expiryJob(order.id)).toMatchObject({ status: 'done' });
  });

  it("Mercado Pago down past the queue's attempts: the expiry never gives up, retries hourly, then applies", async () => {
    const before = await stockOf(shop, boot, '40');
    const { checkout, order } = await createOrder();
    fake.addPayment({ externalReference: order.id, status: 'approved', amount: TOTAL });
    fake.mode = 'down';
    // More than the 8 attempts after which other jobs are given up (about an hour of backoff).
    for (let attempt = 0; attempt < 10; attempt += 1) await runExpiry(order.id);
    expect(await expiryJob(order.id)).toMatchObject({ status: 'pending', attempts: 10 });
    const [next] = await queryRows<{ minutes: number }>(
      shop.database.db,
      sql`select extract(epoch from run_at - now()) / 60 as minutes from jobs
          where kind = 'order_expiry' and payload->>'orderId' = ${order.id} and status = 'pending'`,
    );
    expect(Number(next?.minutes)).toBeGreaterThan(59);
    expect(Number(next?.minutes)).toBeLessThanOrEqual(60);
    // The stock stays held for the order, not for good: once Mercado Pago answers, it is applied.
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Pago Pendiente' });
    expect(await stockOf(shop, boot, '40')).toBe(before - 1);
    fake.mode = 'ok';
    await runExpiry(order.id);
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Aprobado' });
    expect(await expiryJob(order.id)).toMatchObject({ status: 'done' });
  });

  it('no payment at all: the expiry cancels the order and gives its stock back once', async () => {
    const before = await stockOf(shop, boot, '40');
    const { checkout, order } = await createOrder();
    await runExpiry(order.id);
    expect(await orderOf(checkout.order_number)).toMatchObject({
      status: 'Cancelado',
      status_detail: 'El pago no se completó a tiempo.',
    });
    expect(await stockOf(shop, boot, '40')).toBe(before);
    await shop.services.payments.expire({ orderId: order.id });
    expect(await stockOf(shop, boot, '40')).toBe(before);
  });

  it('a cash voucher still pending at the expiry: the order waits and is looked at again later', async () => {
    const { checkout, order } = await createOrder();
    fake.addPayment({
      externalReference: order.id,
      status: 'pending',
      statusDetail: 'pending_waiting_payment',
      amount: TOTAL,
    });
    await runExpiry(order.id);
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Pago Pendiente' });
    const [later] = await queryRows<{ n: number }>(
      shop.database.db,
      sql`select count(*)::int as n from jobs where kind = 'order_expiry' and status = 'pending'
          and payload->>'orderId' = ${order.id} and run_at > now() + interval '11 hours'`,
    );
    expect(later?.n).toBe(1);
  });

  it('a late approval after cancellation raises an alert; the owner re-opens the order in one click', async () => {
    const before = await stockOf(shop, boot, '40');
    const { checkout, order } = await createOrder({ email: 'tarde@example.com' });
    await runExpiry(order.id);
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Cancelado' });
    expect(await stockOf(shop, boot, '40')).toBe(before);
    const paymentId = fake.addPayment({
      externalReference: order.id,
      status: 'approved',
      amount: TOTAL,
    });
    expect((await notify(paymentId)).statusCode).toBe(200);
    // Never re-opened by itself (decision 0031): the owner chooses.
    expect(await orderOf(checkout.order_number)).toMatchObject({
      status: 'Cancelado',
      payment_alert: 'Pagado después de cancelado',
    });
    expect(await stockOf(shop, boot, '40')).toBe(before);
    const listed = await shop.app.inject({ url: '/api/alerts', headers: shop.adminHeaders });
    const alert = (
      listed.json() as { alerts: { id: number; kind: string; order_id: string }[] }
    ).alerts.find((a) => a.order_id === order.id);
    expect(alert).toMatchObject({ kind: 'paid_after_cancel' });
    const reopened = await shop.app.inject({
      method: 'POST',
      url: `/api/alerts/${alert?.id}/resolve`,
      headers: shop.adminHeaders,
      payload: { resolution: 'reopen' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await orderOf(checkout.order_number)).toMatchObject({
      status: 'Aprobado',
      payment_id: paymentId,
      payment_alert: null,
    });
    expect(await stockOf(shop, boot, '40')).toBe(before - 1);
    expect(await eventsOf(order.id)).toContain('alert_resolved');
    expect(await mailsTo('tarde@example.com')).toEqual([
      `Recibimos tu pedido #${checkout.order_number}`,
      `Pedido #${checkout.order_number} cancelado`,
      `¡Pago aprobado! Pedido #${checkout.order_number}`,
    ]);
    // The same notice again changes nothing.
    await notify(paymentId);
    expect(await stockOf(shop, boot, '40')).toBe(before - 1);
  });

  it('a late approval when the stock is gone: the order stays cancelled, flagged, and the shop is told', async () => {
    const lastPair = await addProduct(shop, {
      productName: 'Botín Último Par',
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 1 },
    });
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: checkoutBody([{ id: lastPair, size: '40', quantity: 1 }]),
    });
    const checkout = res.json() as Checkout;
    const order = await orderOf(checkout.order_number);
    await runExpiry(order.id);
    // Resold meanwhile.
    await shop.database.db.execute(
      sql`update product_sizes set stock = 0 where product_id = ${lastPair} and size = '40'`,
    );
    const paymentId = fake.addPayment({
      externalReference: order.id,
      status: 'approved',
      amount: TOTAL,
    });
    await notify(paymentId);
    expect(await orderOf(checkout.order_number)).toMatchObject({
      status: 'Cancelado',
      payment_alert: 'Pagado después de cancelado',
    });
    expect(await stockOf(shop, lastPair, '40')).toBe(0);
    expect(await mailsTo(SHOP_EMAIL)).toContain(
      `Atención — Pagado después de cancelado: pedido #${checkout.order_number}`,
    );
    expect(await eventsOf(order.id)).toContain('alert_raised');

    // The owner can ask for the flagged orders only, whatever their status (Cancelado here).
    const unflagged = (await createOrder()).checkout.order_number;
    const flagged = await shop.app.inject({
      url: '/api/orders?payment_alert=true',
      headers: shop.adminHeaders,
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const rows = flagged.json() as AdminOrder[];
    expect(rows.map((o) => o.order_number)).toContain(checkout.order_number);
    expect(rows.every((o) => o.payment_alert !== null)).toBe(true);
    expect(rows.map((o) => o.order_number)).not.toContain(unflagged);
    const exported = await shop.app.inject({
      url: '/api/admin/orders/export?payment_alert=true',
      headers: shop.adminHeaders,
    });
    expect(exported.statusCode).toBe(200);
    const exportedNumbers = exported.body
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => Number(line.split(',')[0]));
    expect(new Set(exportedNumbers)).toEqual(new Set(rows.map((o) => o.order_number)));
    const wrong = await shop.app.inject({
      url: '/api/orders?payment_alert=quizas',
      headers: shop.adminHeaders,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'validation_error',
      message: 'El filtro payment_alert debe ser true o false.',
    });

    await notify(paymentId);
    expect(
      (await mailsTo(SHOP_EMAIL)).filter(
        (s) => s === `Atención — Pagado después de cancelado: pedido #${checkout.order_number}`,
      ),
    ).toHaveLength(1);
  });

  it('a double approval: the second payment is recorded and flagged, the shop told once', async () => {
    const before = await stockOf(shop, boot, '40');
    const { checkout, order } = await createOrder();
    const first = fake.addPayment({
      externalReference: order.id,
      status: 'approved',
      amount: TOTAL,
    });
    await notify(first);
    const second = fake.addPayment({
      externalReference: order.id,
      status: 'approved',
      amount: TOTAL,
    });
    await notify(second);
    await notify(second);
    expect(await orderOf(checkout.order_number)).toMatchObject({
      status: 'Aprobado',
      payment_id: first,
      payment_alert: 'Pagado dos veces',
    });
    expect(await stockOf(shop, boot, '40')).toBe(before - 1);
    expect(
      (await mailsTo(SHOP_EMAIL)).filter(
        (s) => s === `Atención — Pagado dos veces: pedido #${checkout.order_number}`,
      ),
    ).toHaveLength(1);
    const [flag] = await queryRows<{ payment: string }>(
      shop.database.db,
      sql`select details->>'paymentId' as payment from order_events
          where order_id = ${order.id} and type = 'alert_raised'`,
    );
    expect(flag?.payment).toBe(second);
  });

  it('a rejected card left unpaid expires after the re-check and gives its stock back once', async () => {
    const before = await stockOf(shop, boot, '40');
    const { checkout, order } = await createOrder();
    const rejected = fake.addPayment({
      externalReference: order.id,
      status: 'rejected',
      statusDetail: 'cc_rejected_other_reason',
      amount: TOTAL,
    });
    await notify(rejected);
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'rejected' });
    await runExpiry(order.id);
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Cancelado' });
    expect(await stockOf(shop, boot, '40')).toBe(before);
    await shop.services.payments.expire({ orderId: order.id });
    await notify(rejected);
    expect(await stockOf(shop, boot, '40')).toBe(before);
  });

  it("'Sincronizar con Mercado Pago' applies what the search finds; a failing Mercado Pago changes nothing", async () => {
    const { checkout, order } = await createOrder();
    const paymentId = fake.addPayment({
      externalReference: order.id,
      status: 'approved',
      amount: TOTAL,
    });
    fake.mode = 'down';
    const failed = await shop.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/sync-payments`,
      headers: shop.adminHeaders,
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      error: 'payment_provider_error',
      message: 'No pudimos consultar Mercado Pago. Intentá de nuevo en unos minutos.',
    });
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Pago Pendiente' });
    fake.mode = 'ok';
    const synced = await shop.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/sync-payments`,
      headers: shop.adminHeaders,
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject({
      order: { status: 'Aprobado', payment_id: paymentId },
      payments: [{ id: paymentId, status: 'approved', status_detail: 'accredited', amount: TOTAL }],
    });
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/sync-payments`,
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await shop.app.inject({
      method: 'POST',
      url: '/api/order/00000000-0000-4000-8000-000000000000/sync-payments',
      headers: shop.adminHeaders,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a result page with a payment_id re-checks that payment once', async () => {
    const { checkout, order } = await createOrder();
    const paymentId = fake.addPayment({
      externalReference: order.id,
      status: 'approved',
      amount: TOTAL,
    });
    const check = (token: string, payment: string, orderNumber = checkout.order_number) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/order-status/${orderNumber}/payment-check`,
        payload: { token, payment_id: payment },
      });
    expect((await check('otro-token', paymentId)).statusCode).toBe(404);
    const first = await check(checkout.receiptToken, paymentId);
    expect(first.json()).toEqual({ checked: true });
    expect(await orderOf(checkout.order_number)).toMatchObject({ status: 'Aprobado' });
    const calls = fake.calls.length;
    expect((await check(checkout.receiptToken, paymentId)).json()).toEqual({ checked: false });
    expect(fake.calls.length).toBe(calls);
    // A payment of another order moves nothing.
    const other = await createOrder();
    const foreign = fake.addPayment({
      externalReference: order.id,
      status: 'approved',
      amount: TOTAL,
    });
    const answer = await check(other.checkout.receiptToken, foreign, other.checkout.order_number);
    expect(answer.json()).toEqual({ checked: false });
    expect(await orderOf(other.checkout.order_number)).toMatchObject({ status: 'Pago Pendiente' });
  });

  it("the preference as the reference says: '1234 bis' left out, -03:00 dates, descriptor, cash 3 days, items described", async () => {
    const sent = Date.now();
    await createOrder({ streetNumber: '1234 bis' });
    const bis = fake.preferences.at(-1)?.body as Record<string, never>;
    expect(bis.payer).toMatchObject({
      address: { zip_code: '1425', street_name: 'Av. Santa Fe' },
    });
    expect((bis.payer as { address: object }).address).not.toHaveProperty('street_number');
    await createOrder({ streetNumber: '1234' });
    const body = fake.preferences.at(-1)?.body as Record<string, unknown>;
    expect(body.payer).toMatchObject({ address: { street_number: '1234' } });
    expect(body.statement_descriptor).toBe('TIENDA DEPORTES');
    const offset = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/;
    for (const field of ['expiration_date_from', 'expiration_date_to', 'date_of_expiration']) {
      expect(body[field]).toMatch(offset);
    }
    const from = Date.parse(body.expiration_date_from as string);
    expect(sent - from).toBeGreaterThanOrEqual(4 * 60_000);
    expect(sent - from).toBeLessThan(10 * 60_000);
    const cash = Date.parse(body.date_of_expiration as string) - sent;
    expect(Math.round(cash / 86_400_000)).toBe(3);
    expect(body.items).toEqual([
      expect.objectContaining({
        category_id: 'fashion',
        description: 'Botín Conciliado, Único, talle 40',
      }),
      expect.objectContaining({ id: 'envio', category_id: 'others' }),
    ]);
  });

  it('a slow Mercado Pago: the webhook answers at once, the shopper waits one retry at most', async () => {
    const { checkout, order } = await createOrder();
    const paymentId = fake.addPayment({
      externalReference: order.id,
      status: 'approved',
      amount: TOTAL,
    });
    fake.delayMs = 9000;
    const notice = await notify(paymentId);
    expect(notice.statusCode).toBe(200);
    expect(notice.answeredMs).toBeLessThan(1000);

    const calls = fake.calls.length;
    const started = performance.now();
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: checkoutBody([{ id: boot, size: '40', quantity: 1 }]),
    });
    const waitedMs = performance.now() - started;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'payment_provider_error',
      message: 'No pudimos iniciar el pago con Mercado Pago. Intentá de nuevo en unos minutos.',
    });
    // Two attempts of 4 s and a 250 ms pause: the worst case a shopper waits.
    expect(fake.calls.slice(calls)).toEqual([
      'POST /checkout/preferences',
      'POST /checkout/preferences',
    ]);
    expect(waitedMs).toBeGreaterThan(8000);
    expect(waitedMs).toBeLessThan(9500);
    console.log(
      `worst-case shopper wait with a 9 s Mercado Pago (${kind}): ${Math.round(waitedMs)} ms`,
    );
    fake.delayMs = 0;
    // The notice's job waited for the slow answer in the background and applied it.
    expect((await orderOf(checkout.order_number)).status).toBe('Aprobado');
  }, 30_000);
});
