import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { ORDER_STATUS, type SalesReportAnswer } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { addProduct, createOrderShop, type OrderShop } from '../../test/order-shop.js';
import { PAID_STATUSES } from './repo.js';

/** Argentina is UTC−3 all year (no daylight saving since 2009). */
const ARGENTINA_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.parse('2026-01-01T00:00:00Z');

const PRODUCTS = [
  {
    key: 'boot',
    name: 'Botín Copa',
    cat: 'Botines',
    sub: 'Futbol 11',
    brand: 'Adidas',
    price: 5000,
  },
  {
    key: 'shirt',
    name: 'Camiseta Titular',
    cat: 'Camisetas',
    sub: '24/25',
    brand: 'Nike',
    price: 8000,
  },
  { key: 'ball', name: 'Medias Liga', cat: 'Medias', sub: 'Largas', brand: 'Adidas', price: 3000 },
] as const;
type ProductKey = (typeof PRODUCTS)[number]['key'];

type ModelOrder = {
  /** The instant it was made. */
  at: Date;
  status: string;
  amountCents: number;
  refundedCents: number;
  lines: { product: ProductKey | 'gone'; quantity: number; price: number }[];
};

/** The shop day an instant falls on, worked out from the fixed offset (not the database's zone). */
const argentineDay = (at: Date) =>
  new Date(at.getTime() - ARGENTINA_OFFSET_MS).toISOString().slice(0, 10);
const mondayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS)
    .toISOString()
    .slice(0, 10);
};
const GROUP_KEY = {
  day: (day: string) => day,
  week: mondayOf,
  month: (day: string) => day.slice(0, 7),
} as const;
const cents = (pesos: number) => Math.round(pesos * 100);

