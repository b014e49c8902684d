import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

type CommissionAnswer = {
  id: string;
  slug: string;
  productName: string;
  price: number;
  status: string;
};

/** A valid new made-to-order body; tests change one field at a time. */
function commissionBody(overrides: Record<string, unknown> = {}) {
  return {
    productName: 'Botines Nike Mercurial a medida',
    price: 140000,
    compare_price: 165000.5,
    brand: 'Nike',
    cat: 'Botines',
    sub_cat: 'Futbol 11',
    description: 'Botines por encargo: llegan en 30 a 35 días hábiles.',
    variants: [
      {
        id: 1,
        variant: 'Blanco',
        imgUrl: ['/api/images/00000000-0000-4000-8000-000000000002'],
        sizes: [{ size: 'US 8' }, { size: 'US 9' }],
      },
    ],
    ...overrides,
  };
}

const variantWith = (change: Record<string, unknown>) => [
  { id: 1, variant: 'Blanco', imgUrl: ['/a.webp'], sizes: [{ size: 'US 8' }], ...change },
];

const FORGED = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.firma-falsa' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = { error: 'not_found', message: 'No encontramos ese producto por encargo.' };

describe.each(databaseKinds())('commissions API on %s', (kind) => {
  let shop: TestShop;
  let boots: CommissionAnswer;

  const create = (body: Record<string, unknown>, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'POST', url: '/api/commissions', headers, payload: body });
  const update = (id: string, body: Record<string, unknown>, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'PUT', url: `/api/commissions/${id}`, headers, payload: body });
  const remove = (id: string, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'DELETE', url: `/api/commissions/${id}`, headers });
  const names = async () => {
    const res = await shop.app.inject('/api/commissions');
    expect(res.statusCode).toBe(200);
    return (res.json() as CommissionAnswer[]).map((c) => c.productName).sort();
  };

  beforeAll(async () => {
    shop = await createTestShop(kind);
    expect(await names()).toEqual([]);
    const res = await create(commissionBody());
    expect(res.statusCode).toBe(201);
    boots = res.json();
  });
  afterAll(() => shop.close());

  it('creates a made-to-order product (201) in the product shape, with status and image', async () => {
    const res = await shop.app.inject(`/api/commissions/${boots.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: boots.id,
      _id: boots.id,
      slug: 'botinesnikemercurialamedida',
      productName: 'Botines Nike Mercurial a medida',
      price: 140000,
      compare_price: 165000.5,
      brand: 'Nike',
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      image: '/api/images/00000000-0000-4000-8000-000000000002',
      description: 'Botines por encargo: llegan en 30 a 35 días hábiles.',
      variants: [
        {
          id: 1,
          variant: 'Blanco',
          imgUrl: ['/api/images/00000000-0000-4000-8000-000000000002'],
          sizes: [
            { size: 'US 8', stock: 0, sold: 0 },
            { size: 'US 9', stock: 0, sold: 0 },
          ],
        },
      ],
      status: 'Activo',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('lists every made-to-order product publicly as an array', async () => {
    const res = await shop.app.inject('/api/commissions');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(await names()).toEqual(['Botines Nike Mercurial a medida']);
  });

  it('finds one by slug too, and makes slugs unique', async () => {
    expect((await shop.app.inject(`/api/commissions/${boots.slug}`)).json().id).toBe(boots.id);
    const twin = await create(commissionBody());
    expect(twin.json().slug).toBe('botinesnikemercurialamedida-2');
    expect((await remove(twin.json().id)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown id or slug', async () => {
    for (const key of [UNKNOWN_ID, 'no-existe', '-'.repeat(36)]) {
      const res = await shop.app.inject(`/api/commissions/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it.each([
    [{ productName: '' }, 'productName', 'El nombre del producto es obligatorio'],
    [{ price: 0 }, 'price', 'El precio debe ser mayor que 0'],
    [{ compare_price: 0 }, 'compare_price', 'El precio de comparación debe ser mayor que 0'],
    [
      { compare_price: undefined },
      'compare_price',
      'El precio de comparación debe ser mayor que 0',
    ],
    [{ brand: ' ' }, 'brand', 'La marca es obligatoria'],
    [{ cat: 'Pelotas' }, 'cat', 'La categoría es obligatoria'],
    [{ sub_cat: '' }, 'sub_cat', 'La subcategoría es obligatoria'],
    [{ description: '' }, 'description', 'La descripción es obligatoria'],
    [{ description: undefined }, 'description', 'La descripción es obligatoria'],
    [
      { variants: variantWith({ variant: '' }) },
      'variants.0.variant',
      'El nombre de la variante es obligatorio',
    ],
    [{ variants: variantWith({ imgUrl: [] }) }, 'variants.0.imgUrl', 'La imagen es obligatoria'],
    [{ variants: variantWith({ sizes: [] }) }, 'variants.0.sizes', 'El tamaño es obligatorio'],
    [
      { variants: variantWith({ sizes: [{ size: '' }] }) },
      'variants.0.sizes.0.size',
      'El tamaño es obligatorio',
    ],
  ])('refuses %j with the message on %s, writing nothing', async (change, field, message) => {
    const before = await names();
    const res = await create(commissionBody({ productName: 'Inválido', ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message, field });
    expect(await names()).toEqual(before);
  });

  it('edits price, name, sizes and status, and GET shows them', async () => {
    const res = await update(boots.id, {
      productName: 'Botines Nike Phantom a medida',
      price: 150000.75,
      status: 'Pausado',
      variants: [{ id: 1, variant: 'Negro', imgUrl: ['/n.webp'], sizes: [{ size: 'US 10' }] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      productName: 'Botines Nike Phantom a medida',
      price: 150000.75,
      status: 'Pausado',
      image: '/n.webp',
    });
    const again = (await shop.app.inject(`/api/commissions/${boots.id}`)).json();
    expect(again).toMatchObject({
      price: 150000.75,
      compare_price: 165000.5,
      description: commissionBody().description,
    });
    expect(again.variants[0].sizes).toEqual([{ size: 'US 10', stock: 0, sold: 0 }]);
  });

  it('refuses an edit of the wrong type and answers 404 for an unknown id', async () => {
    const bad = await update(boots.id, { price: 'caro' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'validation_error',
      message: 'El precio debe ser mayor que 0',
      field: 'price',
    });
    const missing = await update(UNKNOWN_ID, { price: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
  });

  it('writes nothing without a valid admin token', async () => {
    for (const headers of [{}, FORGED]) {
      const created = await create(commissionBody({ productName: 'Intruso' }), headers);
      expect(created.statusCode).toBe(401);
      expect(created.json().error).toBe('unauthorized');
      expect((await update(boots.id, { price: 1 }, headers)).statusCode).toBe(401);
      expect((await remove(boots.id, headers)).statusCode).toBe(401);
    }
    expect(await names()).not.toContain('Intruso');
    expect((await shop.app.inject(`/api/commissions/${boots.id}`)).json().price).not.toBe(1);
  });

  it('deletes (204), then answers 404', async () => {
    const { id } = (await create(commissionBody({ productName: 'Para borrar' }))).json();
    const res = await remove(id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await names()).not.toContain('Para borrar');
    expect((await shop.app.inject(`/api/commissions/${id}`)).statusCode).toBe(404);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
  });
});
