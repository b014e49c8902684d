import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { addProduct, createOrderShop, type OrderShop } from '../../test/order-shop.js';
import { createReportsRepo } from './repo.js';
import type { DashboardAnswer } from '@shop/domain';
import { createReportsService } from './service.js';

/** 09:00 on Sunday 15 March 2026 in Buenos Aires (UTC−3). */
const NOW = new Date('2026-03-15T12:00:00Z');

type Line = [productKey: 'boot' | 'shirt' | 'socks', quantity: number, price: number];
type FixtureOrder = [
  createdAt: string,
  status: string,
  method: 'transferencia' | 'mercadopago',
  pesos: number,
  lines: Line[],
];

/**
 * The fixture, with the local day of each order (UTC−3) and where the hand-worked figures below
 * count it. "today" is 2026-03-15.
 */
const ORDERS: FixtureOrder[] = [
  ['2026-03-15T10:00:00Z', 'Aprobado', 'mercadopago', 10000, [['boot', 2, 5000]]], // today
  ['2026-03-15T02:30:00Z', 'Aprobado', 'transferencia', 8000, [['shirt', 1, 8000]]], // 14th 23:30: yesterday
  ['2026-03-15T03:30:00Z', 'Enviado', 'transferencia', 6000, [['shirt', 1, 6000]]], // 15th 00:30: today
  ['2026-03-15T11:00:00Z', 'Pago Pendiente', 'transferencia', 5000, [['boot', 1, 5000]]], // unpaid, 1 h old
  [
    '2026-03-12T15:00:00Z',
    'Entregado',
    'mercadopago',
    20000,
    [
      ['boot', 3, 5000],
      ['socks', 5, 1000],
    ],
  ],
  ['2026-03-09T03:00:00Z', 'approved', 'mercadopago', 4000, [['socks', 4, 1000]]], // 9th 00:00: last 7
  ['2026-03-09T02:59:00Z', 'Aprobado', 'mercadopago', 3000, [['socks', 3, 1000]]], // 8th 23:59: previous 7
  ['2026-03-01T12:00:00Z', 'Aprobado', 'transferencia', 7000, [['boot', 1, 7000]]], // today−14
  ['2026-02-14T12:00:00Z', 'Aprobado', 'mercadopago', 9000, [['shirt', 2, 4500]]], // today−29: last 30
  ['2026-02-13T12:00:00Z', 'Aprobado', 'mercadopago', 11000, [['boot', 1, 11000]]], // today−30: previous 30
  ['2026-01-15T12:00:00Z', 'Enviado', 'transferencia', 2000, [['socks', 2, 1000]]], // today−59: previous 30
  ['2026-01-14T12:00:00Z', 'Aprobado', 'mercadopago', 50000, [['boot', 10, 5000]]], // today−60: outside
  ['2026-03-13T11:00:00Z', 'Pago Pendiente', 'transferencia', 12000, [['boot', 1, 12000]]], // 49 h unpaid
  ['2026-03-13T13:00:00Z', 'Pago Pendiente', 'transferencia', 1500, [['socks', 1, 1500]]], // 47 h
  ['2026-03-10T12:00:00Z', 'Pago Pendiente', 'mercadopago', 3000, [['socks', 3, 1000]]],
  ['2026-03-14T12:00:00Z', 'Cancelado', 'transferencia', 4000, [['shirt', 1, 4000]]],
  ['2026-03-14T13:00:00Z', 'rejected', 'mercadopago', 2500, [['shirt', 1, 2500]]],
  ['2026-01-01T12:00:00Z', 'Pago Pendiente', 'transferencia', 900, [['socks', 1, 900]]], // old unpaid
];

