import { ORDER_STATUS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';
import { SHOP_TIME_ZONE } from './repo.js';

const tz = sql.raw(`'${SHOP_TIME_ZONE}'`);

/**
 * The per-day summaries the dashboard reads (order_day_figures, product_day_sales) are kept by a
 * trigger on orders; after any mix of writes they must equal the figures summed from the orders.
 */
describe.each(databaseKinds())('dashboard summaries on %s', (kind) => {
  let shop: TestShop;
  const run = (query: ReturnType<typeof sql>) => shop.database.db.execute(query);

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  async function insertOrder(status: string, method: string, cents: number, createdAt: string) {
    const items = [
      { lineId: '1', id: 'p1', name: 'Botín', size: '40', quantity: 2, price: 1000.5 },
      { lineId: '2', id: 'p2', name: 'Medias', size: 'M', quantity: 1, price: 300 },
      { lineId: '3', id: 'p1', name: 'Botín', size: '41', quantity: 1, price: 1000.5 },
    ];
    const [row] = await queryRows<{ id: string }>(
      shop.database.db,
      sql`insert into orders (name, email, status, order_type, payment_method, subtotal_cents,
                              transaction_amount_cents, shipment, items, created_at)
          values ('Cliente', 'cliente@example.com', ${status}, ${method}, ${method}, ${cents},
                  ${cents}, '{}'::jsonb, ${JSON.stringify(items)}::jsonb, ${createdAt})
          returning id`,
    );
    return row!.id;
  }

  /** The summaries as kept, and as summed afresh from the orders (rows at zero left out). */
  async function keptAndFresh() {
    const kept = await queryRows(
      shop.database.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, status, payment_method, orders, cents::text
          from order_day_figures where orders <> 0 order by 1, 2, 3`,
    );
    const fresh = await queryRows(
      shop.database.db,
      sql`select to_char((created_at at time zone ${tz})::date, 'YYYY-MM-DD') as day, status,
                 payment_method, count(*)::int as orders, sum(transaction_amount_cents)::text as cents
          from orders group by 1, 2, 3 order by 1, 2, 3`,
    );
    const keptSales = await queryRows(
      shop.database.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, status, product_id, units::text,
                 revenue_cents::text
          from product_day_sales where units <> 0 order by 1, 2, 3`,
    );
    const freshSales = await queryRows(
      shop.database.db,
      sql`select to_char((o.created_at at time zone ${tz})::date, 'YYYY-MM-DD') as day, o.status,
                 line.id as product_id, sum(line.quantity)::text as units,
                 round(sum(line.quantity * line.price) * 100)::text as revenue_cents
          from orders o, jsonb_to_recordset(o.items) as line(id text, quantity int, price numeric)
          group by 1, 2, 3 order by 1, 2, 3`,
    );
    return { kept: { days: kept, sales: keptSales }, fresh: { days: fresh, sales: freshSales } };
  }

  it('follows inserts, status and item changes, moved dates and deletes', async () => {
    const first = await insertOrder(
      ORDER_STATUS.approved,
      'mercadopago',
      300100,
      '2026-03-15T02:30:00Z',
    );
    const second = await insertOrder(
      ORDER_STATUS.awaitingPayment,
      'transferencia',
      150000,
      '2026-03-15T12:00:00Z',
    );
    await insertOrder(ORDER_STATUS.shipped, 'mercadopago', 99900, '2026-03-10T12:00:00Z');
    let figures = await keptAndFresh();
    expect(figures.kept).toEqual(figures.fresh);
    expect(figures.kept.days).toContainEqual({
      day: '2026-03-14',
      status: ORDER_STATUS.approved,
      payment_method: 'mercadopago',
      orders: 1,
      cents: '300100',
    });
    expect(figures.kept.sales).toContainEqual({
      day: '2026-03-14',
      status: ORDER_STATUS.approved,
      product_id: 'p1',
      units: '3',
      revenue_cents: '300150',
    });

    await run(sql`update orders set status = ${ORDER_STATUS.approved} where id = ${second}`);
    await run(sql`update orders set status = ${ORDER_STATUS.cancelled} where id = ${first}`);
    await run(
      sql`update orders set items = jsonb_set(items, '{0,quantity}', '5'),
                            transaction_amount_cents = 500000,
                            created_at = '2026-03-01T12:00:00Z'
          where id = ${second}`,
    );
    await run(sql`update orders set name = 'Otro nombre'`);
    await run(sql`delete from orders where id = ${first}`);
    figures = await keptAndFresh();
    expect(figures.kept).toEqual(figures.fresh);
    expect(figures.kept.days.map((row) => row.day)).toEqual(['2026-03-01', '2026-03-10']);
  });

  it('keeps nothing of a transaction rolled back', async () => {
    const before = await keptAndFresh();
    await expect(
      shop.database.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set status = ${ORDER_STATUS.delivered}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await keptAndFresh()).toEqual(before);
  });
});
