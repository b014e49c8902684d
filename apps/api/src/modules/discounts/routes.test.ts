import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

type CouponAnswer = {
  code: string;
  description: string;
  percentage: number;
  remainingUses: number;
  usageRecord: unknown[];
};

const FORGED = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.firma-falsa' };
const CHECK = { usageRecord: { dateUsed: '2030-01-10T15:00:00.000Z' } };
const INVALID = { valid: false, discount: 0 };

describe.each(databaseKinds())('discounts API on %s', (kind) => {
  let shop: TestShop;
  /** PUT /api/discounts/:code is capped per address; each call comes from its own unless a test says otherwise. */
  let nextAddress = 1;

  const create = (body: Record<string, unknown>, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'POST', url: '/api/discounts', headers, payload: body });
  const put = (
    code: string,
    body: unknown,
    headers: Record<string, string> = {},
    remoteAddress = `10.2.0.${nextAddress++}`,
  ) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/discounts/${code}`,
      headers,
      payload: body as object,
      remoteAddress,
    });
  const coupons = async () => {
    const res = await shop.app.inject({ url: '/api/discounts', headers: shop.adminHeaders });
    expect(res.statusCode).toBe(200);
    return (res.json() as { discounts: CouponAnswer[] }).discounts;
  };
  const coupon = async (code: string) => (await coupons()).find((c) => c.code === code);

  beforeAll(async () => {
    shop = await createTestShop(kind);
    expect(await coupons()).toEqual([]);
    const seed = [
      { code: 'VERANO10', description: 'Verano', percentage: 10, remainingUses: 5 },
      { code: 'AGOTADO', description: 'Sin usos', percentage: 20, remainingUses: 1 },
    ];
    for (const body of seed) expect((await create(body)).statusCode).toBe(201);
    expect((await put('AGOTADO', { remainingUses: 0 }, shop.adminHeaders)).statusCode).toBe(200);
  });
  afterAll(() => shop.close());

  describe('GET /api/discounts', () => {
    it('lists the coupons for an admin as { discounts }', async () => {
      const res = await shop.app.inject({ url: '/api/discounts', headers: shop.adminHeaders });
      expect(Object.keys(res.json())).toEqual(['discounts']);
      expect(await coupon('VERANO10')).toMatchObject({
        id: expect.any(String),
        _id: expect.any(String),
        code: 'VERANO10',
        description: 'Verano',
        percentage: 10,
        remainingUses: 5,
        usageRecord: [],
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        version: 1,
      });
    });

    it('refuses shoppers and forged tokens', async () => {
      for (const headers of [{}, FORGED]) {
        const res = await shop.app.inject({ url: '/api/discounts', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('unauthorized');
      }
    });
  });

  describe('POST /api/discounts', () => {
    it('creates a coupon (201), its code stored upper-case', async () => {
      const res = await create({
        code: 'invierno-15',
        description: 'Invierno',
        percentage: 15,
        remainingUses: 3,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        code: 'INVIERNO-15',
        description: 'Invierno',
        percentage: 15,
        remainingUses: 3,
        usageRecord: [],
      });
      expect(await coupon('INVIERNO-15')).toBeDefined();
    });

    it('refuses a code that exists already, in any case, with 409', async () => {
      const before = await coupons();
      const res = await create({ code: 'verano10', percentage: 50, remainingUses: 9 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'conflict',
        message: 'Ya existe un cupón con el código VERANO10.',
      });
      expect(await coupons()).toEqual(before);
    });

    it.each([
      [{ code: '' }, 'code', 'El código es obligatorio'],
      [{ code: undefined }, 'code', 'El código es obligatorio'],
      [
        { code: 'CON ESPACIO' },
        'code',
        'El código solo puede tener letras, números, guiones y guiones bajos',
      ],
      [{ percentage: 0 }, 'percentage', 'El porcentaje debe ser mayor que 0'],
      [{ percentage: -5 }, 'percentage', 'El porcentaje debe ser mayor que 0'],
      [{ percentage: undefined }, 'percentage', 'El porcentaje debe ser mayor que 0'],
      [{ percentage: 101 }, 'percentage', 'El porcentaje no puede ser mayor que 100'],
      [{ remainingUses: 0 }, 'remainingUses', 'El número de usos debe ser al menos 1'],
      [{ remainingUses: 1.5 }, 'remainingUses', 'El número de usos debe ser al menos 1'],
      [{ remainingUses: undefined }, 'remainingUses', 'El número de usos debe ser al menos 1'],
    ])('refuses %j with the message on %s, writing nothing', async (change, field, message) => {
      const before = await coupons();
      const res = await create({
        code: 'NUEVO',
        description: 'Nuevo',
        percentage: 10,
        remainingUses: 1,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation_error', message, field });
      expect(await coupons()).toEqual(before);
    });

    it('writes nothing without a valid admin token', async () => {
      for (const headers of [{}, FORGED]) {
        expect(
          (await create({ code: 'INTRUSO', percentage: 90, remainingUses: 99 }, headers))
            .statusCode,
        ).toBe(401);
      }
      expect(await coupon('INTRUSO')).toBeUndefined();
    });
  });

  describe('PUT /api/discounts/:code as an admin edit', () => {
    it('edits percentage, description and remaining uses, and GET shows them', async () => {
      await create({ code: 'EDITABLE', description: 'Antes', percentage: 5, remainingUses: 1 });
      const res = await put(
        'editable',
        { percentage: 25, description: 'Después', remainingUses: 7 },
        shop.adminHeaders,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 'EDITABLE',
        percentage: 25,
        description: 'Después',
        remainingUses: 7,
      });
      expect(await coupon('EDITABLE')).toMatchObject({
        percentage: 25,
        description: 'Después',
        remainingUses: 7,
      });
    });

    it('refuses a wrong edit with a Spanish message, changing nothing', async () => {
      const before = await coupon('VERANO10');
      const zero = await put(
        'VERANO10',
        { percentage: 0, description: 'cambiada' },
        shop.adminHeaders,
      );
      expect(zero.statusCode).toBe(400);
      expect(zero.json()).toEqual({
        error: 'validation_error',
        message: 'El porcentaje debe ser mayor que 0',
        field: 'percentage',
      });
      const negative = await put('VERANO10', { remainingUses: -1 }, shop.adminHeaders);
      expect(negative.statusCode).toBe(400);
      expect(negative.json().message).toBe(
        'El número de usos debe ser un número entero mayor o igual a 0',
      );
      const notObject = await put('VERANO10', [1, 2], shop.adminHeaders);
      expect(notObject.statusCode).toBe(400);
      expect(notObject.json().message).toBe('El cuerpo debe ser un objeto JSON.');
      expect(await coupon('VERANO10')).toEqual(before);
    });

    it('answers 404 for an unknown code', async () => {
      const res = await put('NO-EXISTE', { percentage: 30 }, shop.adminHeaders);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'No encontramos ese cupón.' });
    });

    it('refuses an edit without a valid admin token, changing nothing', async () => {
      for (const headers of [{}, FORGED]) {
        const res = await put('VERANO10', { percentage: 100, remainingUses: 1000 }, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'unauthorized',
          message: 'No autorizado: iniciá sesión como administrador.',
        });
      }
      expect(await coupon('VERANO10')).toMatchObject({ percentage: 10, remainingUses: 5 });
    });
  });

  describe('PUT /api/discounts/:code as the checkout check', () => {
    it('answers { valid: true, discount } for a usable code, without a token, ignoring case', async () => {
      for (const code of ['VERANO10', 'verano10']) {
        const res = await put(code, CHECK);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ valid: true, discount: 10 });
      }
    });

    it('answers { valid: false, discount: 0 } for an unknown or exhausted code', async () => {
      expect((await put('NO-EXISTE', CHECK)).json()).toEqual(INVALID);
      expect((await put('AGOTADO', CHECK)).json()).toMatchObject(INVALID);
      expect((await put('AGOTADO', CHECK, shop.adminHeaders)).json()).toMatchObject(INVALID);
    });

    it('never uses up the coupon', async () => {
      await create({ code: 'UNICO', percentage: 30, remainingUses: 1 });
      for (let i = 0; i < 5; i++)
        expect((await put('UNICO', CHECK)).json()).toMatchObject({ valid: true, discount: 30 });
      expect(await coupon('UNICO')).toMatchObject({ remainingUses: 1, usageRecord: [] });
    });

    it('accepts a check without dateUsed but refuses a usageRecord that is not an object', async () => {
      expect((await put('VERANO10', { usageRecord: {} })).json()).toMatchObject({
        valid: true,
        discount: 10,
      });
      const res = await put('VERANO10', { usageRecord: 'hoy' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_error');
    });

    it('caps checks at 30 a minute per address, so codes cannot be guessed at speed', async () => {
      const address = '10.2.255.1';
      for (let i = 0; i < 30; i++)
        expect((await put(`PRUEBA${i}`, CHECK, {}, address)).statusCode).toBe(200);
      const res = await put('VERANO10', CHECK, {}, address);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        error: 'too_many_requests',
        message: 'Demasiadas solicitudes. Esperá un momento e intentá de nuevo.',
      });
      // Another shopper is not held back.
      expect((await put('VERANO10', CHECK, {}, '10.2.255.2')).statusCode).toBe(200);
    });
  });
});
