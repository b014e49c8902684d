import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from './harness.js';
import { addProduct, createOrderShop, type OrderShop } from './order-shop.js';

/**
 * An order shop with one product, socks of 9999 with 5 pairs in size 39-40 (the hostile-text
 * tests), opened before the file's tests and closed after them.
 */
export function useShopWithSocks(
  kind: DatabaseKind,
  opened: (shop: OrderShop, socksId: string) => void,
): void {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await createOrderShop(kind);
    const socks = await addProduct(shop, {
      productName: 'Medias Nike Strike',
      price: 9999,
      cat: 'Medias',
      sizes: { '39-40': 5 },
    });
    opened(shop, socks);
  });
  afterAll(() => shop.close());
}
