import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/harness.js';
import { STAFF_AREA_REFUSALS, STAFF_AREAS, type StaffArea } from '@shop/domain';
import { STAFF_AREA_DOC_KEY } from './guard.js';
import { createTokenService } from './tokens.js';

/** Admin calls of API.md (and the e-mail outbox), as the OpenAPI document names them. */
const ADMIN_CALLS = [
  'GET /api/admin',
  'GET /api/users',
  'POST /api/users',
  'PUT /api/users/{id}',
  'DELETE /api/user/{id}',
  'POST /api/products',
  'PUT /api/products/{id}',
  'DELETE /api/product/{id}',
  'POST /api/promotion',
  'PUT /api/promotion/{id}',
  'DELETE /api/promotion/{id}',
  'POST /api/commissions',
  'PUT /api/commissions/{id}',
  'DELETE /api/commissions/{id}',
  'GET /api/discounts',
  'POST /api/discounts',
  'DELETE /api/discounts/{code}',
  'POST /api/uploadImage',
  'PUT /api/settings',
  'GET /api/admin/settings',
  'GET /api/orders',
  'GET /api/order/{id}',
  'GET /api/order/{id}/events',
  'POST /api/order/{id}/shipment',
  'PUT /api/order/{id}',
  'POST /api/order/{id}/sync-payments',
  'POST /api/order/{id}/refunds',
  'GET /api/alerts',
  'POST /api/alerts/{id}/resolve',
  'GET /api/emails',
  'GET /api/search/misses',
  'GET /api/search/synonyms',
  'POST /api/search/synonyms',
  'PUT /api/search/synonyms/{id}',
  'DELETE /api/search/synonyms/{id}',
  'GET /api/emails/delivery',
  'POST /api/emails/{id}/resend',
  'GET /api/admin/dashboard',
  'GET /api/admin/stock/low',
  'GET /api/admin/orders/export',
  'GET /api/admin/products/export',
  'GET /api/customers',
  'GET /api/admin/customers/export',
  'GET /api/admin/orders/new',
  'POST /api/order/{id}/opened',
  'GET /api/admin/reports/sales',
  'GET /api/admin/reports/sales/export',
  'POST /api/admin/orders/print',
  'POST /api/admin/products/import/preview',
  'POST /api/admin/products/import',
  'GET /api/admin/products',
  'POST /api/admin/products/bulk',
  'GET /api/admin/products/{id}/stock',
  'POST /api/admin/products/{id}/stock/adjust',
  'POST /api/admin/products/{id}/stock/receipts',
  'PUT /api/admin/products/{id}/stock/codes',
  'GET /api/admin/products/{id}/stock/history',
  'POST /api/admin/bulk/orders',
  'GET /api/admin/bulk/{id}',
  'POST /api/admin/bulk/orders/export',
];

/**
 * Calls anyone may make. PUT /api/discounts/{code} (a check, or an admin edit) and POST /api/order
 * (a transfer checkout, or an admin draft) depend on the body and are tested in their modules.
 */
