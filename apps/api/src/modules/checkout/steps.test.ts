/**
 * Each checkout step failing on a real database: what the earlier steps took is given back,
 * exactly once, and nothing else is left behind.
 */
import { checkoutOrderSchema } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  fixedRates,
  footprint,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';
import { createOrderRepo } from '../orders/repo.js';
import { createReceiptTokens } from '../orders/receipts.js';
import { createOrderService } from '../orders/service.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { createCheckoutService } from './service.js';

describe.each(databaseKinds())('checkout steps failing on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;
  let providerDown = false;
  const gateway: PaymentGateway = {
    kind: 'mercadopago',
    async createPreference(input) {
      if (providerDown) throw new Error('503 from the provider');
      return {
        id: `pref-${input.orderNumber}`,
        initPoint: `https://mp.example/${input.orderNumber}`,
      };
    },
    getPayment: async () => undefined,
  };

  const post = (url: string, payload: object, key?: string) =>
    shop.app.inject({
      method: 'POST',
      url,
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const line = (quantity = 1) => ({ id: boot, size: '40', quantity, variant: { id: 1 } });
  const couponUses = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          shop.database.db,
          sql`select remaining_uses as n from coupons where code = 'CINCO'`,
        )
      )[0]?.n,
    );

  beforeAll(async () => {
    shop = await createOrderShop(kind, { paymentGateway: gateway });
    boot = await addProduct(shop, {
      productName: 'Botín Pasos',
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 5 },
    });
    await shop.services.discounts.create({
      code: 'CINCO',
      description: '',
      percentage: 5,
      remainingUses: 10,
    });
  });
  afterAll(() => shop.close());

  it('price: a product that is gone takes nothing (409)', async () => {
    const before = await footprint(shop);
    const res = await post(
      '/api/order',
      checkoutBody([{ ...line(), id: '00000000-0000-4000-8000-00000000dead' }]),
    );
    expect(res.statusCode).toBe(409);
    expect(await footprint(shop)).toEqual(before);
  });

  it("quote shipping: a branch that is not the carrier's takes nothing (422)", async () => {
    const before = await footprint(shop);
    const res = await post(
      '/api/order',
      checkoutBody([line()], {
        rate: { productName: 'Correo Argentino Clasico', deliveredType: 'S', agencyCode: 'C9999' },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('unknown_agency');
    expect(await footprint(shop)).toEqual(before);
  });

  it('place: an exhausted coupon is refused before anything is taken (409)', async () => {
    await shop.services.discounts.create({
      code: 'NADA',
      description: '',
      percentage: 50,
      remainingUses: 1,
    });
    await shop.services.discounts.update('NADA', { remainingUses: 0, description: undefined });
    const before = await footprint(shop);
    const res = await post('/api/order', checkoutBody([line(2)], { coupon: 'NADA' }));
    expect(res.statusCode).toBe(409);
    expect(await footprint(shop)).toEqual(before);
  });

  it('place: a statement failing after the stock, coupon and order were written leaves none of them', async () => {
    const repo = createOrderRepo(shop.database.db);
    const orders = createOrderService({
      repo,
      history: {
        record: async () => undefined,
        // A job the jobs table refuses (no kind): the last write of the placing statement fails.
        jobsOfCreation: () => [{ kind: null as unknown as string, payload: {} }],
      },
      settings: shop.services.settings,
      receipts: createReceiptTokens('secreto-de-prueba'),
      publicUrl: 'http://127.0.0.1',
    });
    const failed: string[] = [];
    const checkout = createCheckoutService({
      repo,
      orders,
      rates: fixedRates(),
      payments: { open: async () => Promise.reject(new Error('unused')), initPointOf: () => null },
      onStepFailed: (step) => failed.push(step),
    });
    const before = await footprint(shop);
    const body = checkoutBody([line(2)], { coupon: 'CINCO' });
    const error = await checkout
      .placeOrder(checkoutOrderSchema.parse(body), 'transfer')
      .catch((failure: unknown) => failure);
    // Refused by the database inside the placing statement, not before it was sent.
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23502');
    expect(failed).toEqual(['place']);
    expect(await footprint(shop)).toEqual(before);
  });

  it('open payment: the order is withdrawn, its stock and coupon given back once, no e-mail', async () => {
    providerDown = true;
    try {
      const stock = await stockOf(shop, boot, '40');
      const uses = await couponUses();
      const before = await footprint(shop);
      const res = await post(
        '/api/create-order',
        checkoutBody([line(2)], { coupon: 'CINCO' }),
        `caida-${kind}`,
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe('payment_provider_error');
      const after = await footprint(shop);
      expect(after.orders).toBe(before.orders + 1);
      expect(after.jobs).toBe(before.jobs);
      expect(after.coupon_usages).toBe(before.coupon_usages);
      expect(await stockOf(shop, boot, '40')).toBe(stock);
      expect(await couponUses()).toBe(uses);
      const [order] = await queryRows<{ id: string; status: string; stock_held: boolean }>(
        shop.database.db,
        sql`select id, status, stock_held from orders order by order_number desc limit 1`,
      );
      expect(order).toMatchObject({ status: 'Cancelado', stock_held: false });
      const events = await shop.services.orders.events(order!.id);
      expect(events.map((e) => [e.type, e.actor, e.toStatus])).toEqual([
        ['created', 'shopper', 'Pago Pendiente'],
        ['status_changed', 'system', 'Cancelado'],
      ]);
      // The key was freed: the same submit, with the provider back, makes a new order.
      providerDown = false;
      const retry = await post(
        '/api/create-order',
        checkoutBody([line(2)], { coupon: 'CINCO' }),
        `caida-${kind}`,
      );
      expect(retry.statusCode).toBe(201);
      expect(await stockOf(shop, boot, '40')).toBe(stock - 2);
      expect(await couponUses()).toBe(uses - 1);
    } finally {
      providerDown = false;
    }
  });
});
