import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMiCorreo, type FakeMiCorreo } from '../../test/fake-micorreo.js';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

const boots = { weight: 1000, height: 12, width: 20, length: 33 };

async function shippingToken(shop: TestShop): Promise<string> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/correo-argentino-token' });
  return response.json<{ token: string }>().token;
}

describe.each(databaseKinds())('shipping API with the simulator (%s)', (kind) => {
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shippingToken(shop);
  });
  afterAll(() => shop.close());

  const rates = (body: unknown) =>
    shop.app.inject({ method: 'POST', url: '/api/rates', payload: body as object });
  const agencies = (body: unknown) =>
    shop.app.inject({ method: 'POST', url: '/api/agencies', payload: body as object });

  it('hands out a short-lived token of the shop, never cached', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/correo-argentino-token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ token: string; expire: string }>();
    expect(body.token.split('.')).toHaveLength(3);
    const lifetime = Date.parse(body.expire) - Date.now();
    expect(lifetime).toBeGreaterThan(55 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it("quotes home and branch rates with MiCorreo's fields (INTEGRATIONS.md 2.6)", async () => {
    const response = await rates({ postalCodeDestination: '5000', dimensions: boots, token });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      domicilio: { deliveredType: string; productName: string; price: number }[];
      sucursal: { deliveredType: string; productName: string; price: number }[];
    }>();
    expect(Object.keys(body).sort()).toEqual(['domicilio', 'sucursal']);
    expect(body.domicilio.map((r) => r.productName)).toContain('Correo Argentino Clasico');
    expect(new Set(body.domicilio.map((r) => r.deliveredType))).toEqual(new Set(['D']));
    expect(new Set(body.sucursal.map((r) => r.deliveredType))).toEqual(new Set(['S']));
    for (const rate of [...body.domicilio, ...body.sucursal]) {
      expect(Object.keys(rate).sort()).toEqual([
        'deliveredType',
        'deliveryTimeMax',
        'deliveryTimeMin',
        'price',
        'productName',
        'productType',
      ]);
      expect(rate).toMatchObject({
        productType: expect.any(String),
        price: expect.any(Number),
        deliveryTimeMin: expect.any(Number),
        deliveryTimeMax: expect.any(Number),
      });
    }
  });

  it('takes a CPA as well as the 4 digits', async () => {
    const cpa = await rates({ postalCodeDestination: 'x5000abc', dimensions: boots, token });
    const digits = await rates({ postalCodeDestination: '5000', dimensions: boots, token });
    expect(cpa.statusCode).toBe(200);
    expect(cpa.json()).toEqual(digits.json());
  });

  it('lists the branches of a province with the SPEC shape plus the code', async () => {
    const response = await agencies({ provinceCode: 'X', token });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ agencies: Record<string, unknown>[] }>();
    expect(body.agencies.length).toBeGreaterThanOrEqual(2);
    expect(body.agencies[0]).toEqual({
      code: expect.stringMatching(/^X/),
      name: expect.any(String),
      location: {
        address: {
          streetName: expect.any(String),
          streetNumber: expect.any(String),
          locality: expect.any(String),
          city: expect.any(String),
          postalCode: expect.stringMatching(/^X\d{4}[A-Z]{3}$/),
        },
      },
    });
  });

  it('refuses rates and branches without a valid token (401, Spanish)', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('tienda-deportiva')
      .setAudience('correo-argentino')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('otra-clave-cualquiera-de-32-bytes!!'));
    const adminToken = shop.adminHeaders.authorization!.replace('Bearer ', '');
    for (const bad of [undefined, '', 'abc', forged, adminToken]) {
      for (const response of [
        await rates({ postalCodeDestination: '5000', dimensions: boots, token: bad }),
        await agencies({ provinceCode: 'X', token: bad }),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: 'invalid_shipping_token',
          message:
            'La autorización para el servicio de envío no es válida o venció. Volvé a intentarlo.',
        });
      }
    }
  });

  it('refuses an expired token', async () => {
    const { createShippingService } = await import('./service.js');
    const { createCarrierSimulator } = await import('./simulator.js');
    const hourAgo = Date.now() - 61 * 60 * 1000;
    const past = createShippingService({
      carrier: createCarrierSimulator(),
      secret: 'misma-clave',
      now: () => hourAgo,
    });
    const current = createShippingService({
      carrier: createCarrierSimulator(),
      secret: 'misma-clave',
    });
    const old = await past.issueToken();
    expect(await current.verifyToken(old.token)).toBe(false);
    expect(await current.verifyToken((await current.issueToken()).token)).toBe(true);
  });

  it.each([
    [{ postalCodeDestination: '12', dimensions: boots }, 'El código postal ingresado no es válido'],
    [{ dimensions: boots }, 'Debe ingresar su código postal'],
    [{ postalCodeDestination: '5000' }, 'Faltan las medidas del paquete'],
    [
      { postalCodeDestination: '5000', dimensions: { ...boots, weight: 0 } },
      'Las medidas del paquete deben ser números mayores que 0',
    ],
    [
      { postalCodeDestination: '5000', dimensions: { ...boots, height: -3 } },
      'Las medidas del paquete deben ser números mayores que 0',
    ],
    [
      { postalCodeDestination: '5000', dimensions: { ...boots, width: '20' } },
      'Las medidas del paquete deben ser números mayores que 0',
    ],
  ])('answers 400 in Spanish for a bad rates body %#', async (body, message) => {
    const response = await rates({ ...body, token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', message });
  });

  it('answers 400 for an unknown province', async () => {
    for (const provinceCode of ['I', 'XX', '']) {
      const response = await agencies({ provinceCode, token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'La provincia no es válida' });
    }
  });

  it('answers 422 for a parcel the carrier does not take', async () => {
    const response = await rates({
      postalCodeDestination: '5000',
      dimensions: { ...boots, weight: 26000 },
      token,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toContain('25 kg');
  });

  it('lets the order service quote without a token', async () => {
    const quoted = await shop.services.shipping.quoteRates({
      postalCodeDestination: '5000',
      dimensions: boots,
    });
    const viaHttp = await rates({ postalCodeDestination: '5000', dimensions: boots, token });
    expect(quoted).toEqual(viaHttp.json());
  });
});

describe('shipping API with a MiCorreo account (fake carrier on 127.0.0.1)', () => {
  let fake: FakeMiCorreo;
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeMiCorreo();
    shop = await createTestShop('pglite', {
      correo: {
        baseUrl: fake.url,
        user: fake.user,
        password: fake.password,
        customerId: fake.customerId,
        originPostalCode: '1757',
        timeoutMs: 400,
      },
    });
    token = await shippingToken(shop);
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  const post = (url: string, body: object) =>
    shop.app.inject({ method: 'POST', url, payload: { ...body, token } });

  it('quotes through the carrier, in pesos with days as numbers', async () => {
    const response = await post('/api/rates', {
      postalCodeDestination: 'B1842ZAB',
      dimensions: boots,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      domicilio: [
        {
          deliveredType: 'D',
          productType: 'CP',
          productName: 'Correo Argentino Clasico',
          price: 498.06,
          deliveryTimeMin: 2,
          deliveryTimeMax: 5,
        },
      ],
      sucursal: [
        {
          deliveredType: 'S',
          productType: 'CP',
          productName: 'Correo Argentino Clasico',
          price: 398.06,
          deliveryTimeMin: 2,
          deliveryTimeMax: 5,
        },
      ],
    });
    const call = fake.calls.find((c) => c.path === '/rates');
    expect(call?.body).toMatchObject({ postalCodeDestination: '1842', postalCodeOrigin: '1757' });
  });

  it('lists only open branches where parcels can be picked up', async () => {
    const response = await post('/api/agencies', { provinceCode: 'b' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      agencies: [
        {
          code: 'B0107',
          name: 'Monte Grande',
          location: {
            address: {
              streetName: 'Vicente Lopez',
              streetNumber: '448',
              locality: 'Monte Grande',
              city: 'Esteban Echeverria',
              postalCode: 'B1842ZAB',
            },
          },
        },
      ],
    });
  });

  it('never hands the carrier credential to the browser', async () => {
    const answers = await Promise.all([
      shop.app.inject({ method: 'GET', url: '/api/correo-argentino-token' }),
      post('/api/rates', { postalCodeDestination: '1704', dimensions: boots }),
      post('/api/agencies', { provinceCode: 'B' }),
    ]);
    for (const answer of answers) {
      expect(answer.body).not.toContain(fake.password);
      expect(answer.body).not.toContain(fake.user);
      expect(answer.body).not.toMatch(/token-\d/);
    }
  });

  it('turns a hung carrier into 504 with the SPEC message, without hanging', async () => {
    fake.behaviour['/rates'] = 'hang';
    fake.behaviour['/agencies'] = 'hang';
    const started = Date.now();
    const quote = await post('/api/rates', { postalCodeDestination: '9410', dimensions: boots });
    expect(quote.statusCode).toBe(504);
    expect(quote.json()).toEqual({
      error: 'carrier_timeout',
      message: 'Hubo un error al calcular las tarifas. Inténtalo de nuevo.',
    });
    const branches = await post('/api/agencies', { provinceCode: 'Q' });
    expect(branches.statusCode).toBe(504);
    expect(branches.json()).toMatchObject({
      message: 'Hubo un error al obtener las agencias. Inténtalo de nuevo.',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('turns carrier errors into 502 with the SPEC message', async () => {
    for (const behaviour of ['fap402', 'server500', 'notJson'] as const) {
      fake.behaviour['/rates'] = behaviour;
      fake.behaviour['/agencies'] = behaviour;
      const quote = await post('/api/rates', { postalCodeDestination: '3300', dimensions: boots });
      expect(quote.statusCode).toBe(502);
      expect(quote.json()).toEqual({
        error: 'carrier_error',
        message: 'Hubo un error al calcular las tarifas. Inténtalo de nuevo.',
      });
      const branches = await post('/api/agencies', { provinceCode: 'N' });
      expect(branches.statusCode).toBe(502);
      expect(branches.json()).toEqual({
        error: 'carrier_error',
        message: 'Hubo un error al obtener las agencias. Inténtalo de nuevo.',
      });
    }
    fake.behaviour['/rates'] = 'ok';
    fake.behaviour['/agencies'] = 'ok';
  });
});
