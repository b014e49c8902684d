import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../test/harness.js';
import { addProduct, checkoutBody, createOrderShop, type OrderShop } from '../test/order-shop.js';

const TOO_MANY = {
  error: 'too_many_requests',
  message: 'Demasiadas solicitudes. Esperá un momento e intentá de nuevo.',
};

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
    expect(flooded.json()).toEqual(TOO_MANY);
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

describe('carrier calls per client (60 a minute: each costs a MiCorreo call)', () => {
  let shop: TestShop;
  let token: string;
  /** Behind one proxy, as in production: the client is the address the proxy adds. */
  const PROXY = '10.4.0.1';

  beforeAll(async () => {
    shop = await createTestShop('pglite', { trustProxyHops: 1 });
    const issued = await shop.app.inject({ url: '/api/correo-argentino-token' });
    token = issued.json<{ token: string }>().token;
  });
  afterAll(() => shop.close());

  const bodies = {
    '/api/rates': {
      postalCodeDestination: '5000',
      dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
    },
    '/api/agencies': { provinceCode: 'X' },
  };

  it.each(Object.entries(bodies))(
    '%s: the 61st call of a minute from one client gets 429, another client still passes',
    async (url, body) => {
      const call = (forwardedFor: string) =>
        shop.app.inject({
          method: 'POST',
          url,
          payload: { ...body, token },
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      const client = url === '/api/rates' ? '190.2.0.1' : '190.2.0.2';
      for (let i = 0; i < 60; i++) expect((await call(client)).statusCode).toBe(200);

      const flooded = await call(client);
      expect(flooded.statusCode).toBe(429);
      expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
      expect(flooded.json()).toEqual(TOO_MANY);
      // A made-up address in front of the proxy's does not make another client.
      expect((await call(`1.2.3.4, ${client}`)).statusCode).toBe(429);

      // Another shopper behind the same proxy, and one without it, are not held back.
      expect((await call('190.2.0.9')).statusCode).toBe(200);
      const direct = await shop.app.inject({
        method: 'POST',
        url,
        payload: { ...body, token },
        remoteAddress: '10.4.0.2',
      });
      expect(direct.statusCode).toBe(200);
    },
  );
});