describe.each(databaseKinds())('dashboard figures on %s', (kind) => {
  let shop: OrderShop;
  let dashboard: DashboardAnswer;
  const ids: Record<Line[0], string> = { boot: '', shirt: '', socks: randomUUID() };
  const names: Record<Line[0], string> = {
    boot: 'Botín Copa',
    shirt: 'Camiseta Titular',
    socks: 'Medias',
  };

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    ids.boot = await addProduct(shop, {
      productName: names.boot,
      price: 5000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 0, '41': 2, '42': 3 },
    });
    ids.shirt = await addProduct(shop, {
      productName: names.shirt,
      price: 8000,
      cat: 'Camisetas',
      sub_cat: '24/25',
      sizes: { M: 1, L: 10 },
    });
    await addProduct(shop, {
      productName: 'Oculto',
      price: 1000,
      cat: 'Camisetas',
      sub_cat: '24/25',
      sizes: { S: 0 },
      disabled: true,
    });
    await shop.services.settings.update({ ...DEFAULT_SETTINGS, lowStockThreshold: 2 });
    for (const [createdAt, status, method, pesos, lines] of ORDERS) {
      const items = lines.map(([key, quantity, price], index) => ({
        lineId: String(index + 1),
        id: ids[key],
        name: names[key],
        size: '40',
        quantity,
        price,
      }));
      await shop.database.db.execute(sql`
        insert into orders (name, email, status, order_type, payment_method, subtotal_cents,
                            transaction_amount_cents, shipment, items, created_at)
        values ('Cliente', 'cliente@example.com', ${status}, ${method}, ${method}, ${pesos * 100},
                ${pesos * 100}, '{}'::jsonb, ${JSON.stringify(items)}::jsonb, ${createdAt})`);
    }
    const reports = createReportsService({
      repo: createReportsRepo(shop.database.db),
      settings: shop.services.settings,
      now: () => NOW,
    });
    dashboard = await reports.dashboard();
  });
  afterAll(() => shop.close());

  it('sums paid sales by Argentine day, each beside the previous period', () => {
    expect(dashboard.sales).toEqual({
      today: { amount: 16000, orders: 2, previous: { amount: 8000, orders: 1 } },
      last7: { amount: 48000, orders: 5, previous: { amount: 3000, orders: 1 } },
      last30: { amount: 67000, orders: 8, previous: { amount: 13000, orders: 2 } },
    });
    expect(dashboard.averageOrder).toBe(8375);
  });

  it('gives 30 days of paid revenue and orders, oldest first, days without sales at zero', () => {
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.daily[0]).toEqual({ day: '2026-02-14', amount: 9000, orders: 1 });
    expect(dashboard.daily[29]).toEqual({ day: '2026-03-15', amount: 16000, orders: 2 });
    const withSales = dashboard.daily.filter((day) => day.orders > 0);
    expect(withSales).toEqual([
      { day: '2026-02-14', amount: 9000, orders: 1 },
      { day: '2026-03-01', amount: 7000, orders: 1 },
      { day: '2026-03-08', amount: 3000, orders: 1 },
      { day: '2026-03-09', amount: 4000, orders: 1 },
      { day: '2026-03-12', amount: 20000, orders: 1 },
      { day: '2026-03-14', amount: 8000, orders: 1 },
      { day: '2026-03-15', amount: 16000, orders: 2 },
    ]);
  });

  it('counts the last 30 days of orders by status and paid orders by payment method', () => {
    expect(dashboard.ordersByStatus).toEqual([
      { key: 'Aprobado', orders: 5, amount: 37000 },
      { key: 'Pago Pendiente', orders: 4, amount: 21500 },
      { key: 'Cancelado', orders: 1, amount: 4000 },
      { key: 'Entregado', orders: 1, amount: 20000 },
      { key: 'Enviado', orders: 1, amount: 6000 },
      { key: 'approved', orders: 1, amount: 4000 },
      { key: 'rejected', orders: 1, amount: 2500 },
    ]);
    expect(dashboard.paymentMethods).toEqual([
      { key: 'mercadopago', orders: 5, amount: 46000 },
      { key: 'transferencia', orders: 3, amount: 21000 },
    ]);
  });

  it('ranks the products by units sold in paid orders', () => {
    expect(dashboard.topProducts).toEqual([
      { id: ids.socks, name: 'Medias', units: 12, amount: 12000 },
      { id: ids.boot, name: 'Botín Copa', units: 6, amount: 32000 },
      { id: ids.shirt, name: 'Camiseta Titular', units: 4, amount: 23000 },
    ]);
  });

  it('lists transfers unpaid after 48 hours, oldest first', () => {
    expect(dashboard.unpaidTransfers.total).toBe(2);
    expect(
      dashboard.unpaidTransfers.orders.map(({ amount, createdAt }) => ({ amount, createdAt })),
    ).toEqual([
      { amount: 900, createdAt: '2026-01-01T12:00:00.000Z' },
      { amount: 12000, createdAt: '2026-03-13T11:00:00.000Z' },
    ]);
  });

  it('lists enabled sizes at or under the threshold set in Ajustes, fewest first', () => {
    expect(dashboard.lowStock).toEqual({
      threshold: 2,
      total: 3,
      soldOut: 1,
      sizes: [
        { productId: ids.boot, productName: 'Botín Copa', variant: 'Único', size: '40', stock: 0 },
        {
          productId: ids.shirt,
          productName: 'Camiseta Titular',
          variant: 'Único',
          size: 'M',
          stock: 1,
        },
        { productId: ids.boot, productName: 'Botín Copa', variant: 'Único', size: '41', stock: 2 },
      ],
    });
  });

  it('lists every low size on GET /api/admin/stock/low, to an admin only', async () => {
    expect((await shop.app.inject('/api/admin/stock/low')).statusCode).toBe(401);
    const res = await shop.app.inject({ url: '/api/admin/stock/low', headers: shop.adminHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      threshold: 2,
      sizes: dashboard.lowStock.sizes,
      truncated: false,
    });
  });

  it('answers GET /api/admin/dashboard to an admin only', async () => {
    const anonymous = await shop.app.inject('/api/admin/dashboard');
    expect(anonymous.statusCode).toBe(401);
    const res = await shop.app.inject({ url: '/api/admin/dashboard', headers: shop.adminHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ days: 30, lowStock: { threshold: 2, total: 3 } });
  });

  describe('orders CSV export', () => {
    const exportCsv = (query: string, headers = shop.adminHeaders) =>
      shop.app.inject({ url: `/api/admin/orders/export${query}`, headers });
    const HEADER =
      'Orden,Fecha,Estado,Cliente,Email,Teléfono,DNI/CUIT,Medio de pago,Envío,Subtotal,Descuentos,Costo de envío,Total,Producto,Talle,Cantidad,Precio unitario,Importe';

    it('writes UTF-8 with a byte-order mark, Spanish headers, one row per line with the order repeated', async () => {
      const res = await exportCsv('?status=Entregado');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="ordenes.csv"');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(res.body.slice(1).split('\r\n')).toEqual([
        HEADER,
        '1005,2026-03-12 12:00,Entregado,Cliente,cliente@example.com,,,Mercado Pago,,20000.00,0.00,0.00,20000.00,Botín Copa,40,3,5000.00,15000.00',
        '1005,2026-03-12 12:00,Entregado,Cliente,cliente@example.com,,,Mercado Pago,,20000.00,0.00,0.00,20000.00,Medias,40,5,1000.00,5000.00',
        '',
      ]);
    });

    it('filters by Argentine date range and payment method, newest first', async () => {
      const res = await exportCsv('?from=2026-03-14&to=2026-03-15&payment_method=transferencia');
      expect(res.statusCode).toBe(200);
      const rows = res.body.slice(1).trim().split('\r\n').slice(1);
      expect(rows.map((row) => row.split(',').slice(0, 3).join(','))).toEqual([
        '1016,2026-03-14 09:00,Cancelado',
        '1004,2026-03-15 08:00,Pago pendiente',
        '1003,2026-03-15 00:30,Enviado',
        '1002,2026-03-14 23:30,Aprobado',
      ]);
    });

    it('keeps the search: name, e-mail or order number', async () => {
      const res = await exportCsv('?q=1017');
      expect(res.body.slice(1).trim().split('\r\n')).toHaveLength(2);
      const none = await exportCsv('?q=nadie');
      expect(none.body).toBe(`\uFEFF${HEADER}\r\n`);
    });

    it('refuses a bad date or range with a Spanish message, and anyone but an admin', async () => {
      const bad = await exportCsv('?from=14/03/2026');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        error: 'validation_error',
        message: 'La fecha debe tener el formato AAAA-MM-DD',
      });
      const reversed = await exportCsv('?from=2026-03-15&to=2026-03-01');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toBe(
        'La fecha desde no puede ser posterior a la fecha hasta',
      );
      expect((await exportCsv('', {})).statusCode).toBe(401);
    });
  });

  it('exports the catalogue as CSV, one row per colour and size, Spanish headers', async () => {
    const res = await shop.app.inject({
      url: '/api/admin/products/export',
      headers: shop.adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="productos.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = res.body.slice(1).trim().split('\r\n');
    expect(header).toBe(
      'ID producto,Nombre,Marca,Categoría,Subcategoría,Color,Talle,Stock,Precio,Precio de lista,Desactivado',
    );
    const withoutBrand = (row: string) => {
      const cells = row.split(',');
      cells.splice(2, 1);
      return cells.join(',');
    };
    expect(rows.map(withoutBrand)).toEqual([
      `${ids.boot},Botín Copa,Botines,Futbol 11,Único,40,0,5000.00,,No`,
      `${ids.boot},Botín Copa,Botines,Futbol 11,Único,41,2,5000.00,,No`,
      `${ids.boot},Botín Copa,Botines,Futbol 11,Único,42,3,5000.00,,No`,
      `${ids.shirt},Camiseta Titular,Camisetas,24/25,Único,M,1,8000.00,,No`,
      `${ids.shirt},Camiseta Titular,Camisetas,24/25,Único,L,10,8000.00,,No`,
      expect.stringMatching(/^[0-9a-f-]{36},Oculto,Camisetas,24\/25,Único,S,0,1000\.00,,Sí$/),
    ]);
    expect((await shop.app.inject('/api/admin/products/export')).statusCode).toBe(401);
  });
});
