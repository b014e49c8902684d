import { ORDER_STATUS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { databaseKinds } from '../../test/harness.js';
import { productBody } from '../../test/fixtures.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  type OrderShop,
} from '../../test/order-shop.js';

type Stored = { id: string; variants: unknown; sizesInStock: string[]; inStock: boolean };
type SizeRow = { productId: string; variantId: number; size: string; stock: number; sold: number };
type VariantRow = { productId: string; variantId: number; name: string; images: string[] };

/**
 * The read model as the normalized tables say it should be, computed here in JS from
 * product_variants and product_sizes (in their positions), independently of the triggers.
 */
async function expectedReadModel(shop: OrderShop): Promise<Stored[]> {
  const db = shop.database.db;
  const products = await queryRows<{ id: string }>(db, sql`select id from products order by id`);
  const variants = await queryRows<VariantRow>(
    db,
    sql`select product_id as "productId", variant_id as "variantId", name, images
        from product_variants order by product_id, position`,
  );
  const sizes = await queryRows<SizeRow>(
    db,
    sql`select product_id as "productId", variant_id as "variantId", size, stock, sold
        from product_sizes order by product_id, variant_id, position`,
  );
  return products.map(({ id }) => {
    const own = sizes.filter((s) => s.productId === id);
    const sizesInStock = [...new Set(own.filter((s) => s.stock > 0).map((s) => s.size))].sort();
    return {
      id,
      variants: variants
        .filter((v) => v.productId === id)
        .map((v) => ({
          id: v.variantId,
          variant: v.name,
          imgUrl: v.images,
          sizes: own
            .filter((s) => s.variantId === v.variantId)
            .map(({ size, stock, sold }) => ({ size, stock, sold })),
        })),
      sizesInStock,
      inStock: sizesInStock.length > 0,
    };
  });
}

async function storedReadModel(shop: OrderShop): Promise<Stored[]> {
  const rows = await queryRows<Stored>(
    shop.database.db,
    sql`select id, variants, sizes_in_stock as "sizesInStock", in_stock as "inStock"
        from products order by id`,
  );
  return rows.map((row) => ({
    ...row,
    variants: typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants,
    // Sorted as the database collates; compared in JS order.
    sizesInStock: [...row.sizesInStock].sort(),
  }));
}

/** Kept counts (non-zero) and the same counted over the products, both as `cat/sub/brand=n`. */
async function countsBothWays(shop: OrderShop) {
  const line = sql`cat || '/' || sub_cat || '/' || brand || '=' || n`;
  const read = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ line: string }>(shop.database.db, query)).map((row) => row.line).sort();
  return {
    kept: await read(
      sql`select ${line} as line from (select cat, sub_cat, brand, products as n
          from catalogue_counts where products <> 0) c`,
    ),
    counted: await read(
      sql`select ${line} as line from (select cat, coalesce(sub_cat, '') as sub_cat, brand,
          count(*) as n from products where not disabled group by 1, 2, 3) c`,
    ),
  };
}

