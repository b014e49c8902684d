import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { miCorreoExpiry, startFakeMiCorreo, type FakeMiCorreo } from '../../test/fake-micorreo.js';
import { CarrierError } from './carrier.js';
import { createMiCorreoClient, parseMiCorreoExpiry } from './micorreo-client.js';

const parcel = { weight: 1000, height: 12, width: 20, length: 33 };

let fake: FakeMiCorreo;

beforeEach(async () => {
  fake = await startFakeMiCorreo();
});
afterEach(() => fake.close());

function client(options: { timeoutMs?: number; now?: () => number } = {}) {
  return createMiCorreoClient(
    {
      baseUrl: fake.url,
      user: fake.user,
      password: fake.password,
      customerId: fake.customerId,
      originPostalCode: '1757',
      timeoutMs: options.timeoutMs ?? 2000,
    },
    options.now ? { now: options.now } : {},
  );
}

async function failure(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

describe('parseMiCorreoExpiry', () => {
  it('reads the printed time as Argentina time (UTC−03:00)', () => {
    expect(parseMiCorreoExpiry('2022-04-26 21:16:20')?.toISOString()).toBe(
      '2022-04-27T00:16:20.000Z',
    );
    expect(parseMiCorreoExpiry('mañana')).toBeNull();
  });
});

describe('MiCorreo client against a local fake', () => {
  it('quotes both delivery types in one call with the documented body, after a Basic-auth token', async () => {
    const quote = await client().quote('1704', parcel);
    expect(quote.rates.map((r) => [r.deliveredType, r.productName, r.price])).toEqual([
      ['D', 'Correo Argentino Clasico', 498.06],
      ['S', 'Correo Argentino Clasico', 398.06],
    ]);
    expect(quote.rates[0]).toMatchObject({ deliveryTimeMin: '2', deliveryTimeMax: '5' });
    expect(quote.validTo.getTime()).toBeGreaterThan(Date.now());

    const [token, rates] = fake.calls;
    expect(token?.path).toBe('/token');
    expect(token?.authorization).toBe(
      `Basic ${Buffer.from('api-user:api-secret-password').toString('base64')}`,
    );
    expect(rates?.authorization).toBe('Bearer token-1');
    expect(rates?.body).toEqual({
      customerId: '0000550997',
      postalCodeOrigin: '1757',
      postalCodeDestination: '1704',
      dimensions: parcel,
    });
  });

  it('keeps the token until shortly before it expires, then asks for a new one', async () => {
    let clock = Date.now();
    fake.expires = miCorreoExpiry(new Date(clock + 60 * 60 * 1000));
    const carrier = client({ now: () => clock });
    await carrier.quote('1704', parcel);
    await carrier.agencies('B');
    await carrier.quote('5000', parcel);
    expect(fake.calls.filter((c) => c.path === '/token')).toHaveLength(1);

    clock += 56 * 60 * 1000; // less than 5 minutes left
    await carrier.quote('1704', parcel);
    expect(fake.calls.filter((c) => c.path === '/token')).toHaveLength(2);
    expect(fake.calls.at(-1)?.authorization).toBe('Bearer token-2');
  });

  it('asks for one token however many calls start together', async () => {
    const carrier = client();
    await Promise.all([1, 2, 3, 4].map(() => carrier.quote('1704', parcel)));
    expect(fake.calls.filter((c) => c.path === '/token')).toHaveLength(1);
  });

  it('renews a token MiCorreo dropped early and retries once', async () => {
    const carrier = client();
    await carrier.quote('1704', parcel);
    fake.revoked.add('token-1');
    await expect(carrier.quote('1704', parcel)).resolves.toMatchObject({
      rates: expect.any(Array),
    });
    expect(fake.calls.at(-1)?.authorization).toBe('Bearer token-2');
  });

  it('lists branches by province with the customer id and keeps their shape', async () => {
    const agencies = await client().agencies('B');
    const call = fake.calls.find((c) => c.path === '/agencies');
    expect(call?.query.get('customerId')).toBe('0000550997');
    expect(call?.query.get('provinceCode')).toBe('B');
    expect(agencies[0]).toMatchObject({
      code: 'B0107',
      name: 'Monte Grande',
      status: 'ACTIVE',
      services: { pickupAvailability: true },
      location: {
        address: { streetName: 'Vicente Lopez', streetNumber: '448', postalCode: 'B1842ZAB' },
      },
    });
    expect(agencies[1]?.status).toBe('INACTIVE');
  });

  it('gives up on a carrier that does not answer, within the time limit', async () => {
    fake.behaviour['/rates'] = 'hang';
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 300 }).quote('1704', parcel));
    expect(error.failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out on a hung token call too', async () => {
    fake.behaviour['/token'] = 'hang';
    expect((await failure(client({ timeoutMs: 300 }).agencies('B'))).failure).toBe('timeout');
  });

  it('turns carrier errors into CarrierError kinds', async () => {
    fake.behaviour['/rates'] = 'fap402';
    const rejected = await failure(client().quote('1704', parcel));
    expect(rejected).toMatchObject({ failure: 'rejected', status: 402 });
    expect(rejected.message).toContain('Cliente FAP no identificado');

    fake.behaviour['/rates'] = 'server500';
    expect((await failure(client().quote('1704', parcel))).failure).toBe('unavailable');

    fake.behaviour['/rates'] = 'notJson';
    expect((await failure(client().quote('1704', parcel))).failure).toBe('bad_answer');

    fake.behaviour['/token'] = 'unauthorized';
    expect(await failure(client().quote('1704', parcel))).toMatchObject({
      failure: 'rejected',
      status: 401,
    });
  });

  it('reports an unreachable carrier', async () => {
    const url = fake.url;
    await fake.close();
    const carrier = createMiCorreoClient({
      baseUrl: url,
      user: 'u',
      password: 'p',
      customerId: '1',
      originPostalCode: '1757',
      timeoutMs: 1000,
    });
    expect((await failure(carrier.quote('1704', parcel))).failure).toBe('unavailable');
    fake = await startFakeMiCorreo();
  });
});
