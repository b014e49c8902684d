import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody } from '../test/fixtures.js';
import { createTestShop, databaseKinds, type TestShop } from '../test/harness.js';
import { checkoutBody, type OrderShop } from '../test/order-shop.js';
import { useShopWithSocks } from '../test/socks-shop.js';
import { isHostilePath, rewriteHostileUrl, INVALID_PAGE_PATH } from './hostile-input.js';

const INVALID_ADDRESS = { error: 'bad_request', message: 'La dirección pedida no es válida.' };

/** A raw request on a real socket: Node's own limits apply there, not under inject. */
function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hostile addresses and heads', () => {
  let shop: TestShop;
  let port: number;

  beforeAll(async () => {
    shop = await createTestShop();
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const address = shop.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => shop.close());

  it.each([
    '/api/products/a%00b',
    '/api/products/%E0%A4%A',
    '/api/products/%',
    '/api/products/%ED%A0%80',
    `/api/products/${'a'.repeat(301)}`,
    '/api/products?q=%zz',
    '/api/products?page=1&q=a%00',
    '/api/orders/status/%C0',
  ])('answers 400 in Spanish to %s', async (url) => {
    const res = await shop.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_ADDRESS);
  });

  it('refuses a hostile address on every method, before the body is read', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await shop.app.inject({ method, url: '/api/order/%00', payload: { a: 1 } });
      expect(res.statusCode, method).toBe(400);
      expect(res.json()).toEqual(INVALID_ADDRESS);
    }
  });

  it('routes hostile page addresses to the storefront’s 404 page', () => {
    for (const url of ['/producto/a%00b', '/category/%', `/producto/${'x'.repeat(400)}`]) {
      expect(rewriteHostileUrl({ url, rawHeaders: [] } as never)).toBe(INVALID_PAGE_PATH);
    }
    expect(rewriteHostileUrl({ url: '/producto/botines-ñandú', rawHeaders: [] } as never)).toBe(
      '/producto/botines-ñandú',
    );
  });

  it('lets ordinary addresses through', () => {
    for (const url of [
      '/',
      '/producto/botines-nike-mercurial',
      '/api/products?page=2&q=camiseta+argentina&sort=price_asc',
      '/catalogo?brand=Nike%2CAdidas',
      '/api/products/camiseta-%C3%B1and%C3%BA',
    ]) {
      expect(isHostilePath(url), url).toBe(false);
    }
  });

  it('answers a 100 KB address with 414 in Spanish', async () => {
    const res = await rawGet(port, `/api/products?q=${'a'.repeat(100_000)}`);
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body)).toEqual({
      error: 'uri_too_long',
      message: 'La dirección pedida es demasiado larga.',
    });
  });

  it('answers a 100 KB cookie with 431 in Spanish', async () => {
    const res = await rawGet(port, '/api/products', { cookie: `c=${'a'.repeat(100_000)}` });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      error: 'headers_too_large',
      message: 'Los encabezados de la solicitud son demasiado grandes.',
    });
  });

  it('answers a head past what Node reads with 431 in Spanish, not a reset', async () => {
    const res = await rawGet(port, '/api/products', { cookie: `c=${'a'.repeat(400_000)}` });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'headers_too_large' });
  });

  it('stores a lone surrogate as the replacement character', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...shop.adminHeaders, 'content-type': 'application/json' },
      // JSON.stringify writes a lone surrogate as the escape \ud800, as a hostile client would.
      payload: JSON.stringify(productBody({ productName: '\ud800 solo', color: 'a\udfffb' })),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ productName: '\ufffd solo', color: 'a\ufffdb' });
  });
});

describe.each(databaseKinds())('a lone surrogate in an order, on %s', (kind) => {
  let shop: OrderShop;
  let productId: string;
  useShopWithSocks(kind, (opened, socks) => {
    shop = opened;
    productId = socks;
  });

  it('takes the order with the replacement character in the buyer’s name', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        checkoutBody([{ id: productId, size: '39-40', quantity: 1, variant: { id: 1 } }], {
          payer: { payerName: '\ud800 solo' },
        }),
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const orders = await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders });
    expect(JSON.stringify(orders.json())).toContain('\ufffd solo');
  });
});
