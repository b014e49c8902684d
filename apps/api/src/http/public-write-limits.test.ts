import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/harness.js';
import { addProduct, checkoutBody, createOrderShop, type OrderShop } from '../test/order-shop.js';

describe('orders per client', () => {
  let shop: OrderShop;
  let productId: string;

  beforeAll(async () => {
    shop = await createOrderShop('pglite', {}, { ordersPerMinutePerClient: 3 });
    productId = await addProduct(shop, {
      productName: 'Medias Nike Strike',
      price: 9999,
      cat: 'Medias',
      sizes: { '39-40': 50 },
    });
  });
  afterAll(() => shop.close());

  const order = (remoteAddress: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: productId, size: '39-40', quantity: 1, variant: { id: 1 } }]),
      remoteAddress,
    });

  it('refuses a flood from one address with 429, Retry-After and a Spanish message', async () => {
    for (let i = 0; i < 3; i++) expect((await order('10.1.0.1')).statusCode).toBe(201);
    const flooded = await order('10.1.0.1');
    expect(flooded.statusCode).toBe(429);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    expect(flooded.json()).toEqual({
      error: 'too_many_requests',
      message: 'Demasiadas solicitudes. Esperá un momento e intentá de nuevo.',
    });
    // Another shopper is not held back by the flood.
    expect((await order('10.1.0.2')).statusCode).toBe(201);
  });

  it('limits the Mercado Pago checkout the same way', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/create-order',
        payload: checkoutBody([{ id: productId, size: '39-40', quantity: 1, variant: { id: 1 } }]),
        remoteAddress: '10.1.0.3',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 3)).not.toContain(429);
  });

  it('limits retrying a payment the same way, before the token is even read', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/order/1001/retry-payment',
        payload: { token: 'adivinado' },
        remoteAddress: '10.1.0.4',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe.each(databaseKinds())('/seguimiento-de-ordenes lookups per client on %s', (kind) => {
  let shop: OrderShop;
  let orderNumber: number;

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    const productId = await addProduct(shop, {
      productName: 'Medias Adidas',
      price: 5000,
      cat: 'Medias',
      sizes: { U: 10 },
    });
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: productId, size: 'U', quantity: 1 }]),
      remoteAddress: '10.2.0.9',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    orderNumber = (placed.json() as { order_number: number }).order_number;
  });
  afterAll(() => shop.close());

  const lookUp = (remoteAddress: string, email: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/order-tracking',
      payload: { order_number: orderNumber, email },
      remoteAddress,
    });

  it('the 21st lookup in a minute from one client is refused with 429, Retry-After and a Spanish message, even with the right e-mail', async () => {
    // Guessing the e-mail of a (sequential) order number: 20 tries a minute.
    for (let guess = 0; guess < 20; guess += 1) {
      expect((await lookUp('10.2.0.1', `adivina${guess}@example.com`)).statusCode).toBe(404);
    }
    const limited = await lookUp('10.2.0.1', 'juana@example.com');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      error: 'too_many_requests',
      message: 'Demasiadas solicitudes. Esperá un momento e intentá de nuevo.',
    });
    // The shopper at another address is not held back.
    expect((await lookUp('10.2.0.2', 'juana@example.com')).statusCode).toBe(200);
  });
});
