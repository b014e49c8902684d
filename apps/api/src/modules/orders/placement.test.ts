/**
 * The statement that places an order (OrderRepo.place) on each database: it writes the order
 * with its stock, coupon use, promotion uses, first event and jobs, or, refused, none of them.
 */
import { randomUUID } from 'node:crypto';
import { ORDER_STATUS, promotionSchema, type StockDemand } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  createOrderShop,
  footprint,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';
import { createOrderRepo, type OrderRepo } from './repo.js';
import type { OrderPlacement } from './rows.js';

describe.each(databaseKinds())('placing an order in one statement on %s', (kind) => {
  let shop: OrderShop;
  let repo: OrderRepo;
  let boot: string;
  let coupon: {
    id: string;
    version: number;
    perCustomerLimit: null;
    customer: { email: string; clientId: string };
  };
  /** The coupon as it was before an edit: its version moved on since. */
  const edited = () => ({ ...coupon, version: coupon.version + 1 });
  let promotionId: string;

  const demand = (size: string, quantity: number): StockDemand => ({
    productId: boot,
    variantId: 1,
    size,
    quantity,
    name: 'Botín Sentencia',
  });

  /** A transfer order for the demands, its first event and one e-mail job. */
  function placement(over: Partial<OrderPlacement> = {}): OrderPlacement {
    const id = randomUUID();
    return {
      row: {
        id,
        name: 'Juana Pérez',
        email: 'juana@example.com',
        status: ORDER_STATUS.awaitingPayment,
        orderType: 'transferencia',
        paymentMethod: 'transferencia',
        subtotalCents: 2_000_000,
        transactionAmountCents: 1_700_000,
        shipment: {},
        items: [],
      },
      demands: [demand('40', 1), demand('41', 1)],
      coupon: null,
      prices: [{ productId: boot, priceCents: 2_000_000 }],
      promotionIds: [],
      event: { type: 'created', actor: 'shopper', fromStatus: null, toStatus: 'pending' },
      jobs: [{ kind: 'email', payload: { to: 'juana@example.com', orderId: id } }],
      ...over,
    };
  }

  const usesLeft = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          shop.database.db,
          sql`select remaining_uses as n from coupons where id = ${coupon.id}`,
        )
      )[0]?.n,
    );

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    repo = createOrderRepo(shop.database.db);
    boot = await addProduct(shop, {
      productName: 'Botín Sentencia',
      price: 20000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 5, '41': 1, '42': 3 },
    });
    await shop.services.discounts.create({
      code: 'UNO',
      description: '',
      percentage: 10,
      remainingUses: 1,
    });
    const [row] = await queryRows<{ id: string; version: number }>(
      shop.database.db,
      sql`select id, version from coupons where code = 'UNO'`,
    );
    coupon = {
      ...row!,
      perCustomerLimit: null,
      customer: { email: 'ana@example.com', clientId: '' },
    };
    promotionId = (
      await shop.services.promotions.create(
        promotionSchema.parse({
          title: '2x1 en botines',
          type: '2x1',
          categories: ['Botines'],
          endDate: '2099-12-31',
        }),
      )
    ).id;
  });
  afterAll(() => shop.close());

  it('a size with too few units: nothing is written, not even the sizes that had enough', async () => {
    const before = await footprint(shop);
    const refused = await repo.place(
      shop.database.db,
      placement({ demands: [demand('40', 2), demand('41', 2)] }),
    );
    expect(refused).toBe('stock');
    expect(await footprint(shop)).toEqual(before);
    expect(await stockOf(shop, boot, '40')).toBe(5);
  });

  it('a coupon read before an edit (another version): nothing is written', async () => {
    const before = await footprint(shop);
    const changed = await repo.place(shop.database.db, placement({ coupon: edited() }));
    expect(changed).toBe('coupon');
    expect(await footprint(shop)).toEqual(before);
    expect(await usesLeft()).toBe(1);
  });

  it('placed: the order numbered, its units, coupon use, promotion use, event and jobs', async () => {
    const before = await footprint(shop);
    const wanted = placement({ coupon, promotionIds: [promotionId] });
    const placed = await repo.place(shop.database.db, wanted);
    if (typeof placed === 'string') throw new Error(`refused: ${placed}`);
    expect(placed.id).toBe(wanted.row.id);
    expect(placed.orderNumber).toBeGreaterThan(1000);
    expect(placed.stockHeld).toBe(true);
    expect(await footprint(shop)).toEqual({
      ...before,
      orders: before.orders + 1,
      stock: before.stock - 2,
      sold: before.sold + 2,
      sales: before.sales + 2,
      coupon_uses: before.coupon_uses - 1,
      coupon_usages: before.coupon_usages + 1,
      promotion_usages: before.promotion_usages + 1,
      events: before.events + 1,
      jobs: before.jobs + 1,
    });
    const [event] = await queryRows<{ type: string; actor: string; to_status: string }>(
      shop.database.db,
      sql`select type, actor, to_status from order_events where order_id = ${placed.id}`,
    );
    expect(event).toEqual({ type: 'created', actor: 'shopper', to_status: 'pending' });
  });

  it("the Idempotency-Key's order exists: nothing more is written", async () => {
    const key = `clave-${kind}`;
    const first = placement({ demands: [demand('42', 1)] });
    const placed = await repo.place(shop.database.db, {
      ...first,
      row: { ...first.row, idempotencyKey: key },
    });
    expect(typeof placed).toBe('object');
    const before = await footprint(shop);
    const again = placement({ demands: [demand('42', 1)] });
    const replayed = await repo.place(shop.database.db, {
      ...again,
      row: { ...again.row, idempotencyKey: key },
    });
    expect(replayed).toBe('replayed');
    expect(await footprint(shop)).toEqual(before);
    expect(await stockOf(shop, boot, '42')).toBe(2);
  });

  it('a refused order takes no number: the next one placed is numbered right after', async () => {
    const first = await repo.place(shop.database.db, placement({ demands: [demand('40', 1)] }));
    if (typeof first === 'string') throw new Error(`refused: ${first}`);
    expect(await repo.place(shop.database.db, placement({ demands: [demand('41', 9)] }))).toBe(
      'stock',
    );
    expect(await repo.place(shop.database.db, placement({ demands: [], coupon: edited() }))).toBe(
      'coupon',
    );
    const next = await repo.place(shop.database.db, placement({ demands: [demand('40', 1)] }));
    if (typeof next === 'string') throw new Error(`refused: ${next}`);
    expect(next.orderNumber).toBe(first.orderNumber + 1);
  });

  it("a price that is not the product's any more (or a disabled product): nothing is written", async () => {
    const before = await footprint(shop);
    const stale = await repo.place(
      shop.database.db,
      placement({ prices: [{ productId: boot, priceCents: 1_999_900 }] }),
    );
    expect(stale).toBe('price');
    expect(await footprint(shop)).toEqual(before);
    await shop.database.db.execute(sql`update products set disabled = true where id = ${boot}`);
    try {
      expect(await repo.place(shop.database.db, placement())).toBe('price');
      expect(await footprint(shop)).toEqual(before);
    } finally {
      await shop.database.db.execute(sql`update products set disabled = false where id = ${boot}`);
    }
  });

  it('an order that holds no stock takes none', async () => {
    const before = await footprint(shop);
    const placed = await repo.place(shop.database.db, placement({ demands: [] }));
    expect(typeof placed).toBe('object');
    expect(await footprint(shop)).toMatchObject({
      stock: before.stock,
      orders: before.orders + 1,
    });
  });
});
