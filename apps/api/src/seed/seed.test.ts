import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, CATEGORIES } from '@shop/domain';
import { createTestShop, type TestShop } from '../test/harness.js';
import { seedGeneratedProducts } from './benchmark-catalogue/seed-generated-products.js';
import { catalogueIsEmpty, seedDemoShop, seedDemoShopIfEmpty } from './seed.js';

type Product = {
  id: string;
  productName: string;
  cat: string;
  sub_cat: string | null;
  brand: string;
  stock: number;
  disabled: boolean;
  variants: { imgUrl: string[] }[];
};

const silent = { info: () => undefined };

describe('demo shop seed', () => {
  let shop: TestShop;

  beforeAll(async () => {
    // No caching: the bulk generator writes straight to the tables, as the CLI does.
    shop = await createTestShop('pglite', { publicCacheTtlMs: 0 });
    expect(await catalogueIsEmpty(shop.database)).toBe(true);
    await seedDemoShop(shop.database, shop.services, silent);
  }, 120_000);
  afterAll(() => shop.close());

  it('fills every category, subcategory and brand with enabled products', async () => {
    const products = (await shop.app.inject('/api/products')).json() as Product[];
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const category of CATEGORIES) {
      const inCategory = products.filter((p) => p.cat === category.name);
      expect(inCategory.length, category.name).toBeGreaterThan(0);
      for (const sub of category.subcategories) {
        expect(
          inCategory.some((p) => p.sub_cat === sub),
          `${category.name} ${sub}`,
        ).toBe(true);
      }
    }
    for (const brand of BRANDS) expect(products.some((p) => p.brand === brand.name)).toBe(true);
    expect(products.filter((p) => p.stock === 0)).toHaveLength(1);
  });

  it('keeps one product disabled, visible to the admin only', async () => {
    const all = (await shop.app.inject('/api/products')).json() as Product[];
    const paged = (await shop.app.inject('/api/products?page=1&limit=100')).json();
    expect(paged.total).toBe(all.length);
    const { rows } = (await shop.database.db.execute(
      'select slug from products where disabled',
    )) as unknown as {
      rows: { slug: string }[];
    };
    expect(rows).toHaveLength(1);
    const slug = rows[0]?.slug ?? '';
    expect((await shop.app.inject(`/api/products/${slug}`)).statusCode).toBe(404);
    expect(
      (await shop.app.inject({ url: `/api/products/${slug}`, headers: shop.adminHeaders }))
        .statusCode,
    ).toBe(200);
  });

  it('gives every variant pictures that are served', async () => {
    const products = (await shop.app.inject('/api/products')).json() as Product[];
    const urls = new Set(products.flatMap((p) => p.variants.flatMap((v) => v.imgUrl)));
    expect(products.every((p) => p.variants.every((v) => v.imgUrl.length >= 1))).toBe(true);
    const sample = [...urls].slice(0, 5);
    for (const url of sample) {
      const res = await shop.app.inject({ url, headers: { accept: 'image/webp' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('adds the three promotions, two coupons and two made-to-order products', async () => {
    const { promotion } = (await shop.app.inject('/api/promotion')).json();
    expect(promotion.map((p: { type: string }) => p.type).sort()).toEqual(['2x1', '3x2', 'Regalo']);
    expect(promotion.every((p: { img: string }) => p.img.startsWith('/api/images/'))).toBe(true);
    const { discounts } = (
      await shop.app.inject({ url: '/api/discounts', headers: shop.adminHeaders })
    ).json();
    expect(discounts).toHaveLength(2);
    expect((await shop.app.inject('/api/commissions')).json()).toHaveLength(2);
  });

  it('seeds only into an empty catalogue', async () => {
    const before = (await shop.app.inject('/api/products?page=1')).json().total;
    await seedDemoShopIfEmpty(shop.database, shop.services, silent);
    expect((await shop.app.inject('/api/products?page=1')).json().total).toBe(before);
  });

  it('adds a generated catalogue in bulk', async () => {
    const before = (await shop.app.inject('/api/products?page=1')).json().total;
    await seedGeneratedProducts(shop.database, shop.services, 300, silent);
    const after = (await shop.app.inject('/api/products?page=1')).json().total;
    expect(after - before).toBeGreaterThanOrEqual(290);
    const boots = (
      await shop.app.inject('/api/products?page=1&category=Botines&sort=price_asc')
    ).json();
    expect(boots.items[0].variants[0].sizes.length).toBeGreaterThan(0);
  });
});
