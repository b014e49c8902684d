import { ORDER_STATUS, type NewOrdersAnswer } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

const SHIPMENT = JSON.stringify({
  street_name: 'Corrientes',
  street_number: '1234',
  floor: '',
  apartment: '',
  aclaration: '',
  city_name: 'CABA',
  state_name: 'Ciudad Autónoma de Buenos Aires',
  zipCode: '1043',
  rate: { productName: 'Clasico', deliveredType: 'D', agencyAddress: '', agencyCode: '' },
});

describe.each(databaseKinds())('new orders reach the owner, on %s', (kind) => {
  let shop: TestShop;

  /** An order as a checkout leaves it: never opened. */
  async function seed(name: string, status: string, paymentMethod: string, createdAt: string) {
    const [row] = await queryRows<{ id: string; order_number: number }>(
      shop.database.db,
      sql`insert into orders (name, email, status, order_type, payment_method, subtotal_cents,
            transaction_amount_cents, shipment, items, created_at)
          values (${name}, 'cliente@example.com', ${status}, ${paymentMethod}, ${paymentMethod},
            4500000, 4500000, ${SHIPMENT}::jsonb, '[]'::jsonb, ${createdAt}::timestamptz)
          returning id, order_number`,
    );
    return row!;
  }
  const newOrders = async () => {
    const res = await shop.app.inject({ url: '/api/admin/orders/new', headers: shop.adminHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NewOrdersAnswer;
  };
  const open = (id: string, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'POST', url: `/api/order/${id}/opened`, headers });
  const version = async (id: string) =>
    (
      await queryRows<{ version: number }>(
        shop.database.db,
        sql`select version from orders where id = ${id}`,
      )
    )[0]!.version;

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  it('counts none in an empty shop', async () => {
    expect(await newOrders()).toEqual({ count: 0, latest: null });
  });

  it('counts unopened orders and names the newest; an unpaid card checkout is not one yet', async () => {
    const transfer = await seed(
      'Ana',
      ORDER_STATUS.awaitingPayment,
      'transferencia',
      '2026-03-01T10:00:00Z',
    );
    const paid = await seed(
      'Bruno Díaz',
      ORDER_STATUS.approved,
      'mercadopago',
      '2026-03-01T11:00:00Z',
    );
    await seed('Carla', ORDER_STATUS.awaitingPayment, 'mercadopago', '2026-03-01T12:00:00Z');
    await seed('Dario', ORDER_STATUS.cardRejected, 'mercadopago', '2026-03-01T12:30:00Z');
    await seed('Eva', ORDER_STATUS.cancelled, 'mercadopago', '2026-03-01T13:00:00Z');
    expect(await newOrders()).toEqual({
      count: 2,
      latest: {
        id: paid.id,
        order_number: paid.order_number,
        name: 'Bruno Díaz',
        total: 45000,
        created_at: '2026-03-01T11:00:00.000Z',
      },
    });

    // Opening the newest: the count drops and the next one is named.
    const before = await version(paid.id);
    const res = await open(paid.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await newOrders()).toMatchObject({ count: 1, latest: { id: transfer.id } });
    // Opening it again writes nothing: its version (the form's stale-write check) moved once.
    expect((await open(paid.id)).statusCode).toBe(204);
    expect(await version(paid.id)).toBe(before + 1);

    expect((await open(transfer.id)).statusCode).toBe(204);
    expect(await newOrders()).toEqual({ count: 0, latest: null });
  });

  it('answers 404 in Spanish for an order that does not exist, writing nothing', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await open(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'No encontramos ese pedido.' });
    }
  });

  it('refuses both calls without a valid admin token', async () => {
    const order = await seed(
      'Fede',
      ORDER_STATUS.approved,
      'transferencia',
      '2026-03-02T10:00:00Z',
    );
    expect((await shop.app.inject('/api/admin/orders/new')).statusCode).toBe(401);
    expect((await open(order.id, {})).statusCode).toBe(401);
    expect(await newOrders()).toMatchObject({ count: 1, latest: { id: order.id } });
  });
});
