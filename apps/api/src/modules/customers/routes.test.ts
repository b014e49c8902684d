import { ORDER_STATUS, STAFF_AREA_REFUSALS, type CustomersPage } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

/** A home delivery as the orders table keeps it. */
const SHIPMENT = JSON.stringify({
  street_name: 'Corrientes',
  street_number: '1234',
  floor: '',
  apartment: '',
  aclaration: '',
  city_name: 'CABA',
  state_name: 'Ciudad Autónoma de Buenos Aires',
  zipCode: '1043',
  rate: {
    productName: 'Correo Argentino Clasico',
    deliveredType: 'D',
    agencyAddress: '',
    agencyCode: '',
  },
});

type Seeded = {
  email: string;
  name?: string;
  phone?: string;
  clientId?: string;
  status?: string;
  paymentMethod?: string;
  totalCents?: number;
  receivedCents?: number;
  refundedCents?: number;
  createdAt: string;
};

describe.each(databaseKinds())('customers API on %s', (kind) => {
  let shop: TestShop;

  /** An order written straight into the table: each case sets the money and dates it needs. */
  async function seed(order: Seeded) {
    const total = order.totalCents ?? 1_000_00;
    await shop.database.db.execute(sql`
      insert into orders (name, email, phone, client_id, status, order_type, payment_method,
        subtotal_cents, transaction_amount_cents, received_cents, refunded_cents, shipment, items,
        created_at)
      values (${order.name ?? 'Ana Pérez'}, ${order.email}, ${order.phone ?? ''},
        ${order.clientId ?? ''}, ${order.status ?? ORDER_STATUS.approved}, 'transferencia',
        ${order.paymentMethod ?? 'transferencia'}, ${total}, ${total},
        ${order.receivedCents ?? 0}, ${order.refundedCents ?? 0}, ${SHIPMENT}::jsonb, '[]'::jsonb,
        ${order.createdAt}::timestamptz)`);
  }
  const list = async (query = '') => {
    const res = await shop.app.inject({
      url: `/api/customers${query}`,
      headers: shop.adminHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CustomersPage;
  };
  const staffHeaders = async (username: string, permissions: string[]) => {
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
    } as Parameters<typeof shop.services.users.create>[0]);
    const token = await shop.services.tokens.sign({ userId: user.id, username });
    return { authorization: `Bearer ${token}` };
  };

  beforeAll(async () => {
    shop = await createTestShop(kind);
    // Ana: three orders under two spellings of her e-mail; one cancelled, one partly refunded.
    await seed({
      email: 'ana@example.com',
      name: 'Ana Pérez',
      phone: '011 15-2345-6789',
      clientId: '20123456',
      totalCents: 50_000_00,
      receivedCents: 50_000_00,
      refundedCents: 10_000_00,
      createdAt: '2026-01-10T12:00:00Z',
    });
    await seed({
      email: 'Ana@Example.com',
      name: 'Ana María Pérez',
      status: ORDER_STATUS.shipped,
      totalCents: 30_000_00,
      createdAt: '2026-02-01T12:00:00Z',
    });
    await seed({
      email: 'ANA@example.com',
      status: ORDER_STATUS.cancelled,
      totalCents: 99_000_00,
      createdAt: '2026-01-20T12:00:00Z',
    });
    // Bruno: one transfer still unpaid (bought nothing yet).
    await seed({
      email: 'bruno@example.com',
      name: 'Bruno Díaz',
      phone: '+54 9 351 555-1234',
      clientId: '20-30111222-7',
      status: ORDER_STATUS.awaitingPayment,
      createdAt: '2026-03-01T12:00:00Z',
    });
    // A name a spreadsheet would run as a formula.
    await seed({
      email: 'x@example.com',
      name: '=HYPERLINK("http://malo.test")',
      status: ORDER_STATUS.delivered,
      totalCents: 1_234_56,
      createdAt: '2025-12-01T12:00:00Z',
    });
  });
  afterAll(() => shop.close());

  it('lists one customer per e-mail whatever its case, newest last order first', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.customers.map((c) => c.email)).toEqual([
      'bruno@example.com',
      'Ana@Example.com',
      'x@example.com',
    ]);
    expect(page.customers[1]).toEqual({
      email: 'Ana@Example.com',
      // The latest order's name; the latest phone and DNI given (the newest order had none).
      name: 'Ana María Pérez',
      phone: '011 15-2345-6789',
      client_id: '20123456',
      orders: 3,
      // Paid and shipped count, net of the refund; the cancelled order does not.
      bought: 40_000 + 30_000,
      last_order_at: '2026-02-01T12:00:00.000Z',
      last_order_number: expect.any(Number) as number,
    });
    expect(page.customers[0]).toMatchObject({ orders: 1, bought: 0 });
    expect(page.customers[2]).toMatchObject({ bought: 1234.56 });
  });

  it('searches every word in the name, e-mail, DNI/CUIT or the phone written any way', async () => {
    const emails = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).customers.map((c) => c.email);
    expect(await emails('maría pérez')).toEqual(['Ana@Example.com']);
    expect(await emails('BRUNO@')).toEqual(['bruno@example.com']);
    expect(await emails('20-30111222')).toEqual(['bruno@example.com']);
    expect(await emails('3515551234')).toEqual(['bruno@example.com']);
    expect(await emails('ana nadie')).toEqual([]);
    // LIKE's wildcards are searched as typed.
    expect(await emails('%')).toEqual([]);
    expect(await emails('_')).toEqual([]);
  });

  it('pages, and says how many match past the last page', async () => {
    const first = await list('?per_page=2');
    expect(first).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(first.customers).toHaveLength(2);
    const second = await list('?per_page=2&page=2');
    expect(second.customers.map((c) => c.email)).toEqual(['x@example.com']);
    expect(await list('?per_page=2&page=9')).toMatchObject({ customers: [], total: 3 });
  });

  it.each([
    ['?page=0', 'page', 'La página debe ser un número entero desde 1.'],
    ['?page=dos', 'page', 'La página debe ser un número entero desde 1.'],
    ['?per_page=5001', 'per_page', 'Por página debe ser un número entero entre 1 y 5000.'],
    [`?q=${'a'.repeat(201)}`, 'q', 'La búsqueda debe tener hasta 200 caracteres.'],
  ])('refuses %s with 400 and a Spanish reason', async (query, field, message) => {
    const res = await shop.app.inject({
      url: `/api/customers${query}`,
      headers: shop.adminHeaders,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it("opens a customer's orders: GET /api/orders?email= whatever the case", async () => {
    const res = await shop.app.inject({
      url: '/api/orders?email=%20ANA@EXAMPLE.COM%20',
      headers: shop.adminHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json() as { email: string }[];
    expect(orders.map((o) => o.email).sort()).toEqual([
      'ANA@example.com',
      'Ana@Example.com',
      'ana@example.com',
    ]);
    const none = await shop.app.inject({
      url: '/api/orders?email=nadie@example.com',
      headers: shop.adminHeaders,
    });
    expect(none.json()).toEqual([]);
  });

  it('exports the matching customers in CSV, a formula kept as text', async () => {
    const res = await shop.app.inject({
      url: '/api/admin/customers/export',
      headers: shop.adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clientes.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nombre,Email,Teléfono,DNI/CUIT,Pedidos,Total comprado,Último pedido,Fecha del último pedido',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      /^Ana María Pérez,Ana@Example.com,011 15-2345-6789,20123456,3,70000.00,/,
    );
    expect(lines[3]).toMatch(/^"'=HYPERLINK\(""http:\/\/malo.test""\)",x@example.com,/);
    const searched = await shop.app.inject({
      url: '/api/admin/customers/export?q=bruno',
      headers: shop.adminHeaders,
    });
    expect(searched.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('refuses the export to a staff admin without the exports area, and not the list', async () => {
    const headers = await staffHeaders(`staff-clientes-${kind}`, []);
    const res = await shop.app.inject({ url: '/api/admin/customers/export', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: STAFF_AREA_REFUSALS.exports });
    expect((await shop.app.inject({ url: '/api/customers', headers })).statusCode).toBe(200);
    const granted = await staffHeaders(`staff-exporta-${kind}`, ['exports']);
    const allowed = await shop.app.inject({
      url: '/api/admin/customers/export',
      headers: granted,
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses both calls without a valid admin token', async () => {
    for (const url of ['/api/customers', '/api/admin/customers/export']) {
      expect((await shop.app.inject(url)).statusCode).toBe(401);
    }
  });
});