describe.each(databaseKinds())('sales report on %s', (kind) => {
  let shop: OrderShop;
  const ids = {} as Record<ProductKey, string>;

  const insert = async (order: ModelOrder) => {
    const items = order.lines.map((line, index) => ({
      lineId: String(index + 1),
      id: line.product === 'gone' ? '00000000-0000-4000-8000-00000000dead' : ids[line.product],
      name: line.product,
      size: '40',
      quantity: line.quantity,
      price: line.price,
    }));
    await shop.database.db.execute(sql`
      insert into orders (name, email, status, order_type, payment_method, subtotal_cents,
                          transaction_amount_cents, refunded_cents, shipment, items, created_at)
      values ('Cliente', 'cliente@example.com', ${order.status}, 'mercadopago', 'mercadopago',
              ${order.amountCents}, ${order.amountCents}, ${order.refundedCents}, '{}'::jsonb,
              ${JSON.stringify(items)}::jsonb, ${order.at.toISOString()})`);
  };
  const report = async (query: string) => {
    const res = await shop.app.inject({
      url: `/api/admin/reports/sales?${query}`,
      headers: shop.adminHeaders,
    });
    return { status: res.statusCode, body: res.json() as SalesReportAnswer & { message?: string } };
  };

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    for (const product of PRODUCTS) {
      ids[product.key] = await addProduct(shop, {
        productName: product.name,
        price: product.price,
        cat: product.cat,
        sub_cat: product.sub || undefined,
        sizes: { '40': 5 },
      });
      await shop.database.db.execute(
        sql`update products set brand = ${product.brand} where id = ${ids[product.key]}`,
      );
    }
  });
  afterAll(() => shop.close());

  it('takes the range in Argentine days: 00:00 of the first to 23:59 of the last', async () => {
    await shop.database.db.execute(sql`delete from orders`);
    const at = (iso: string, pesos: number): ModelOrder => ({
      at: new Date(iso),
      status: ORDER_STATUS.approved,
      amountCents: pesos * 100,
      refundedCents: 0,
      lines: [{ product: 'boot', quantity: 1, price: pesos }],
    });
    for (const order of [
      at('2026-03-01T02:59:00Z', 1), // 28 Feb 23:59 in Buenos Aires: before
      at('2026-03-01T03:00:00Z', 10), // 1 March 00:00: the first minute
      at('2026-04-01T02:59:59Z', 100), // 31 March 23:59:59: the last second
      at('2026-04-01T03:00:00Z', 1000), // 1 April 00:00: after
    ])
      await insert(order);
    const { status, body } = await report('from=2026-03-01&to=2026-03-31&group=day');
    expect(status).toBe(200);
    expect(body.total).toMatchObject({ orders: 2, gross: 110, refunds: 0, net: 110 });
    expect(body.periods).toHaveLength(31);
    expect(body.periods[0]).toMatchObject({ key: '2026-03-01', orders: 1, net: 10 });
    expect(body.periods[30]).toMatchObject({ key: '2026-03-31', orders: 1, net: 100 });
    const months = await report('from=2026-02-01&to=2026-04-30&group=month');
    expect(months.body.periods.map((p) => [p.key, p.net])).toEqual([
      ['2026-02', 1],
      ['2026-03', 110],
      ['2026-04', 1000],
    ]);
    // Weeks start on Monday; a range starting on a Sunday opens with that week.
    const weeks = await report('from=2026-03-01&to=2026-03-09&group=week');
    expect(weeks.body.periods.map((p) => p.key)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
    expect(weeks.body.periods[0]).toMatchObject({ label: 'Semana del 23 feb 2026', net: 10 });
  });

  it.each([
    ['from=2026-03-10&to=2026-03-01', 'La fecha hasta no puede ser anterior a la fecha desde.'],
    [
      'from=2024-01-01&to=2026-03-01',
      'El período no puede superar 731 días (dos años): elegí un rango más corto.',
    ],
    ['from=2026-02-30&to=2026-03-01', 'La fecha desde no existe.'],
    ['from=01/03/2026&to=2026-03-01', 'La fecha desde debe tener el formato AAAA-MM-DD.'],
    ['to=2026-03-01', 'Falta la fecha desde.'],
    ['from=2026-03-01&to=2026-03-02&group=year', 'Agrupá por día, semana o mes.'],
  ])('refuses %s with 400 and says why', async (query, message) => {
    const res = await report(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', message });
  });

  it('sums by day, week, month, category and brand to the total net of refunds, as a model does (property)', async () => {
    const line = fc.record({
      product: fc.constantFrom<ProductKey | 'gone'>('boot', 'shirt', 'ball', 'gone'),
      quantity: fc.integer({ min: 1, max: 4 }),
      price: fc.integer({ min: 0, max: 90_000 }).map((c) => c / 100 + 1000),
    });
    const order = fc
      .record({
        minute: fc.integer({ min: 0, max: 75 * 24 * 60 }),
        status: fc.constantFrom(...Object.values(ORDER_STATUS)),
        lines: fc.array(line, { minLength: 1, maxLength: 3 }),
        shippingCents: fc.integer({ min: 0, max: 500_000 }),
        refundShare: fc.constantFrom(0, 0, 0.25, 0.5, 1),
      })
      .map(({ minute, status, lines, shippingCents, refundShare }): ModelOrder => {
        const amountCents =
          lines.reduce((sum, l) => sum + Math.round(l.quantity * l.price * 100), 0) + shippingCents;
        return {
          at: new Date(FIRST_DAY + minute * 60_000),
          status,
          amountCents,
          refundedCents: Math.round(amountCents * refundShare),
          lines,
        };
      });
    const range = fc
      .tuple(fc.integer({ min: 0, max: 75 }), fc.integer({ min: 0, max: 75 }))
      .map(([a, b]) =>
        [Math.min(a, b), Math.max(a, b)].map((offset) =>
          new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10),
        ),
      );

    await fc.assert(
      fc.asyncProperty(fc.array(order, { maxLength: 25 }), range, async (orders, [from, to]) => {
        await shop.database.db.execute(sql`delete from orders`);
        for (const o of orders) await insert(o);
        const counted = orders.filter((o) => {
          const day = argentineDay(o.at);
          return (PAID_STATUSES as string[]).includes(o.status) && day >= from! && day <= to!;
        });
        const net = (o: ModelOrder) => o.amountCents - o.refundedCents;
        const totalNet = counted.reduce((sum, o) => sum + net(o), 0);

        for (const group of ['day', 'week', 'month'] as const) {
          const { status, body } = await report(`from=${from}&to=${to}&group=${group}`);
          expect(status).toBe(200);
          expect(cents(body.total.net)).toBe(totalNet);
          expect(cents(body.total.gross)).toBe(counted.reduce((s, o) => s + o.amountCents, 0));
          expect(cents(body.total.refunds)).toBe(counted.reduce((s, o) => s + o.refundedCents, 0));
          expect(body.total.orders).toBe(counted.length);

          const byPeriod = new Map<string, number>();
          for (const o of counted) {
            const key = GROUP_KEY[group](argentineDay(o.at));
            byPeriod.set(key, (byPeriod.get(key) ?? 0) + net(o));
          }
          for (const period of body.periods)
            expect(cents(period.net)).toBe(byPeriod.get(period.key) ?? 0);
          expect(body.periods.reduce((s, p) => s + cents(p.net), 0)).toBe(totalNet);
          expect(body.periods[0]!.key).toBe(GROUP_KEY[group](from!));

          for (const [shares, nameOf] of [
            [
              body.byCategory,
              (key: ProductKey | 'gone') =>
                PRODUCTS.find((p) => p.key === key)?.cat ?? 'Sin categoría',
            ],
            [
              body.byBrand,
              (key: ProductKey | 'gone') =>
                PRODUCTS.find((p) => p.key === key)?.brand ?? 'Sin marca',
            ],
          ] as const) {
            expect(shares.reduce((s, share) => s + cents(share.net), 0)).toBe(totalNet);
            // Each order's net shared by its lines' value: exact up to a cent per order.
            const model = new Map<string, number>();
            for (const o of counted) {
              const weights = o.lines.map((l) => Math.round(l.quantity * l.price * 100));
              const sum = weights.reduce((a, b) => a + b, 0);
              o.lines.forEach((l, index) => {
                const name = nameOf(l.product);
                model.set(name, (model.get(name) ?? 0) + (net(o) * weights[index]!) / sum);
              });
            }
            for (const share of shares)
              expect(Math.abs(cents(share.net) - (model.get(share.key) ?? 0))).toBeLessThanOrEqual(
                counted.length,
              );
          }
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it('answers the same report as CSV, with Spanish headers and a BOM', async () => {
    await shop.database.db.execute(sql`delete from orders`);
    await insert({
      at: new Date('2026-03-02T15:00:00Z'),
      status: ORDER_STATUS.shipped,
      amountCents: 1_300_000,
      refundedCents: 300_000,
      lines: [
        { product: 'boot', quantity: 1, price: 5000 },
        { product: 'shirt', quantity: 1, price: 8000 },
      ],
    });
    const res = await shop.app.inject({
      url: '/api/admin/reports/sales/export?from=2026-03-01&to=2026-03-31&group=month',
      headers: shop.adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ventas-2026-03-01-a-2026-03-31.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFSección,Período o nombre,Órdenes,Unidades,Ventas,Reintegros,Neto',
      'Por mes,2026-03,1,,13000.00,3000.00,10000.00',
      'Total,2026-03-01 a 2026-03-31,1,,13000.00,3000.00,10000.00',
      'Categoría,Camisetas,,1,,,6153.85',
      'Categoría,Botines,,1,,,3846.15',
      'Marca,Nike,,1,,,6153.85',
      'Marca,Adidas,,1,,,3846.15',
      '',
    ]);
  });
});
