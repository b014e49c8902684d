import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  coverageClauses,
  promotionCovers,
  QUERY_RULE_WORDS,
  type PromotionCoverage,
} from '@shop/domain';
import { createDemoProducts } from '../../test/demo-products.js';
import { productBody } from '../../test/fixtures.js';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';
import type { CatalogueFilter } from '../products/service.js';
import { toProductDto } from '../products/product-dto.js';
import type { ProductQuery } from '../products/product-records.js';
import { createProductRepo } from '../products/repo.js';

type Item = {
  id: string;
  sub_cat: string | null;
  productName: string;
  price: number;
  compare_price: number | null;
  special_offers: boolean;
  brand: string;
  cat: string;
};
type Page = { items: Item[]; total: number; relaxed?: { searched: string; missing: string } };

/** What the shop calls on sale: the home's 'Oferta' (a compare price above the price) and 'Ofertas Pre-temporada' (the flag). */
const onSale = (p: Item) =>
  p.special_offers || (p.compare_price !== null && p.compare_price > p.price);

const SORTS = [undefined, 'price_asc', 'price_desc', 'novedades', 'popular'] as const;

/**
 * Offer words ('oferta', 'descuento', 'liquidación'…) ask for products on sale (issue 41): the
 * database and the catalogue memory answer alike for every filter, sort and page, and when none
 * is on sale the search lets go of the offer word and says so.
 */
