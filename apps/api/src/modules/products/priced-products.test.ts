import { productUpdateSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  type OrderShop,
} from '../../test/order-shop.js';
import { createOrderRepo } from '../orders/repo.js';
import { catalogueMemoryOf } from './catalogue-memory.js';
import { createProductRepo } from './repo.js';
import { pricedProductsFromMemory } from './priced-products.js';

describe.each(databaseKinds())('an order priced from the catalogue memory on %s', (kind) => {
  let shop: OrderShop;
  const ids: string[] = [];
  let disabled: string;
  const memory = () => shop.services.catalogueMemory!;
  const fromDatabase = (wanted: string[]) =>
    createOrderRepo(shop.database.db).loadProducts(shop.database.db, wanted);

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    ids.push(
      await addProduct(shop, {
        productName: 'Botín Predator',
        price: 89999.99,
        cat: 'Botines',
        sub_cat: 'Futbol 11',
        sizes: { '40': 3, '41': 0, '42': 1 },
      }),
      await addProduct(shop, {
        productName: 'Camiseta Retro',
        price: 10000.05,
        cat: 'Camisetas',
        sub_cat: 'Retro',
        sizes: { M: 2 },
      }),
    );
    disabled = await addProduct(shop, {
      productName: 'Medias Viejas',
      price: 1000,
      cat: 'Medias',
      sub_cat: 'Largas',
      sizes: { U: 5 },
      disabled: true,
    });
    await memory().sync();
  });

  afterAll(() => shop.close());

  it('holds what the database read gives the checkout, field for field', async () => {
    expect(pricedProductsFromMemory(memory(), ids)).toEqual(await fromDatabase(ids));
    expect(pricedProductsFromMemory(memory(), [ids[0]!, ids[0]!])?.size).toBe(1);
  });

  it('still does after an edit: price, a new variant and sizes', async () => {
    const product = await shop.services.products.get(ids[0]!, true);
    await shop.services.products.update(
      ids[0]!,
      productUpdateSchema.parse({
        price: 79999.5,
        variants: [
          ...product.variants,
          { id: 2, variant: 'Blanco', imgUrl: [], sizes: [{ size: '39', stock: 4, sold: 0 }] },
        ],
      }),
    );
    await memory().sync();
    const kept = pricedProductsFromMemory(memory(), ids);
    expect(kept?.get(ids[0]!)?.priceCents).toBe(7999950);
    expect(kept).toEqual(await fromDatabase(ids));
  });

  it('answers nothing for a product it does not keep, so the database says what is wrong', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect(pricedProductsFromMemory(memory(), [ids[0]!, disabled])).toBeUndefined();
    expect(pricedProductsFromMemory(memory(), [unknown])).toBeUndefined();
    const slug = JSON.parse(memory().find(ids[1]!)!).slug as string;
    expect(pricedProductsFromMemory(memory(), [slug])).toBeUndefined();
    const unread = catalogueMemoryOf(shop.database, createProductRepo(shop.database.db), {
      error: () => undefined,
    });
    expect(pricedProductsFromMemory(unread, ids)).toBeUndefined();
  });

  it('prices a checkout at a price changed a moment before, and refuses a disabled product', async () => {
    // Through the admin's API, which answers once this process's memory has read the change.
    const edited = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${ids[1]}`,
      headers: shop.adminHeaders,
      payload: { price: 30000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const find = vi.spyOn(memory(), 'find');
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: ids[1], size: 'M', quantity: 1, variant: { id: 1 } }]),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(find).toHaveBeenCalledWith(ids[1]);
    find.mockRestore();
    const orders = await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders });
    const stored = (orders.json() as { order_number: number; items: { price: number }[] }[]).find(
      (order) => order.order_number === placed.json().order_number,
    );
    expect(stored?.items[0]?.price).toBe(30000);
    expect(stored?.subtotal).toBe(30000);

    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: disabled, size: 'U', quantity: 1, variant: { id: 1 } }]),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Medias Viejas');
  });
});
