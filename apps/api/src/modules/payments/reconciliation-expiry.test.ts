import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import type { FakeMercadoPago } from '../../test/fake-mercadopago.js';
import { databaseKinds } from '../../test/harness.js';
import { stockOf, type OrderShop } from '../../test/order-shop.js';
import { TOTAL, useReconciliationShop } from '../../test/mercadopago-shop.js';

/**
 * Issue 19: the real Mercado Pago gateway (official SDK) against a local fake of the API. Here the
 * order's expiry: lost notices, Mercado Pago down, cash vouchers, rejected cards that expire.
 */
describe.each(databaseKinds())('Mercado Pago reconciliation on %s', (kind) => {
  let shop: OrderShop;
  let fake: FakeMercadoPago;
  let boot: string;
  const { createOrder, orderOf, notify, runExpiry, expiryJob, mailsTo, eventsOf } =
    useReconciliationShop(kind, (opened) => ({ shop, fake, boot } = opened));

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
});
