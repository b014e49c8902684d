/**
 * Writes from a stale page (decision 0030), products: the owner's form sends the version it
 * read; a write against a newer one changes nothing (409), a fresh one bumps it, none is
 * last-writer-wins. Stock sent with `stockRead` is the owner's change applied to the stock there
 * is now, so units orders took since the form was read are never put back.
 */
import fc from 'fast-check';
import { STALE_WRITE_ERROR, STALE_WRITE_MESSAGES, type ProductAnswer } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';

describe.each(databaseKinds())('stale product writes on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;

  const read = async (id: string): Promise<ProductAnswer> =>
    (await shop.app.inject({ url: `/api/products/${id}`, headers: shop.adminHeaders })).json();
  const put = (id: string, body: object) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: shop.adminHeaders,
      payload: body,
    });
  const order = (id: string, size: string, quantity: number) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id, size, quantity, variant: { id: 1 } }]),
    });
  /** The variants as the form sends them back: stock as edited, `stockRead` as loaded. */
  const formVariants = (loaded: ProductAnswer, stock: Record<string, number> = {}) =>
    loaded.variants.map((v) => ({
      ...v,
      sizes: v.sizes.map((s) => ({ ...s, stock: stock[s.size] ?? s.stock, stockRead: s.stock })),
    }));

  beforeAll(async () => {
    shop = await createOrderShop(kind, {}, { ordersPerMinutePerClient: 100_000 });
    boot = await addProduct(shop, {
      productName: 'Botín Versionado',
      price: 20000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 5, '41': 5 },
    });
  });
  afterAll(() => shop.close());

  it('answers the version; a fresh write bumps it, a stale one is refused and writes nothing', async () => {
    const loaded = await read(boot);
    expect(loaded.version).toBe(1);
    const fresh = await put(boot, { price: 21000, version: loaded.version });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ price: 21000, version: 2 });

    const stale = await put(boot, {
      price: 5000,
      productName: 'Pisado',
      variants: formVariants(loaded, { '40': 99 }),
      version: loaded.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: STALE_WRITE_ERROR,
      message: STALE_WRITE_MESSAGES.product,
    });
    const after = await read(boot);
    expect(after).toMatchObject({ price: 21000, productName: 'Botín Versionado', version: 2 });
    expect(await stockOf(shop, boot, '40')).toBe(5);
  });

  it('accepts a write without a version (SPEC clients: last writer wins) and still bumps it', async () => {
    const before = await read(boot);
    const res = await put(boot, { price: 22000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: 22000, version: before.version + 1 });
  });

  it('applies the form stock as a change to what orders left, and a price save does not 409 on a busy day', async () => {
    const loaded = await read(boot);
    expect((await order(boot, '40', 2)).statusCode).toBe(201);
    expect((await order(boot, '41', 1)).statusCode).toBe(201);
    // The owner saves a price and adds 3 units of size 41; orders took 2 of 40 and 1 of 41.
    const res = await put(boot, {
      price: 23000,
      variants: formVariants(loaded, { '41': 8 }),
      version: loaded.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(shop, boot, '40')).toBe(3);
    expect(await stockOf(shop, boot, '41')).toBe(7);
    const sizes = (res.json() as ProductAnswer).variants[0]!.sizes;
    expect(sizes.find((s) => s.size === '40')).toMatchObject({ stock: 3, sold: 2 });
  });

  it('keeps every unit orders take while the owner saves at the same time', async () => {
    const id = await addProduct(shop, {
      productName: 'Botín Concurrido',
      price: 1000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 20, '41': 20 },
    });
    const loaded = await read(id);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => order(id, '40', 1)),
      put(id, { price: 1200, variants: formVariants(loaded, { '40': 25 }), version: 1 }),
      ...Array.from({ length: 4 }, () => order(id, '40', 1)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([
      ...Array(8).fill(201),
      200,
      ...Array(4).fill(201),
    ]);
    expect(await stockOf(shop, id, '40')).toBe(20 - 12 + 5);
    expect(await stockOf(shop, id, '41')).toBe(20);
  });

  it('refuses a stale delete and deletes at the version read', async () => {
    const id = await addProduct(shop, {
      productName: 'Botín Borrable',
      price: 1000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 1 },
    });
    const del = (version?: number) =>
      shop.app.inject({
        method: 'DELETE',
        url: `/api/product/${id}`,
        headers: shop.adminHeaders,
        ...(version === undefined ? {} : { payload: { version } }),
      });
    expect((await put(id, { price: 1100 })).statusCode).toBe(200);
    const stale = await del(1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: STALE_WRITE_ERROR });
    expect((await read(id)).productName).toBe('Botín Borrable');
    expect((await del(2)).statusCode).toBe(204);
    expect((await shop.app.inject({ url: `/api/products/${id}` })).statusCode).toBe(404);
  });

  it('property: whatever orders and owner edits interleave, stock is the loaded stock minus units ordered plus owner changes, clamped at 0, never negative', async () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('order' as const),
        size: fc.constantFrom('40', '41'),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ kind: fc.constant('read' as const) }),
      fc.record({
        kind: fc.constant('save' as const),
        size: fc.constantFrom('40', '41'),
        change: fc.integer({ min: -4, max: 4 }),
        withVersion: fc.boolean(),
      }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const id = await addProduct(shop, {
          productName: `Botín Propiedad ${run++}`,
          price: 1000,
          cat: 'Botines',
          sub_cat: 'Futbol 11',
          sizes: { '40': 4, '41': 4 },
        });
        // The model: what the stock must be after each step.
        const model: Record<string, number> = { '40': 4, '41': 4 };
        let form = await read(id);
        for (const s of steps) {
          if (s.kind === 'order') {
            const res = await order(id, s.size, s.quantity);
            if (model[s.size]! >= s.quantity) {
              expect(res.statusCode, res.body).toBe(201);
              model[s.size]! -= s.quantity;
            } else {
              expect(res.statusCode).toBe(409);
            }
          } else if (s.kind === 'read') {
            form = await read(id);
          } else {
            // The owner edits one size of the form as last read, maybe long ago.
            const shown = form.variants[0]!.sizes.find((z) => z.size === s.size)!.stock;
            const typed = Math.max(0, shown + s.change);
            const now = (await read(id)).version;
            const res = await put(id, {
              variants: formVariants(form, { [s.size]: typed }),
              ...(s.withVersion ? { version: form.version } : {}),
            });
            if (s.withVersion && form.version !== now) {
              expect(res.statusCode).toBe(409);
            } else {
              expect(res.statusCode, res.body).toBe(200);
              model[s.size] = Math.max(0, model[s.size]! + typed - shown);
              form = res.json();
            }
          }
          for (const size of ['40', '41']) {
            const stock = await stockOf(shop, id, size);
            expect(stock).toBeGreaterThanOrEqual(0);
            expect(stock).toBe(model[size]);
          }
        }
      }),
      { numRuns: kind === 'pglite' ? 40 : 25 },
    );
  }, 120_000);
});
