import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import type { FakeMercadoPago } from '../../test/fake-mercadopago.js';
import { databaseKinds } from '../../test/harness.js';
import { addProduct, checkoutBody, stockOf, type OrderShop } from '../../test/order-shop.js';
import {
  SHOP_EMAIL,
  TOTAL,
  useReconciliationShop,
  type AdminOrder,
} from '../../test/mercadopago-shop.js';
import type { Checkout } from '../../test/shop-calls.js';

/** Issue 19, through the official SDK against a fake Mercado Pago: late and double approvals. */
describe.each(databaseKinds())('Mercado Pago reconciliation on %s', (kind) => {
  let shop: OrderShop;
  let fake: FakeMercadoPago;
  let boot: string;
  const { createOrder, orderOf, notify, runExpiry, mailsTo, eventsOf } = useReconciliationShop(
    kind,
    (opened) => ({ shop, fake, boot } = opened),
  );

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
});