const PUBLIC_CALLS = [
  'GET /api/health',
  'POST /api/login',
  'GET /api/products',
  'GET /api/products/{id}',
  'GET /api/search',
  'GET /api/promotion',
  'GET /api/promotion/{id}',
  'GET /api/commissions',
  'GET /api/commissions/{id}',
  'GET /api/images/{id}',
  'GET /api/settings',
  'PUT /api/discounts/{code}',
  'GET /api/correo-argentino-token',
  'POST /api/rates',
  'POST /api/agencies',
  'POST /api/order',
  'POST /api/create-order',
  'POST /api/order/{orderNumber}/retry-payment',
  'POST /api/webhook',
  'GET /api/order-status/{order_number}',
  'POST /api/order-tracking',
  'POST /api/order-status/{order_number}/payment-check',
  // Served only while the payment simulator plays Mercado Pago (no MP_ACCESS_TOKEN).
  'GET /api/payment-simulator/{preferenceId}',
  'POST /api/payment-simulator/{preferenceId}',
];

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('admin calls', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  let shop: TestShop;
  let calls: string[];

  beforeAll(async () => {
    shop = await createTestShop('pglite', { jwtSecret });
    const doc = (await shop.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    calls = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
  });
  afterAll(() => shop.close());

  it('every served API call is known to be public or admin-only', () => {
    expect(
      calls.filter((call) => !ADMIN_CALLS.includes(call) && !PUBLIC_CALLS.includes(call)),
    ).toEqual([]);
  });

  it('every admin call of the list is served', () => {
    expect(ADMIN_CALLS.filter((call) => !calls.includes(call))).toEqual([]);
  });

  it.for(ADMIN_CALLS)(
    '%s refuses a missing, forged, expired or malformed token with 401',
    async (call) => {
      const [method, path] = call.split(' ') as [string, string];
      const url = path.replace(/\{\w+\}/g, SOME_ID);
      const claims = { userId: shop.adminId, username: 'admin-test' };
      const tokens = {
        forged: await createTokenService('otro-secreto', 3600).sign(claims),
        expired: await createTokenService(jwtSecret, -60).sign(claims),
      };
      const attempts: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${tokens.forged}` },
        { authorization: `Bearer ${tokens.expired}` },
        { authorization: 'Bearer basura' },
      ];
      for (const headers of attempts) {
        const res = await shop.app.inject({
          method: method as 'GET',
          url,
          headers,
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'unauthorized',
          message: 'No autorizado: iniciá sesión como administrador.',
        });
      }
      const withToken = await shop.app.inject({
        method: method as 'GET',
        url,
        headers: shop.adminHeaders,
        payload: method === 'GET' ? undefined : {},
      });
      expect(withToken.statusCode).not.toBe(401);
    },
  );
});

/**
 * Issue 44: every call the route table marks with a staff area (the OpenAPI document's
 * x-staff-area, written by the guard from `config.area`) is refused to a staff admin without
 * that area, passes with it and for an owner; every other admin call is open to staff. Derived
 * from the served table, so a route added later is covered by marking it.
 */
describe('staff areas on every admin call (issue 44)', () => {
  let shop: TestShop;
  let areaOf: Map<string, StaffArea>;
  let adminCalls: string[];
  const staffHeaders = new Map<string, Record<string, string>>();

  const staff = async (username: string, permissions: StaffArea[]) => {
    const user = await shop.services.users.create({
      username,
      password: 'clave-segura-123',
      email: `${username}@tienda.test`,
      countryCode: '+54',
      phone: '',
      country: 'Argentina',
      status: 'Activo',
      owner: false,
      permissions,
      checked: true,
    });
    const token = await shop.services.tokens.sign({ userId: user.id, username });
    return { authorization: `Bearer ${token}` };
  };
  const call = (entry: string, headers: Record<string, string>) => {
    const [method, path] = entry.split(' ') as [string, string];
    return shop.app.inject({
      method: method as 'GET',
      url: path.replace(/\{\w+\}/g, SOME_ID),
      headers,
      payload: method === 'GET' ? undefined : {},
    });
  };
  /** Refused by an area: 403 with one of the areas' Spanish reasons. */
  const refusedByArea = (res: { statusCode: number; json(): unknown }) =>
    res.statusCode === 403 &&
    Object.values(STAFF_AREA_REFUSALS).includes((res.json() as { message: string }).message);
  /** What a refused call must leave as it was: the settings and the admins. */
  const snapshot = async () =>
    JSON.stringify([
      (await shop.app.inject({ url: '/api/admin/settings', headers: shop.adminHeaders })).json(),
      (await shop.app.inject({ url: '/api/users', headers: shop.adminHeaders })).json(),
    ]);

  beforeAll(async () => {
    shop = await createTestShop('pglite');
    const doc = (await shop.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    areaOf = new Map();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const area = operation[STAFF_AREA_DOC_KEY] as StaffArea | undefined;
        if (area) areaOf.set(`${method.toUpperCase()} ${path}`, area);
      }
    }
    adminCalls = [...new Set([...ADMIN_CALLS, ...areaOf.keys()])];
    staffHeaders.set('none', await staff('staff-sin-permisos', []));
    for (const area of STAFF_AREAS) staffHeaders.set(area, await staff(`staff-${area}`, [area]));
  });
  afterAll(() => shop.close());

  it('marks the calls of each area: refunds, customer exports, settings writes and users', () => {
    expect(Object.fromEntries(areaOf)).toMatchObject({
      'POST /api/order/{id}/refunds': 'refunds',
      'GET /api/admin/orders/export': 'exports',
      'POST /api/admin/bulk/orders/export': 'exports',
      'PUT /api/settings': 'settings',
      'GET /api/users': 'users',
      'POST /api/users': 'users',
      'PUT /api/users/{id}': 'users',
      'DELETE /api/user/{id}': 'users',
    });
    // The catalogue export holds no customer data.
    expect(areaOf.has('GET /api/admin/products/export')).toBe(false);
    expect(new Set(areaOf.values())).toEqual(new Set(STAFF_AREAS));
  });

  it('refuses every area call to staff without the area, with its reason, changing nothing', async () => {
    for (const [entry, area] of areaOf) {
      for (const holder of ['none', ...STAFF_AREAS.filter((other) => other !== area)]) {
        const before = await snapshot();
        const res = await call(entry, staffHeaders.get(holder)!);
        expect({ entry, holder, status: res.statusCode, body: res.json() }).toEqual({
          entry,
          holder,
          status: 403,
          body: { error: 'forbidden', message: STAFF_AREA_REFUSALS[area] },
        });
        expect(await snapshot()).toBe(before);
      }
    }
  });

  it('lets staff granted the area, and an owner, past the area check', async () => {
    for (const [entry, area] of areaOf) {
      for (const headers of [staffHeaders.get(area)!, shop.adminHeaders]) {
        const res = await call(entry, headers);
        expect({ entry, status: res.statusCode, refused: refusedByArea(res) }).toMatchObject({
          entry,
          refused: false,
        });
        expect(res.statusCode).not.toBe(401);
      }
    }
  });

  it('leaves every other admin call open to staff without any area', async () => {
    for (const entry of adminCalls.filter((candidate) => !areaOf.has(candidate))) {
      const res = await call(entry, staffHeaders.get('none')!);
      expect({ entry, status: res.statusCode, refused: refusedByArea(res) }).toMatchObject({
        entry,
        refused: false,
      });
      expect(res.statusCode).not.toBe(401);
    }
  });
});
