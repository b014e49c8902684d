import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeMiCorreo, type FakeMiCorreo } from '../../test/fake-micorreo.js';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

/**
 * Issue 19: MiCorreo's answers are read element by element through the real client. A branch
 * with `location: null` is dropped, not the province; a malformed rate is dropped, not the quote;
 * each drop is logged; rates without delivery times (the 2022 shape) still quote, without days.
 */
describe.each(databaseKinds())('MiCorreo answers read one entry at a time (%s)', (kind) => {
  let fake: FakeMiCorreo;
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeMiCorreo();
    shop = await createTestShop(kind, {
      correo: {
        baseUrl: fake.url,
        user: fake.user,
        password: fake.password,
        customerId: fake.customerId,
        originPostalCode: '1757',
        timeoutMs: 2000,
      },
    });
    const answer = await shop.app.inject({ url: '/api/correo-argentino-token' });
    token = (answer.json() as { token: string }).token;
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.ratesWithoutTimes = false;
    fake.extraAgencies = [];
    fake.extraRates = [];
  });
  afterEach(() => vi.restoreAllMocks());

  /** The warnings the MiCorreo client wrote to the shop's log. */
  const warnings = () => {
    const warn = vi.spyOn(shop.app.log, 'warn');
    return () => warn.mock.calls.map(([details, message]) => ({ details, message }));
  };

  const post = (url: string, body: object) =>
    shop.app.inject({ method: 'POST', url, payload: { ...body, token } });

  it('a malformed rate is dropped and logged; the other rates still quote', async () => {
    const logged = warnings();
    const malformed = {
      deliveredType: 'D',
      productType: 'EP',
      productName: 'Correo Argentino Expreso',
      price: 'a confirmar',
    };
    fake.extraRates = [malformed, { deliveredType: 'X', productName: 'Otro', price: 1 }];
    const response = await post('/api/rates', {
      postalCodeDestination: '1704',
      dimensions: { weight: 900, height: 10, width: 20, length: 30 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json() as Record<'domicilio' | 'sucursal', { productName: string }[]>;
    expect(quote.domicilio.map((rate) => rate.productName)).toEqual(['Correo Argentino Clasico']);
    expect(quote.sucursal.map((rate) => rate.productName)).toEqual(['Correo Argentino Clasico']);
    const drops = logged().filter((w) => w.message === 'MiCorreo /rates: malformed entry dropped');
    expect(drops).toHaveLength(2);
    expect(drops[0]?.details).toMatchObject({
      entry: malformed,
      issues: [expect.objectContaining({ path: ['price'] })],
    });
  });

  it('a branch with location null is dropped; the province keeps its other branches', async () => {
    const logged = warnings();
    fake.extraAgencies = [
      { code: 'B0200', name: 'Sin ubicación', location: null, status: 'ACTIVE' },
      { code: 'B0201', status: 'ACTIVE' },
      'no es una sucursal',
    ];
    const response = await post('/api/agencies', { provinceCode: 'B' });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (response.json() as { agencies: { code: string }[] }).agencies.map((a) => a.code),
    ).toEqual(['B0107']);
    expect(
      logged().filter((w) => w.message === 'MiCorreo /agencies: malformed entry dropped'),
    ).toHaveLength(3);
  });

  it('rates without delivery times still quote, with no days to promise', async () => {
    fake.ratesWithoutTimes = true;
    const response = await post('/api/rates', {
      postalCodeDestination: '1842',
      dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      domicilio: [{ price: 498.06, deliveryTimeMin: null, deliveryTimeMax: null }],
      sucursal: [{ price: 398.06, deliveryTimeMin: null, deliveryTimeMax: null }],
    });
  });
});
