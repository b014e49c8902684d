import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/harness.js';
import { checkoutBody, footprint, type OrderShop } from '../test/order-shop.js';
import { useShopWithSocks } from '../test/socks-shop.js';

describe.each(databaseKinds())('text the database cannot store, on %s', (kind) => {
  let shop: OrderShop;
  let productId: string;
  useShopWithSocks(kind, (opened, socks) => {
    shop = opened;
    productId = socks;
  });

  it('refuses a NUL character in a shopper’s name with 400, writing nothing', async () => {
    const before = await footprint(shop);
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: productId, size: '39-40', quantity: 1, variant: { id: 1 } }], {
        payer: { payerName: 'Juana\u0000Pérez' },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_characters',
      message: 'El texto enviado tiene caracteres no válidos.',
    });
    expect(await footprint(shop)).toEqual(before);
  });
});
