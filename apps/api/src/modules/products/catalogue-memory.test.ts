import { newProductSchema } from '@shop/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';
import { createDemoProducts } from '../../test/demo-products.js';
import { seedGeneratedProducts } from '../../seed/benchmark-catalogue/seed-generated-products.js';
import { SEARCH_QUERY_SET } from '../search/query-set.js';
import { SHOPPER_QUERIES } from '../search/shopper-query-set.js';
import { productBody } from '../../test/fixtures.js';
import { checkoutBody, createOrderShop, type OrderShop } from '../../test/order-shop.js';
import { createProductService, type CatalogueFilter, type ProductService } from './service.js';
import { createProductRepo } from './repo.js';
import { sqlCatalogueReader } from './sql-catalogue-reader.js';
import { passesWithin } from '../../test/eventually.js';

const CATEGORIES = [
  { cat: 'Botines', subs: ['Futbol 11', 'Futbol 5'] },
  { cat: 'Camisetas', subs: ['24/25', 'Retro'] },
  { cat: 'Indumentaria', subs: ['Campera', 'Buzo'] },
];
const BRANDS = ['Nike', 'Adidas', 'Puma'];
const BOOT_SIZES = ['39', '40', '41', '42'];
const LETTER_SIZES = ['S', 'M', 'L', 'XL'];
const SIZES = [...BOOT_SIZES, ...LETTER_SIZES];
const TAGS = ['Hombre', 'Mujer', 'Deportivo', 'Urbano'];
const SORTS = ['price_asc', 'novedades', 'popular', 'price_desc'] as const;

/** Waits for a change another writer made (notices arrive moments after its commit). */
const eventually = (check: () => Promise<void>, timeoutMs = 5000) => passesWithin(timeoutMs, check);

/**
 * The products service over each catalogue reader (catalogue-reader.ts): the shop's, which reads
 * the memory, and one over the SQL reader alone, counting afresh each time so that it sees writes
 * that bypass the shop at once, as the memory does.
 */
function overEachReader(shop: TestShop) {
  return {
    memory: shop.services.products,
    sql: createProductService(
      createProductRepo(shop.database.db),
      shop.services.search,
      sqlCatalogueReader(createProductRepo(shop.database.db), 0),
    ),
  };
}

/**
 * The same request through each reader: the memory's answer must be its kept JSON text, the
 * SQL's the answer the HTTP layer serializes; both as the JSON a shopper receives.
 */
async function fromEachReader(
  readers: Record<'memory' | 'sql', ProductService>,
  ask: (service: ProductService) => Promise<unknown>,
) {
  const kept = await ask(readers.memory);
  const read = await ask(readers.sql);
  expect(typeof kept).toBe('string');
  expect(typeof read).toBe('object');
  return { kept: JSON.parse(kept as string) as unknown, read: JSON.parse(JSON.stringify(read)) };
}

