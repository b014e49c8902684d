import { describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../test/fake-mercadopago.js';
import { databaseKinds } from '../../test/harness.js';
import { checkoutBody, type OrderShop } from '../../test/order-shop.js';
import { TOTAL, useReconciliationShop } from '../../test/mercadopago-shop.js';

/**
 * Issue 19, through the official SDK against a fake Mercado Pago: the owner's sync, the result
 * page's payment check, the preference's fields and a slow Mercado Pago.
 */
describe.each(databaseKinds())('Mercado Pago reconciliation on %s', (kind) => {
  let shop: OrderShop;
  let fake: FakeMercadoPago;
  let boot: string;
  const { createOrder, orderOf, notify } = useReconciliationShop(
    kind,
    (opened) => ({ shop, fake, boot } = opened),
  );

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
