import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';

describe.each(databaseKinds())('refunds through the payment simulator on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    boot = await addProduct(shop, {
      productName: 'Botín Simulado',
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 10 },
    });
  });
  afterAll(() => shop.close());

  it('refunds part, then the rest; the simulated payment turns partially_refunded, then refunded', async () => {
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: checkoutBody([{ id: boot, size: '40', quantity: 1 }]),
    });
    const checkout = created.json() as { id: string; order_number: number };
    const paid = await shop.app.inject({
      method: 'POST',
      url: `/api/payment-simulator/${checkout.id}`,
      payload: { outcome: 'approved' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await shop.services.payments.settled();
    const listed = (
      await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders })
    ).json() as { id: string; order_number: number; payment_id: string }[];
    const order = listed.find((o) => o.order_number === checkout.order_number);
    const id = order?.id ?? '';
    const payments = shop.services.payments;
    const refund = (payload: Record<string, unknown>) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/order/${id}/refunds`,
        headers: shop.adminHeaders,
        payload,
      });

    expect((await refund({ amount: 7350 })).statusCode).toBe(200);
    // The orders list tells a partly refunded order from the others (issue 42).
    const relisted = (
      await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders })
    ).json() as { id: string; refunded_total: number }[];
    expect(relisted.find((o) => o.id === id)?.refunded_total).toBe(7350);
    const found = await payments.sync(id);
    expect(found.payments).toEqual([
      expect.objectContaining({ status: 'approved', status_detail: 'partially_refunded' }),
    ]);
    expect(found.order).toMatchObject({ status: 'Aprobado', payment_alert: null });

    const rest = await refund({});
    expect(rest.json()).toMatchObject({
      order: { status: 'Cancelado' },
      refund: { amount: 10000 },
    });
    expect((await payments.sync(id)).payments).toEqual([
      expect.objectContaining({ status: 'refunded' }),
    ]);
    expect(await stockOf(shop, boot, '40')).toBe(10);
  });
});