describe.each(databaseKinds())('the catalogue memory on %s', (kind) => {
  let shop: OrderShop;
  let readers: ReturnType<typeof overEachReader>;
  const ids: string[] = [];
  const service = () => shop.services.products;

  async function expectSameAnswers(filter: CatalogueFilter, page = 1, limit = 12) {
    const { kept, read } = await fromEachReader(readers, (over) =>
      over.listPageAnswer(filter, page, limit),
    );
    expect(kept).toEqual(read);
  }

  beforeAll(async () => {
    // The database path reuses a filter's count for the cache's time to live: short here, so
    // it catches up with writes that bypass the shop as quickly as the memory does.
    shop = await createOrderShop(kind, {}, { publicCacheTtlMs: 100 });
    readers = overEachReader(shop);
    // Prices repeat (ties go by id, as in SQL), sizes and tags vary, two are disabled.
    for (let i = 0; i < 36; i++) {
      const { cat, subs } = CATEGORIES[i % 3]!;
      const product = await service().create(
        newProductSchema.parse(
          productBody({
            productName: `Producto Memoria ${i}`,
            price: 10000 + (i % 7) * 1000,
            compare_price: undefined,
            brand: BRANDS[i % 3],
            cat,
            sub_cat: subs[i % 2],
            tags: [TAGS[i % 4]!, ...(i % 5 === 0 ? [TAGS[(i + 1) % 4]!] : [])],
            disabled: i % 17 === 16,
            variants: [
              {
                id: 1,
                variant: 'Único',
                imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
                sizes: (cat === 'Botines' ? BOOT_SIZES : LETTER_SIZES)
                  .filter((_, s) => (i + s) % 3 !== 0)
                  .map((size, s) => ({
                    size,
                    stock: (i + s) % 4,
                    sold: 0,
                  })),
              },
            ],
          }),
        ),
      );
      ids.push(product.id);
    }
    // Sales for the "popular" sort, some tied; some products without a subcategory.
    await shop.database.db.execute(
      sql`update products set total_sales = (abs(hashtext(id::text)) % 4)`,
    );
    await shop.database.db.execute(
      sql`update products set sub_cat = null where product_name like '%0' or product_name like '%4'`,
    );
    await shop.services.catalogueMemory!.loaded();
    await shop.services.catalogueMemory!.sync();
  });
  afterAll(() => shop.close());

  it('answers every filter, sort and page exactly as the database does', async () => {
    const filter = fc.record({
      categories: fc.subarray(CATEGORIES.map((c) => c.cat)),
      subcategories: fc.subarray(CATEGORIES.flatMap((c) => c.subs)),
      brands: fc.subarray(BRANDS),
      sizes: fc.subarray(SIZES, { maxLength: 2 }),
      tags: fc.subarray(TAGS, { maxLength: 2 }),
      sort: fc.option(fc.constantFrom(...SORTS), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        filter,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 12 }),
        async (chosen, page, limit) => {
          await expectSameAnswers({ ...chosen, includeDisabled: false }, page, limit);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers the whole list and each product by slug or id as the database does', async () => {
    const filters = [
      {},
      { categories: ['Botines'], sizes: [BOOT_SIZES[1]!] },
      { brands: [BRANDS[1]!, BRANDS[2]!], tags: [TAGS[0]!] },
    ];
    for (const sort of SORTS) {
      for (const filter of filters) {
        const { kept, read } = await fromEachReader(readers, (over) =>
          over.listAllAnswer({ ...filter, sort, includeDisabled: false }),
        );
        expect((read as unknown[]).length).toBeGreaterThan(0);
        expect(kept).toEqual(read);
      }
    }
    let found = 0;
    for (const id of ids) {
      const read = await readers.sql.getAnswer(id, false).catch(() => 'missing' as const);
      if (read === 'missing') {
        await expect(readers.memory.getAnswer(id, false)).rejects.toThrow();
        continue;
      }
      found++;
      for (const idOrSlug of [id, (read as { slug: string }).slug]) {
        const { kept } = await fromEachReader(readers, (over) => over.getAnswer(idOrSlug, false));
        expect(kept).toEqual(JSON.parse(JSON.stringify(read)));
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it("shows a write through the shop in the writer's next read", async () => {
    const [first, second] = ids as [string, string];
    const priced = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${first}`,
      headers: shop.adminHeaders,
      payload: { price: 1 },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const cheapest = await shop.app.inject({ url: '/api/products?page=1&sort=price_asc&limit=1' });
    expect((cheapest.json() as { items: { id: string }[] }).items[0]?.id).toBe(first);

    // An order takes the last unit of a size: the size filter drops the product within moments
    // (an order's answer does not wait for the memory, decision 0035).
    const size = (
      (await shop.app.inject({ url: `/api/products/${second}` })).json() as {
        variants: { sizes: { size: string; stock: number }[] }[];
      }
    ).variants[0]!.sizes.find((s) => s.stock === 1);
    if (size) {
      const order = await shop.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: checkoutBody([{ id: second, size: size.size, quantity: 1 }]),
      });
      expect(order.statusCode, order.body).toBe(201);
      await eventually(async () => {
        const left = await shop.app.inject({ url: `/api/products/${second}` });
        expect(
          (left.json() as { variants: { sizes: { size: string; stock: number }[] }[] }).variants[0]!
            .sizes,
        ).toContainEqual(expect.objectContaining({ size: size.size, stock: 0 }));
      }, 2000);
    }
    await expectSameAnswers({ sizes: [size?.size ?? '40'], includeDisabled: false });

    const disabled = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${first}`,
      headers: shop.adminHeaders,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await shop.app.inject({ url: `/api/products/${first}` })).statusCode).toBe(404);
    await expectSameAnswers({ sort: 'price_asc', includeDisabled: false });
  });

  it('follows writers that bypass the shop (another instance, hand-written SQL)', async () => {
    const db = shop.database.db;
    const target = ids[3]!;
    await db.execute(sql`update products set price_cents = 99999900 where id = ${target}`);
    await eventually(async () => {
      const top = await service().listPageAnswer(
        { sort: 'price_desc', includeDisabled: false },
        1,
        1,
      );
      expect((JSON.parse(top as string) as { items: { id: string }[] }).items[0]?.id).toBe(target);
    });
    await db.execute(sql`update product_sizes set stock = 0 where product_id = ${ids[4]}`);
    await db.execute(sql`delete from products where id = ${ids[5]}`);
    await db.execute(sql`update products set total_sales = total_sales + 1`);
    await eventually(async () => {
      for (const sort of SORTS) await expectSameAnswers({ sort, includeDisabled: false }, 1, 40);
      await expectSameAnswers({ sizes: ['40', 'M'], includeDisabled: false }, 1, 40);
    });
    // Over 200 rows in one statement the notice says "everything": the memory reads it all.
    await db.execute(
      sql`insert into products (slug, product_name, search_text, price_cents, brand, cat, total_sales)
          select 'carga-' || n, 'Carga ' || n, ' carg ', 500 * n, 'Puma', 'Botines', n % 5
          from generate_series(1, 210) n`,
    );
    await eventually(async () => {
      for (const sort of SORTS) await expectSameAnswers({ sort, includeDisabled: false }, 2, 100);
    });
    await db.execute(sql`delete from products where slug like 'carga-%'`);
    await eventually(async () => {
      await expectSameAnswers({ sort: 'price_desc', includeDisabled: false }, 1, 100);
    });
    expect(
      await service()
        .getAnswer(ids[5]!, false)
        .catch(() => 'missing'),
    ).toBe('missing');
  });

  it.runIf(kind === 'postgres')(
    'after its notices connection drops, reads again only what changed meanwhile',
    async () => {
      const db = shop.database.db;
      const memory = shop.services.catalogueMemory!;
      const wholeReads = memory.reads.whole;
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${`tienda avisos ${process.pid}`}`,
      );
      // Written while nobody listens: only the read after reconnecting can show it.
      await db.execute(sql`update products set price_cents = 1 where id = ${ids[6]}`);
      await eventually(async () => {
        const top = await service().listPageAnswer(
          { sort: 'price_asc', includeDisabled: false },
          1,
          1,
        );
        expect((JSON.parse(top as string) as { items: { id: string }[] }).items[0]?.id).toBe(
          ids[6],
        );
      }, 8000);
      // Row versions compared (decision 0032): the changed row read by id, not the catalogue.
      expect(memory.reads.whole).toBe(wholeReads);
    },
  );

  it("leaves admins' reads and texts without a word to the database", async () => {
    const answer = (filter: CatalogueFilter) => service().listPageAnswer(filter, 1, 5);
    expect(typeof (await answer({ q: '¡¿!?', includeDisabled: false }))).toBe('object');
    expect(typeof (await answer({ includeDisabled: true }))).toBe('object');
    expect(typeof (await service().getAnswer(ids[0]!, true))).toBe('object');
  });
});

describe.each(databaseKinds())('searches in the catalogue memory on %s', (kind) => {
  let shop: TestShop;
  let readers: ReturnType<typeof overEachReader>;

  beforeAll(async () => {
    shop = await createTestShop(kind, { publicCacheTtlMs: 0 });
    readers = overEachReader(shop);
    await createDemoProducts(shop);
    // Enough products that a brand matches more than the ranked 400.
    await seedGeneratedProducts(shop.database, shop.services, 1800, { info: () => undefined });
    await shop.services.catalogueMemory!.loaded();
    await shop.services.catalogueMemory!.sync();
  }, 240_000);
  afterAll(() => shop.close());

  const QUERIES = [
    ...SEARCH_QUERY_SET.map((c) => c.q),
    // Issue 41's: sizes, price words, years, relaxed and unsold words, through both readers.
    ...SHOPPER_QUERIES.map((c) => c.q),
    'nike',
    'botines',
    'camiseta nike',
    'negro',
    'adiddas',
    'zapatillas mujer',
    'pu',
    'xq',
  ];
  const FILTERS: CatalogueFilter[] = [
    { includeDisabled: false },
    { includeDisabled: false, brands: ['Nike'] },
    { includeDisabled: false, categories: ['Botines'], sizes: ['40', '41'] },
  ];

  it('answers every query, filter, sort and page exactly as the database does', async () => {
    let compared = 0;
    for (const [n, q] of QUERIES.entries()) {
      const filter = FILTERS[n % FILTERS.length]!;
      const sort = ([undefined, 'price_asc', 'popular'] as const)[n % 3];
      for (const [page, limit] of [
        [1, 8],
        [3, 20],
      ] as const) {
        const { kept, read } = await fromEachReader(readers, (over) =>
          over.listPageAnswer({ ...filter, q, sort }, page, limit),
        );
        expect(kept, `${q} ${sort} ${page}`).toEqual(read);
        compared++;
      }
    }
    expect(compared).toBe(QUERIES.length * 2);
  });

  it('ranks more matches than the 400 it orders, as the database does', async () => {
    // The generated catalogue is random: take the brand with the most products.
    const totals = await Promise.all(
      ['nike', 'adidas', 'puma'].map(async (q) => ({
        q,
        total: (
          (await readers.sql.listPageAnswer({ includeDisabled: false, q }, 1, 1)) as {
            total: number;
          }
        ).total,
      })),
    );
    const { q, total } = totals.sort((a, b) => b.total - a.total)[0]!;
    expect(total).toBeGreaterThan(400);
    for (const page of [1, 30, 40]) {
      const { kept, read } = await fromEachReader(readers, (over) =>
        over.listPageAnswer({ includeDisabled: false, q }, page, 12),
      );
      expect(kept).toEqual(read);
    }
  });

  it('answers the live search and the unpaged search as the database does', async () => {
    for (const q of ['nike', 'camisteta boca', 'ojotas']) {
      const { kept, read } = await fromEachReader(readers, (over) =>
        over.listAllAnswer({ includeDisabled: false, q }),
      );
      expect(kept).toEqual(read);
    }
    for (const q of ['adiddas', 'botines nike 42', 'pelota adidas', 'xq']) {
      // The box's answer is JSON text from either reader.
      const kept = JSON.parse(await readers.memory.liveSearchAnswer(q, 6)) as unknown;
      expect(kept, q).toEqual(JSON.parse(await readers.sql.liveSearchAnswer(q, 6)));
    }
    const live = await shop.app.inject('/api/search?q=adiddas');
    expect(live.statusCode).toBe(200);
    expect((live.json() as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });
});
