import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';
import { productBody } from '../../test/fixtures.js';

describe.each(databaseKinds())('products API on %s', (kind) => {
  let shop: TestShop;

  const create = (body: Record<string, unknown>, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'POST', url: '/api/products', headers, payload: body });

  beforeAll(async () => {
    shop = await createTestShop(kind);
    const seed = [
      productBody(),
      productBody({
        productName: 'Botín Nike Mercurial Vapor TF',
        brand: 'Nike',
        sub_cat: 'Futbol 5',
        price: 120000,
      }),
      productBody({
        productName: 'Camiseta Argentina Titular 24/25',
        cat: 'Camisetas',
        sub_cat: '24/25',
        brand: 'Adidas',
        price: 75000,
        variants: [
          {
            id: 1,
            variant: 'Celeste',
            imgUrl: ['/x.webp'],
            sizes: [{ size: 'M', stock: 5, sold: 0 }],
          },
        ],
      }),
      productBody({
        productName: 'Zapatillas Puma Suede Classic',
        cat: 'Zapatillas',
        sub_cat: 'Hombre',
        brand: 'Puma',
        price: 99000.5,
        tags: ['Urbano'],
      }),
      productBody({ productName: 'Producto oculto', disabled: true }),
    ];
    for (const body of seed) expect((await create(body)).statusCode).toBe(201);
  });
  afterAll(() => shop.close());

  it('answers every enabled product as an array without a query', async () => {
    const res = await shop.app.inject('/api/products');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { productName: string }[]).map((p) => p.productName);
    expect(names).toHaveLength(4);
    expect(names).not.toContain('Producto oculto');
  });

  it('lists disabled products too for an admin with ?all=1, never for a shopper', async () => {
    const names = async (headers: Record<string, string> = {}) =>
      (
        (await shop.app.inject({ url: '/api/products?all=1', headers })).json() as {
          productName: string;
        }[]
      ).map((p) => p.productName);
    expect(await names(shop.adminHeaders)).toContain('Producto oculto');
    expect(await names(shop.adminHeaders)).toHaveLength(5);
    expect(await names()).not.toContain('Producto oculto');
    expect(await names({ authorization: 'Bearer forjado' })).not.toContain('Producto oculto');
  });

  it('lists the whole unpaged catalogue newest first whatever the sort; a filtered one follows it', async () => {
    const names = async (url: string) =>
      ((await shop.app.inject(url)).json() as { productName: string }[]).map((p) => p.productName);
    const newest = await names('/api/products');
    for (const url of ['/api/products?sort=price_asc', '/api/products?sort=popular&limit=2']) {
      expect(await names(url)).toEqual(newest);
    }
    const prices = async (url: string) =>
      ((await shop.app.inject(url)).json() as { price: number }[]).map((p) => p.price);
    expect(await prices('/api/products?category=Botines&sort=price_desc')).toEqual([120000, 89999]);
    expect(await prices('/api/products?category=botines&sort=price_asc')).toEqual([89999, 120000]);
  });

  it('pages, filters and sorts on the server', async () => {
    const res = await shop.app.inject('/api/products?page=1&limit=2&sort=price_asc');
    const body = res.json();
    expect(body).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(body.items.map((p: { price: number }) => p.price)).toEqual([75000, 89999]);

    const page2 = (await shop.app.inject('/api/products?page=2&limit=2&sort=price_asc')).json();
    expect(page2.items.map((p: { price: number }) => p.price)).toEqual([99000.5, 120000]);

    const desc = (await shop.app.inject('/api/products?page=1&sort=price_desc')).json();
    expect(desc.items[0].price).toBe(120000);

    const boots = (
      await shop.app.inject('/api/products?page=1&category=botines&brand=Nike')
    ).json();
    expect(boots.items.map((p: { productName: string }) => p.productName)).toEqual([
      'Botín Nike Mercurial Vapor TF',
    ]);

    const urban = (await shop.app.inject('/api/products?page=1&tag=Urbano')).json();
    expect(urban.total).toBe(1);

    const shirts = (await shop.app.inject('/api/products?page=1&subcategory=24/25')).json();
    expect(shirts.items[0].cat).toBe('Camisetas');
  });

  it('filters by size only where that size has stock', async () => {
    const inStock = (await shop.app.inject('/api/products?page=1&size=40')).json();
    expect(inStock.total).toBe(3);
    const soldOut = (await shop.app.inject('/api/products?page=1&size=41')).json();
    expect(soldOut.total).toBe(0);
  });

  it('searches ignoring case and accents', async () => {
    const botin = (await shop.app.inject('/api/products?page=1&q=botin')).json();
    expect(botin.items.map((p: { productName: string }) => p.productName).sort()).toEqual([
      'Botines Adidas Predator League FG',
      'Botín Nike Mercurial Vapor TF',
    ]);
    const upper = (
      await shop.app.inject(`/api/products?page=1&q=${encodeURIComponent('BOTÍN NIKE')}`)
    ).json();
    expect(upper.total).toBe(1);
    const wildcard = (await shop.app.inject('/api/products?page=1&q=%25')).json();
    expect(wildcard.total).toBe(0);
  });

  it('refuses a bad query with a Spanish message', async () => {
    const res = await shop.app.inject('/api/products?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      message: 'La página debe ser 1 o mayor.',
    });
    const sort = await shop.app.inject('/api/products?page=1&sort=barato');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe(
      'El orden debe ser price_asc, novedades, popular o price_desc.',
    );
  });

  it('finds a product by slug or id, derives stock and sizes, hides disabled ones from shoppers', async () => {
    const bySlug = await shop.app.inject('/api/products/botinesadidaspredatorleaguefg');
    expect(bySlug.statusCode).toBe(200);
    const product = bySlug.json();
    expect(product).toMatchObject({
      price: 89999,
      compare_price: 109999,
      stock: 3,
      sizes: ['40', '41'],
    });
    expect(product.variants[0].sizes).toEqual([
      { size: '40', stock: 3, sold: 0 },
      { size: '41', stock: 0, sold: 2 },
    ]);
    expect((await shop.app.inject(`/api/products/${product.id}`)).json().slug).toBe(product.slug);

    expect((await shop.app.inject('/api/products/productooculto')).statusCode).toBe(404);
    const asAdmin = await shop.app.inject({
      url: '/api/products/productooculto',
      headers: shop.adminHeaders,
    });
    expect(asAdmin.statusCode).toBe(200);
    const missing = await shop.app.inject('/api/products/no-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No encontramos ese producto.');
  });

  it('makes slugs unique', async () => {
    const again = await create(productBody({ productName: 'Botines Adidas Predator League FG' }));
    expect(again.json().slug).toBe('botinesadidaspredatorleaguefg-2');
    await shop.app.inject({
      method: 'DELETE',
      url: `/api/product/${again.json().id}`,
      headers: shop.adminHeaders,
    });
  });

  it.each([
    [{ productName: '' }, 'productName', 'El nombre del producto es obligatorio'],
    [{ price: 0 }, 'price', 'El precio debe ser mayor que 0'],
    [{ brand: '' }, 'brand', 'La marca es obligatoria'],
    [{ cat: '' }, 'cat', 'La categoría es obligatoria'],
    [{ sub_cat: '' }, 'sub_cat', 'La subcategoría es obligatoria'],
    [
      {
        variants: [
          { id: 1, variant: '', imgUrl: ['/a.webp'], sizes: [{ size: '40', stock: 1, sold: 0 }] },
        ],
      },
      'variants.0.variant',
      'El nombre de la variante es obligatorio',
    ],
    [
      {
        variants: [
          { id: 1, variant: 'Negro', imgUrl: [], sizes: [{ size: '40', stock: 1, sold: 0 }] },
        ],
      },
      'variants.0.imgUrl',
      'La imagen es obligatoria',
    ],
    [
      { variants: [{ id: 1, variant: 'Negro', imgUrl: ['/a.webp'], sizes: [] }] },
      'variants.0.sizes',
      'El talle es obligatorio',
    ],
  ])('refuses %j naming %s, writing nothing', async (change, field, message) => {
    const before = (await shop.app.inject('/api/products?page=1')).json().total;
    const res = await create(productBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error', message, field });
    expect((await shop.app.inject('/api/products?page=1')).json().total).toBe(before);
  });

  it('allows socks (Medias) without a subcategory', async () => {
    const res = await create(
      productBody({
        productName: 'Medias lisas',
        cat: 'Medias',
        sub_cat: undefined,
        variants: [
          {
            id: 1,
            variant: 'Blanco',
            imgUrl: ['/m.webp'],
            sizes: [{ size: '39-40', stock: 4, sold: 0 }],
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    await shop.app.inject({
      method: 'DELETE',
      url: `/api/product/${res.json().id}`,
      headers: shop.adminHeaders,
    });
  });

  it('refuses writes without a valid admin token', async () => {
    expect((await create(productBody(), {})).statusCode).toBe(401);
    expect(
      (await create(productBody(), { authorization: 'Bearer forged.token.value' })).statusCode,
    ).toBe(401);
    const put = await shop.app.inject({
      method: 'PUT',
      url: '/api/products/botinesadidaspredatorleaguefg',
      payload: { price: 1 },
    });
    expect(put.statusCode).toBe(401);
    expect(put.json().error).toBe('unauthorized');
  });

  it('answers an edit of the row alone with the product exactly as a read of it after', async () => {
    const { id } = (await shop.app.inject('/api/products/botinnikemercurialvaportf')).json();
    for (const payload of [{ price: 99999.5 }, { best_sellers: true, tags: ['Hombre'] }]) {
      const res = await shop.app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: shop.adminHeaders,
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject(payload);
      const read = await shop.app.inject({
        url: `/api/products/${id}`,
        headers: shop.adminHeaders,
      });
      expect(res.json()).toEqual(read.json());
    }
  });

  it('updates the editable fields and replaces variants', async () => {
    const { id } = (await shop.app.inject('/api/products/botinnikemercurialvaportf')).json();
    const res = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: shop.adminHeaders,
      payload: {
        price: 115000.25,
        best_sellers: true,
        discount_percentage: 10,
        variants: [
          {
            id: 1,
            variant: 'Rojo',
            imgUrl: ['/r.webp'],
            sizes: [{ size: '42', stock: 7, sold: 1 }],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: 115000.25,
      best_sellers: true,
      discount_percentage: 10,
      stock: 7,
      sizes: ['42'],
    });
    const bad = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: shop.adminHeaders,
      payload: { price: 'caro' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await shop.app.inject({
      method: 'PUT',
      url: '/api/products/no-existe',
      headers: shop.adminHeaders,
      payload: { price: 1 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a product', async () => {
    const created = (await create(productBody({ productName: 'Para borrar' }))).json();
    const del = await shop.app.inject({
      method: 'DELETE',
      url: `/api/product/${created.id}`,
      headers: shop.adminHeaders,
    });
    expect(del.statusCode).toBe(204);
    expect((await shop.app.inject(`/api/products/${created.id}`)).statusCode).toBe(404);
    const again = await shop.app.inject({
      method: 'DELETE',
      url: `/api/product/${created.id}`,
      headers: shop.adminHeaders,
    });
    expect(again.statusCode).toBe(404);
  });
});