describe.each(databaseKinds())('the catalogue read model on %s', (kind) => {
  let shop: OrderShop;
  const expectInStep = async () => {
    expect(await storedReadModel(shop)).toEqual(await expectedReadModel(shop));
    const { kept, counted } = await countsBothWays(shop);
    expect(kept).toEqual(counted);
  };
  const put = (id: string, body: unknown) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: shop.adminHeaders,
      payload: body as object,
    });
  const catalogue = async (query: string) =>
    (
      (await shop.app.inject({ url: `/api/products?page=1&${query}` })).json() as {
        items: { id: string; stock: number; variants: unknown }[];
        total: number;
      }
    ).items;

  beforeAll(async () => {
    shop = await createOrderShop(kind);
  });
  afterAll(() => shop.close());

  it('follows every kind of write, and the catalogue answers from it', async () => {
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: shop.adminHeaders,
      payload: productBody({ productName: 'Botines Modelo Lectura' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const boot = created.json() as { id: string };
    await expectInStep();
    expect((await catalogue('size=40')).map((p) => p.id)).toEqual([boot.id]);
    expect(await catalogue('size=41')).toEqual([]);

    // An edit of the product's own fields only, then new variants and sizes.
    expect((await put(boot.id, { productName: 'Botines Modelo Lectura II' })).statusCode).toBe(200);
    await expectInStep();
    const edited = await put(boot.id, {
      variants: [
        {
          id: 1,
          variant: 'Negro y dorado',
          imgUrl: ['/api/images/00000000-0000-4000-8000-000000000002'],
          sizes: [
            { size: '41', stock: 2, sold: 2 },
            { size: '42', stock: 0, sold: 0 },
          ],
        },
        {
          id: 7,
          variant: 'Blanco',
          imgUrl: [],
          sizes: [{ size: '43', stock: 5, sold: 0 }],
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectInStep();
    expect(await catalogue('size=40')).toEqual([]);
    expect((await catalogue('size=43')).map((p) => p.id)).toEqual([boot.id]);

    // Stock taken by an order, then given back when the admin cancels it; the sales count
    // (the popular sort) moves with the sizes' sold counts.
    const salesOf = async () =>
      (
        await queryRows<{ sales: number }>(
          shop.database.db,
          sql`select total_sales as sales from products where id = ${boot.id}`,
        )
      )[0]?.sales;
    const salesBefore = await salesOf();
    const order = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: boot.id, size: '41', quantity: 2 }]),
    });
    expect(order.statusCode, order.body).toBe(201);
    await expectInStep();
    expect(await catalogue('size=41')).toEqual([]);
    expect(await salesOf()).toBe(salesBefore! + 2);
    const { order_number: orderNumber } = order.json() as { order_number: number };
    const orders = (
      await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders })
    ).json() as { id: string; order_number: number }[];
    const placed = orders.find((o) => o.order_number === orderNumber);
    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/${placed?.id}`,
      headers: shop.adminHeaders,
      payload: { status: ORDER_STATUS.cancelled },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectInStep();
    expect((await catalogue('size=41')).map((p) => p.id)).toEqual([boot.id]);
    expect(await salesOf()).toBe(salesBefore);

    // Moved to another brand and subcategory, then disabled: the read model and the counts
    // stay right and the shoppers' catalogue leaves it out.
    const totalOf = async (query: string) =>
      (
        (await shop.app.inject({ url: `/api/products?page=1&${query}` })).json() as {
          total: number;
        }
      ).total;
    const pumaBefore = await totalOf('brand=Puma');
    expect((await put(boot.id, { brand: 'Puma', sub_cat: 'Futbol 5' })).statusCode).toBe(200);
    await expectInStep();
    expect(await totalOf('brand=Puma&subcategory=Futbol 5')).toBe(1);
    expect((await put(boot.id, { disabled: true })).statusCode).toBe(200);
    await expectInStep();
    expect(await catalogue('size=43')).toEqual([]);
    expect(await totalOf('brand=Puma')).toBe(pumaBefore);
  });

  it('follows writers that bypass the service (a bulk import, a seed) and deletes', async () => {
    const id = await addProduct(shop, {
      productName: 'Camiseta Carga Directa',
      price: 30000,
      cat: 'Camisetas',
      sub_cat: '24/25',
      sizes: { S: 0 },
    });
    const db = shop.database.db;
    await db.execute(
      sql`insert into product_sizes (product_id, variant_id, size, position, stock, sold)
          values (${id}, 1, 'XL', 1, 4, 0)`,
    );
    await db.execute(sql`update product_variants set name = 'Azul' where product_id = ${id}`);
    await db.execute(sql`update product_sizes set stock = 0 where product_id = ${id}`);
    await expectInStep();
    await db.execute(sql`delete from product_sizes where product_id = ${id} and size = 'S'`);
    await db.execute(sql`update product_sizes set stock = 9 where product_id = ${id}`);
    await expectInStep();
    await db.execute(sql`delete from product_variants where product_id = ${id}`);
    await expectInStep();
    expect((await storedReadModel(shop)).find((p) => p.id === id)?.variants).toEqual([]);
    await db.execute(
      sql`update products set cat = 'Indumentaria', sub_cat = null where id = ${id}`,
    );
    await expectInStep();
    await db.execute(sql`delete from products where id = ${id}`);
    await expectInStep();
  });

  it("takes an order's stock without writing any index of products (a HOT update, decision 0043)", async () => {
    // Enough of every size that the orders below sell none out (that changes the size filter).
    await shop.database.db.execute(sql`update product_sizes set stock = stock + 10`);
    const sizes = await queryRows<{ productId: string; variantId: number; size: string }>(
      shop.database.db,
      sql`select product_id as "productId", variant_id as "variantId", size from product_sizes
          where stock > 3 order by product_id, variant_id, size`,
    );
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    const rolledBack = new Error('rolled back');
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: sizes.length - 1 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.integer({ min: 1, max: 3 }),
        async (picked, quantity) => {
          let counts: { updated: number; hot: number } | undefined;
          // As the order's statement takes stock (orders/repo.ts), in a transaction undone after.
          // The counters may still hold earlier transactions' counts (PGlite): read before and after.
          await shop.database.db
            .transaction(async (tx) => {
              const read = async () =>
                (
                  await queryRows<{ updated: number; hot: number }>(
                    tx,
                    sql`select pg_stat_get_xact_tuples_updated('products'::regclass)::int as updated,
                      pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int as hot`,
                  )
                )[0]!;
              const before = await read();
              for (const at of picked) {
                const { productId, variantId, size } = sizes[at]!;
                await tx.execute(sql`update product_sizes
                  set stock = stock - ${quantity}, sold = sold + ${quantity}
                  where product_id = ${productId} and variant_id = ${variantId} and size = ${size}`);
              }
              const after = await read();
              counts = { updated: after.updated - before.updated, hot: after.hot - before.hot };
              throw rolledBack;
            })
            .catch((error: unknown) => {
              if (error !== rolledBack) throw error;
            });
          // Each statement rewrote its product's row (stock and sales), and every rewrite was HOT.
          expect(counts!.updated).toBeGreaterThanOrEqual(picked.length);
          expect(counts!.hot).toBe(counts!.updated);
        },
      ),
      { numRuns: 15 },
    );
  });
});
