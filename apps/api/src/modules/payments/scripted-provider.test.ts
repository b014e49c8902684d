import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  footprint,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';
import type { GatewayPayment, PaymentGateway } from './gateway.js';
import { listedOrder, sendPaymentNotice, type Checkout } from '../../test/shop-calls.js';

describe.each(databaseKinds())('payments with a scripted provider on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;
  const payments = new Map<string, GatewayPayment>();
  let failPreferences = false;
  const gateway: PaymentGateway = {
    kind: 'mercadopago',
    async createPreference(input) {
      if (failPreferences) throw new Error('503 from the provider');
      return {
        id: `pref-${input.orderNumber}`,
        initPoint: `https://mp.example/${input.orderNumber}`,
      };
    },
    getPayment: async (id) => payments.get(id),
    searchPayments: async (reference) =>
      [...payments.values()].filter((p) => p.externalReference === reference),
  };

  async function notify(payment: GatewayPayment) {
    payments.set(payment.id, payment);
    return (await sendPaymentNotice(shop, payment.id, `req-${payment.id}-${payment.status}`))
      .answer;
  }
  async function placeOrder() {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: checkoutBody([{ id: boot, size: '40', quantity: 2 }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const checkout = res.json() as Checkout;
    const order = (await listedOrder<{ order_number: number; id: string; status: string }>(
      shop,
      checkout.order_number,
    ))!;
    return { checkout, order };
  }
  const payment = (orderId: string, fields: Partial<GatewayPayment>): GatewayPayment => ({
    id: String(Math.floor(Math.random() * 1e9)),
    status: 'approved',
    statusDetail: 'accredited',
    externalReference: orderId,
    transactionAmount: 27350,
    currencyId: 'ARS',
    netReceivedAmount: 25000,
    totalPaidAmount: 28000,
    ...fields,
  });
  const statusOf = async (id: string) =>
    (await shop.app.inject({ url: `/api/order/${id}`, headers: shop.adminHeaders })).json();

  beforeAll(async () => {
    shop = await createOrderShop(kind, { paymentGateway: gateway });
    boot = await addProduct(shop, {
      productName: 'Botín Proveedor',
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 100 },
    });
  });
  afterAll(() => shop.close());

  it('answers the provider checkout URL and records the amounts the provider reports', async () => {
    const { checkout, order } = await placeOrder();
    expect(checkout).toMatchObject({
      id: `pref-${checkout.order_number}`,
      init_point: `https://mp.example/${checkout.order_number}`,
    });
    expect((await notify(payment(order.id, {}))).statusCode).toBe(200);
    expect(await statusOf(order.id)).toMatchObject({
      status: 'Aprobado',
      preference_id: checkout.id,
      transaction_details: { net_received_amount: 25000, total_paid_amount: 28000 },
    });
  });

  it('cancelled or expired payments cancel the order and give the stock back once', async () => {
    const before = await stockOf(shop, boot, '40');
    const { order } = await placeOrder();
    expect(await stockOf(shop, boot, '40')).toBe(before - 2);
    await notify(payment(order.id, { status: 'cancelled', statusDetail: 'expired' }));
    expect(await statusOf(order.id)).toMatchObject({ status: 'Cancelado' });
    expect(await stockOf(shop, boot, '40')).toBe(before);
    await notify(payment(order.id, { status: 'cancelled', statusDetail: 'by_payer' }));
    expect(await stockOf(shop, boot, '40')).toBe(before);
  });

  it('an approval for another amount or currency does not approve the order', async () => {
    const { order } = await placeOrder();
    await notify(payment(order.id, { transactionAmount: 100 }));
    expect(await statusOf(order.id)).toMatchObject({
      status: 'Pago Pendiente',
      status_detail:
        'Pago aprobado por 100 ARS, distinto del total del pedido: revisar antes de despachar.',
    });
    await notify(payment(order.id, { currencyId: 'USD' }));
    expect((await statusOf(order.id)).status).toBe('Pago Pendiente');
  });

  it('a payment of no order of this shop is acknowledged and ignored', async () => {
    const before = await footprint(shop);
    expect((await notify(payment('00000000-0000-4000-8000-000000000000', {}))).statusCode).toBe(
      200,
    );
    expect((await notify(payment('ORD-de-otro', {}))).statusCode).toBe(200);
    const after = await footprint(shop);
    expect(after.orders).toBe(before.orders);
    expect(after.stock).toBe(before.stock);
  });

  it('when the provider refuses the checkout: 502, the order cancelled and its stock back', async () => {
    failPreferences = true;
    try {
      const before = await footprint(shop);
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/create-order',
        headers: { 'idempotency-key': `falla-${kind}` },
        payload: checkoutBody([{ id: boot, size: '40', quantity: 1 }], {
          payer: { email: 'falla@example.com' },
        }),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: 'payment_provider_error',
        message: 'No pudimos iniciar el pago con Mercado Pago. Intentá de nuevo en unos minutos.',
      });
      const after = await footprint(shop);
      expect(after.orders).toBe(before.orders + 1);
      expect(after.stock).toBe(before.stock);
      expect(after.jobs).toBe(before.jobs);
      failPreferences = false;
      // The same key again makes a new order: the failed one freed it.
      const retry = await shop.app.inject({
        method: 'POST',
        url: '/api/create-order',
        headers: { 'idempotency-key': `falla-${kind}` },
        payload: checkoutBody([{ id: boot, size: '40', quantity: 1 }]),
      });
      expect(retry.statusCode).toBe(201);
    } finally {
      failPreferences = false;
    }
  });

  it('a checkout left unpaid expires: the order is cancelled and its stock given back', async () => {
    const before = await stockOf(shop, boot, '40');
    const { order } = await placeOrder();
    await shop.database.db.execute(
      sql`update orders set payment_expires_at = now() - interval '1 hour' where id = ${order.id}`,
    );
    await shop.services.payments.expire({ orderId: order.id });
    expect(await statusOf(order.id)).toMatchObject({
      status: 'Cancelado',
      status_detail: 'El pago no se completó a tiempo.',
    });
    expect(await stockOf(shop, boot, '40')).toBe(before);
  });
});
