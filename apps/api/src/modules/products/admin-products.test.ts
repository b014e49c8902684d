/**
 * The back office's products list (issue 45): filters, sorts, pages, the storefront's search
 * (typos, disabled products, SKU and barcode), bulk actions reported per product, and the stock
 * calls' refusals (below 0, unknown size, all-or-nothing receipts), each in Spanish.
 */
import {
  newProductSchema,
  STALE_WRITE_MESSAGES,
  type BulkProductsAnswer,
  type ProductAnswer,
  type ProductStockAnswer,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { productBody } from '../../test/fixtures.js';
import { createOrderShop, stockOf, type OrderShop } from '../../test/order-shop.js';

type Page = { items: ProductAnswer[]; total: number; page: number; limit: number };

describe.each(databaseKinds())('admin products list on %s', (kind) => {
  let shop: OrderShop;
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: shop.adminHeaders, ...(payload ? { payload } : {}) });
  const list = async (query: string): Promise<Page> => {
    const res = await call('GET', `/api/admin/products?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const names = (page: Page) => page.items.map((p) => p.productName);
  const add = async (key: string, fields: Record<string, unknown>, sizes: [string, number][]) => {
    const created = await shop.services.products.create(
      newProductSchema.parse(
        productBody({
          ...fields,
          variants: [
            {
              id: 1,
              variant: 'Negro',
              imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
              sizes: sizes.map(([size, stock]) => ({ size, stock, sold: 0 })),
            },
          ],
        }),
      ),
    );
    ids[key] = created.id;
  };

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    await add('predator', { productName: 'Botín Predator', brand: 'Adidas', price: 90000 }, [
      ['40', 10],
      ['41', 8],
    ]);
    await add('mercurial', { productName: 'Botín Mercurial', brand: 'Nike', price: 120000 }, [
      ['40', 0],
      ['41', 0],
    ]);
    await add(
      'remera',
      {
        productName: 'Buzo Titular',
        brand: 'Puma',
        price: 30000,
        cat: 'Indumentaria',
        sub_cat: 'Buzo',
        disabled: true,
      },
      [['M', 2]],
    );
  });
  afterAll(() => shop.close());

  it('filters by brand, category, status, out of stock and low stock', async () => {
    expect(names(await list('brand=Nike'))).toEqual(['Botín Mercurial']);
    expect(names(await list('category=indumentaria'))).toEqual(['Buzo Titular']);
    expect(names(await list('status=disabled'))).toEqual(['Buzo Titular']);
    expect(names(await list('status=active&sort=name'))).toEqual([
      'Botín Mercurial',
      'Botín Predator',
    ]);
    expect(names(await list('stock=out'))).toEqual(['Botín Mercurial']);
    // The default threshold is 3: the remera's 2 and the mercurial's 0 are low.
    expect(names(await list('stock=low&sort=name'))).toEqual(['Botín Mercurial', 'Buzo Titular']);
  });

  it('sorts by name, price, stock, newest and best sellers, and pages', async () => {
    expect(names(await list('sort=price_asc'))).toEqual([
      'Buzo Titular',
      'Botín Predator',
      'Botín Mercurial',
    ]);
    expect(names(await list('sort=price_desc'))[0]).toBe('Botín Mercurial');
    expect(names(await list('sort=stock'))).toEqual([
      'Botín Mercurial',
      'Buzo Titular',
      'Botín Predator',
    ]);
    expect(names(await list('sort=newest'))[0]).toBe('Buzo Titular');
    expect((await list('sort=best_sellers')).total).toBe(3);
    const second = await list('sort=name&limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(names(second)).toEqual(['Buzo Titular']);
    const bad = await call('GET', '/api/admin/products?sort=azar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('El orden debe ser uno de');
  });

  it("searches like the storefront: 'adiddas' finds Adidas, disabled products too, and by SKU or barcode", async () => {
    expect(names(await list('q=adiddas'))).toEqual(['Botín Predator']);
    expect(names(await list('q=buzo'))).toEqual(['Buzo Titular']);
    const coded = await call('PUT', `/api/admin/products/${ids.mercurial}/stock/codes`, {
      variantId: 1,
      size: '41',
      sku: 'MERC-41',
      barcode: '7791234567890',
    });
    expect(coded.statusCode, coded.body).toBe(200);
    expect(coded.json<ProductStockAnswer>().sizes[1]).toMatchObject({
      size: '41',
      sku: 'MERC-41',
      barcode: '7791234567890',
    });
    expect(names(await list('q=merc-41'))).toEqual(['Botín Mercurial']);
    expect(names(await list('q=7791234567890'))).toEqual(['Botín Mercurial']);
    const badCode = await call('PUT', `/api/admin/products/${ids.mercurial}/stock/codes`, {
      variantId: 1,
      size: '41',
      sku: 'con espacio',
      barcode: '',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toContain(
      'El SKU solo admite letras, números, guiones, puntos y barras',
    );
  });

  it('enables and disables a selection, reporting each product (stale and unknown ones too)', async () => {
    const before = (await call('GET', `/api/products/${ids.predator}`)).json<ProductAnswer>();
    const res = await call('POST', '/api/admin/products/bulk', {
      action: 'disable',
      items: [
        { id: ids.predator, version: before.version },
        { id: ids.remera },
        { id: ids.mercurial, version: 99 },
        { id: '00000000-0000-4000-8000-00000000abcd' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkProductsAnswer>().results).toEqual([
      { id: ids.predator, name: 'Botín Predator', ok: true, message: 'Desactivado.' },
      { id: ids.remera, name: 'Buzo Titular', ok: true, message: 'Ya estaba desactivado.' },
      {
        id: ids.mercurial,
        name: 'Botín Mercurial',
        ok: false,
        message: STALE_WRITE_MESSAGES.product,
      },
      {
        id: '00000000-0000-4000-8000-00000000abcd',
        name: '',
        ok: false,
        message: 'No encontramos ese producto.',
      },
    ]);
    const after = (await call('GET', `/api/products/${ids.predator}`)).json<ProductAnswer>();
    expect(after).toMatchObject({ disabled: true, version: before.version + 1 });
    // Shoppers no longer see it.
    expect((await shop.app.inject({ url: `/api/products/${ids.predator}` })).statusCode).toBe(404);
    expect((await call('GET', `/api/products/${ids.mercurial}`)).json().disabled).toBe(false);

    const enabled = await call('POST', '/api/admin/products/bulk', {
      action: 'enable',
      items: [{ id: ids.predator }, { id: ids.remera }],
    });
    expect(enabled.json<BulkProductsAnswer>().results.map((r) => r.message)).toEqual([
      'Activado.',
      'Activado.',
    ]);
    expect((await shop.app.inject({ url: `/api/products/${ids.remera}` })).statusCode).toBe(200);
  });

  it('changes prices by % or amount, rounded to $…99 when asked; a price that would be $0 is refused alone', async () => {
    const res = await call('POST', '/api/admin/products/bulk', {
      action: 'price',
      price: { kind: 'percent', value: 10, round99: true },
      items: [{ id: ids.predator }, { id: ids.mercurial }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkProductsAnswer>().results.map((r) => r.message)).toEqual([
      'Precio: $90,000.00 → $98,999.00.',
      'Precio: $120,000.00 → $131,999.00.',
    ]);
    const cut = await call('POST', '/api/admin/products/bulk', {
      action: 'price',
      price: { kind: 'amount', value: -50000, round99: false },
      items: [{ id: ids.predator }, { id: ids.remera }],
    });
    expect(cut.json<BulkProductsAnswer>().results).toEqual([
      {
        id: ids.predator,
        name: 'Botín Predator',
        ok: true,
        message: 'Precio: $98,999.00 → $48,999.00.',
      },
      {
        id: ids.remera,
        name: 'Buzo Titular',
        ok: false,
        message: 'El precio quedaría en $0 o menos.',
      },
    ]);
    expect((await call('GET', `/api/products/${ids.remera}`)).json().price).toBe(30000);
    expect((await call('GET', `/api/products/${ids.predator}`)).json().price).toBe(48999);
    // The storefront shows the new price at once.
    expect((await shop.app.inject({ url: `/api/products/${ids.predator}` })).json().price).toBe(
      48999,
    );
    const missing = await call('POST', '/api/admin/products/bulk', {
      action: 'price',
      items: [{ id: ids.predator }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Falta el cambio de precio');
  });

  it('refuses a stock change below 0 or on an unknown size in Spanish, and a receipt is all or nothing', async () => {
    const below = await call('POST', `/api/admin/products/${ids.predator}/stock/adjust`, {
      variantId: 1,
      size: '40',
      delta: -11,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(
      'El stock de Botín Predator (talle 40) no puede quedar por debajo de 0: hay 10.',
    );
    const unknown = await call('POST', `/api/admin/products/${ids.predator}/stock/adjust`, {
      variantId: 1,
      size: '47',
      delta: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Botín Predator no tiene el talle 47.');
    const zero = await call('POST', `/api/admin/products/${ids.predator}/stock/adjust`, {
      variantId: 1,
      size: '40',
      delta: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('El cambio no puede ser 0');

    const receipt = await call('POST', `/api/admin/products/${ids.predator}/stock/receipts`, {
      lines: [
        { variantId: 1, size: '40', quantity: 5 },
        { variantId: 1, size: '47', quantity: 5 },
      ],
    });
    expect(receipt.statusCode).toBe(404);
    expect(await stockOf(shop, ids.predator!, '40')).toBe(10);
    const history = await call(
      'GET',
      `/api/admin/products/${ids.predator}/stock/history?variantId=1&size=40`,
    );
    expect(history.json().movements.map((m: { reason: string }) => m.reason)).toEqual(['initial']);

    const fine = await call('POST', `/api/admin/products/${ids.predator}/stock/receipts`, {
      lines: [
        { variantId: 1, size: '40', quantity: 5 },
        { variantId: 1, size: '41', quantity: 2 },
      ],
      note: 'Remito 0001-123',
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json<ProductStockAnswer>().sizes.map((s) => s.stock)).toEqual([15, 10]);
    // Shoppers see the received units at once (the catalogue's kept answers follow).
    const shown = await shop.app.inject({ url: `/api/products/${ids.predator}` });
    expect(shown.json<ProductAnswer>().variants[0]!.sizes.map((s) => [s.size, s.stock])).toEqual([
      ['40', 15],
      ['41', 10],
    ]);
    const after = await call(
      'GET',
      `/api/admin/products/${ids.predator}/stock/history?variantId=1&size=41`,
    );
    expect(after.json().movements[0]).toMatchObject({
      reason: 'receipt',
      delta: 2,
      stockAfter: 10,
      note: 'Remito 0001-123',
    });
    expect(after.json().movements[0].by).toEqual(expect.any(String));
    const noSize = await call(
      'GET',
      `/api/admin/products/${ids.predator}/stock/history?variantId=1&size=99`,
    );
    expect(noSize.statusCode).toBe(404);
  });

  it("names the low-stock sizes in the owner's attention list", async () => {
    const res = await call('GET', '/api/alerts');
    const low = res
      .json<{ alerts: { kind: string; title: string; message: string }[] }>()
      .alerts.filter((a) => a.kind === 'low_stock');
    // The mercurial's two sizes are sold out and the buzo (enabled again above) has 2.
    expect(low).toEqual([
      expect.objectContaining({
        title: 'Stock bajo',
        message:
          '3 talles tienen 3 unidades o menos (2 agotados). Revisá Stock bajo y cargá el ingreso de mercadería desde Productos.',
      }),
    ]);
  });

  it('is for admins only', async () => {
    expect((await shop.app.inject({ url: '/api/admin/products' })).statusCode).toBe(401);
    const res = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${ids.predator}/stock/adjust`,
      payload: { variantId: 1, size: '40', delta: 5 },
    });
    expect(res.statusCode).toBe(401);
  });
});