describe.each(databaseKinds())('offer words on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind, { publicCacheTtlMs: 0 });
    await createDemoProducts(shop);
    await shop.services.catalogueMemory!.loaded();
    await shop.services.catalogueMemory!.sync();
  }, 120_000);
  afterAll(() => shop.close());

  /**
   * Every search the query is tried as (the whole, then each relaxed one) read by the SQL and by
   * the catalogue memory: the same products in the same order, and the same count.
   */
  async function sameFromBoth(
    filter: CatalogueFilter,
    page: number,
    limit: number,
    promotion?: PromotionCoverage,
  ) {
    const repo = createProductRepo(shop.database.db);
    const memory = shop.services.catalogueMemory!;
    const understood = (await shop.services.search.understand(filter.q ?? ''))!;
    const { q: _q, sort: chosen, ...filters } = filter;
    const sizes = filters.sizes?.length ? filters.sizes : understood.sizes;
    const sort = chosen ?? (understood.cheapestFirst ? 'price_asc' : 'relevance');
    const searches = [understood.search, ...understood.relaxed.map((r) => r.search)];
    const offset = (page - 1) * limit;
    const answers: { names: string[]; onSale: boolean[] }[] = [];
    for (const search of searches) {
      if (!search) continue;
      const saleCoverage = promotion ? [coverageClauses(promotion)] : undefined;
      const query: ProductQuery = { ...filters, sizes, sort, search, saleCoverage };
      const records = await repo.list({ ...query, limit, offset });
      const read = records.map((record) => JSON.parse(JSON.stringify(toProductDto(record))));
      const kept = memory.search(search.plan, query, sort, offset, limit);
      expect(
        kept.items.map((json) => JSON.parse(json)),
        JSON.stringify(query),
      ).toEqual(read);
      expect(kept.total).toBe(await repo.count(query));
      const unpaged = memory.searchAll(search.plan, query, sort).map((json) => JSON.parse(json));
      expect(unpaged.map((p: Item) => p.productName)).toEqual(
        (await repo.list(query)).map((record) => record.productName),
      );
      answers.push({
        names: read.map((p: Item) => p.productName),
        onSale: read.map((p: Item) => onSale(p) || (!!promotion && promotionCovers(promotion, p))),
      });
    }
    return { understood, answers };
  }

  it('answers offer words alike from the database and the memory, with every filter, sort and page', async () => {
    const filter = fc.record({
      categories: fc.subarray(['Botines', 'Zapatillas', 'Camisetas', 'Indumentaria']),
      brands: fc.subarray(['Nike', 'Adidas', 'Puma']),
      sizes: fc.subarray(['40', '42', 'M', 'L'], { maxLength: 2 }),
      tags: fc.subarray(['Hombre', 'Mujer'], { maxLength: 1 }),
    });
    const query = fc.tuple(
      fc.constantFrom(...QUERY_RULE_WORDS.offerWords, 'barato', 'liquidación'),
      fc.constantFrom(
        'zapatillas',
        'botines nike',
        'camiseta',
        'adidas',
        'buzo',
        'medias',
        'pelota',
      ),
      fc.boolean(),
    );
    const ids = (
      (await shop.app.inject('/api/products?page=1&limit=100')).json() as Page
    ).items.map((p) => p.id);
    // A running "% OFF" promotion, whose products count as on sale (brands in any case).
    const promotion = fc.option(
      fc.record({
        categories: fc.subarray(CATEGORIES.map((c) => c.name)),
        subcategories: fc.subarray(
          CATEGORIES.flatMap((c) => c.subcategories),
          { maxLength: 3 },
        ),
        brands: fc.subarray(['Nike', 'adidas ', 'PUMA']),
        productIds: fc.subarray(ids, { maxLength: 3 }),
      }),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(
        filter,
        query,
        fc.constantFrom(...SORTS),
        fc.integer({ min: 1, max: 3 }),
        promotion,
        async (chosen, [rule, words, first], sort, page, running) => {
          const q = first ? `${rule} ${words}` : `${words} en ${rule}`;
          const filter = { includeDisabled: false, ...chosen, q, sort };
          const { understood, answers } = await sameFromBoth(filter, page, 4, running);
          // The whole query asks for products on sale; none of its relaxed tries does.
          const offer = rule !== 'barato';
          expect(understood.search?.onSale ?? false, q).toBe(offer);
          expect(understood.relaxed.some((r) => r.search?.onSale)).toBe(false);
          if (offer) expect(answers[0]!.onSale.every(Boolean), q).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('reads each kind of query as the shopper means it', async () => {
    const page = async (q: string, more = '') =>
      (
        await shop.app.inject(`/api/products?page=1&limit=50&q=${encodeURIComponent(q)}${more}`)
      ).json() as Page;
    const cases: { q: string; check: (answer: Page) => void }[] = [
      {
        q: 'botines en oferta',
        check: ({ items, relaxed }) => {
          expect(relaxed).toBeUndefined();
          expect(items.length).toBeGreaterThan(0);
          expect(items.every((p) => p.cat === 'Botines' && onSale(p))).toBe(true);
        },
      },
      {
        q: 'descuentos nike',
        check: ({ items }) => {
          expect(items.length).toBeGreaterThan(0);
          expect(items.every((p) => p.brand === 'Nike' && onSale(p))).toBe(true);
        },
      },
      {
        // Price words still put the cheapest first, on sale or not.
        q: 'zapatillas baratas',
        check: ({ items }) => {
          const prices = items.map((p) => p.price);
          expect(prices).toEqual([...prices].sort((a, b) => a - b));
          expect(items.some((p) => !onSale(p))).toBe(true);
          expect(items.every((p) => p.cat === 'Zapatillas')).toBe(true);
        },
      },
      {
        q: 'liquidación zapatillas',
        check: ({ items }) => {
          expect(items.length).toBeGreaterThan(0);
          expect(items.every((p) => p.cat === 'Zapatillas' && onSale(p))).toBe(true);
        },
      },
    ];
    for (const { q, check } of cases) check(await page(q));
    // An offer word alone: every product on sale and only those, on the page and in the live box.
    const read = async (path: string) => (await shop.app.inject(path)).json() as Page;
    const everyProduct = await read('/api/products?page=1&limit=100');
    expect(everyProduct.total).toBeLessThanOrEqual(100);
    const offers = await read('/api/products?page=1&limit=100&q=ofertas');
    const onSaleNames = everyProduct.items.filter(onSale).map((p) => p.productName);
    expect(onSaleNames.length).toBeGreaterThan(0);
    expect(offers.total).toBe(onSaleNames.length);
    expect(offers.items.map((p) => p.productName).sort()).toEqual([...onSaleNames].sort());
    const live = await read('/api/search?q=ofertas');
    expect(live.items.length).toBeGreaterThan(0);
    expect(live.items.every(onSale)).toBe(true);
    // The shopper's own sort and filters hold with the offer word.
    const sorted = await page('ofertas zapatillas', '&sort=price_desc&brand=Nike');
    expect(sorted.items.every((p) => p.brand === 'Nike' && onSale(p))).toBe(true);
    const prices = sorted.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('lets go of the offer word, and says so, when nothing it asks for is on sale', async () => {
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: shop.adminHeaders,
      payload: productBody({
        productName: 'Zapatillas Saltarinas Pro',
        cat: 'Zapatillas',
        sub_cat: 'Hombre',
        compare_price: null,
        special_offers: false,
      }),
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json() as { id: string; version: number };
    const q = encodeURIComponent('saltarinas en oferta');
    const expectAnswers = async (relaxed: Page['relaxed']) => {
      await shop.services.catalogueMemory!.sync();
      const pageAnswer = (await shop.app.inject(`/api/products?page=1&q=${q}`)).json() as Page;
      const live = (await shop.app.inject(`/api/search?q=${q}`)).json() as Page;
      for (const answer of [pageAnswer, live]) {
        expect(answer.items.map((p) => p.productName)).toEqual(['Zapatillas Saltarinas Pro']);
        expect(answer.relaxed).toEqual(relaxed);
      }
      await sameFromBoth({ includeDisabled: false, q: 'saltarinas en oferta' }, 1, 12);
    };
    await expectAnswers({ searched: 'saltarinas', missing: 'oferta' });
    // Put on sale by a compare price above its price: found by the offer word itself.
    const put = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: shop.adminHeaders,
      payload: { compare_price: 129999, version },
    });
    expect(put.statusCode).toBe(200);
    await expectAnswers(undefined);
  });

  it("counts a running '% OFF' promotion's products as on sale, on the page and in the live box", async () => {
    const read = async (path: string) => (await shop.app.inject(path)).json() as Page;
    const before = await read('/api/products?page=1&limit=100&q=ofertas');
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/promotion',
      headers: shop.adminHeaders,
      payload: {
        title: 'Medias Puma 15% OFF',
        type: '% OFF',
        categories: ['Medias'],
        brands: ['Puma'],
        endDate: '2099-12-31',
        percentOff: 15,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await shop.services.catalogueMemory!.sync();
    const every = await read('/api/products?page=1&limit=100');
    const covered = every.items.filter((p) => p.cat === 'Medias' && p.brand === 'Puma');
    const newlyOnSale = covered.filter((p) => !onSale(p)).map((p) => p.productName);
    expect(newlyOnSale.length).toBeGreaterThan(0);

    const after = await read('/api/products?page=1&limit=100&q=ofertas');
    expect(after.total).toBe(before.total + newlyOnSale.length);
    expect(after.items.map((p) => p.productName)).toEqual(expect.arrayContaining(newlyOnSale));
    const socks = await read(
      `/api/products?page=1&limit=100&q=${encodeURIComponent('medias en oferta')}`,
    );
    expect(socks.relaxed).toBeUndefined();
    expect(socks.items.map((p) => p.productName)).toEqual(expect.arrayContaining(newlyOnSale));
    const live = await read(`/api/search?q=${encodeURIComponent('medias puma oferta')}`);
    expect(live.items.length).toBeGreaterThan(0);
    expect(live.items.every((p) => onSale(p) || (p.cat === 'Medias' && p.brand === 'Puma'))).toBe(
      true,
    );
  });
});
