import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryName as DemoCategory } from '@shop/domain';
import { generatedProducts } from './benchmark-catalogue/generated-products.js';
import { DEMO_COLORS } from './catalogue/colours.js';
import { DEMO_BRANDS, DEMO_SUBCATEGORIES } from './catalogue/spec-lists.js';
import type { DemoProduct } from './catalogue/types.js';
import { demoCommissions } from './demo-shop/commissions.js';
import { demoCoupons } from './demo-shop/coupons.js';
import { demoProducts } from './demo-shop/products.js';
import { demoPromotions } from './demo-shop/promotions.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const HEX = /^#[0-9a-f]{6}$/;
const TAGS = ['Hombre', 'Mujer', 'Deportivo', 'Urbano'];

/** SPEC section 9, written out again so the tests do not just repeat the module's table. */
const EXPECTED_SIZES: Record<string, string[]> = {
  'Botines/*': ['39', '40', '41', '42', '43', '44', '45'],
  'Zapatillas/Hombre': ['39', '40', '41', '42', '43', '44', '45'],
  'Zapatillas/Mujer': ['34', '35', '36', '37', '38'],
  'Camisetas/*': ['S', 'M', 'L', 'XL', 'XXL'],
  'Indumentaria/*': ['S', 'M', 'L', 'XL', 'XXL'],
  'Medias/*': ['39-40', '41-42', '43-44'],
  'Accesorios/Medias': ['39-40', '41-42', '43-44'],
  'Accesorios/Chanclas': ['34/35', '36/37', '38/39', '40/41', '42/43', '44/45'],
  'Accesorios/Mochila': ['Mochila'],
  'Accesorios/Guantes': ['S', 'M', 'L'],
  'Accesorios/Canilleras': ['Canilleras'],
  'Accesorios/Termo': ['750ml', '1L'],
};

function expectedSizes(p: DemoProduct): string[] | undefined {
  return EXPECTED_SIZES[`${p.cat}/${p.sub_cat}`] ?? EXPECTED_SIZES[`${p.cat}/*`];
}

function decimals(n: number): number {
  const text = String(n);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0).length;
}

/** The rules every product follows, hand-made or generated. */
function expectValidProduct(p: DemoProduct): void {
  expect(p.productName.trim()).toBe(p.productName);
  expect(p.productName.length).toBeGreaterThan(5);
  expect(DEMO_BRANDS).toContain(p.brand);
  expect(Object.keys(DEMO_SUBCATEGORIES)).toContain(p.cat);
  expect(DEMO_SUBCATEGORIES[p.cat]).toContain(p.sub_cat);

  expect(p.price).toBeGreaterThan(0);
  expect(decimals(p.price)).toBeLessThanOrEqual(2);
  if (p.compare_price !== null) {
    expect(p.compare_price).toBeGreaterThan(p.price);
    expect(decimals(p.compare_price)).toBeLessThanOrEqual(2);
  } else {
    expect(p.special_offers).toBe(false);
  }
  // The price is already the sale price; the badge is derived from compare_price.
  expect(p.discount_percentage).toBe(0);

  const n = sentences(p.description);
  expect(n).toBeGreaterThanOrEqual(2);
  expect(n).toBeLessThanOrEqual(3);

  expect(p.tags.length).toBeGreaterThan(0);
  for (const tag of p.tags) expect(TAGS).toContain(tag);
  if (p.cat === 'Zapatillas') {
    expect(p.tags.includes('Deportivo') || p.tags.includes('Urbano')).toBe(true);
    expect(p.tags).toContain(p.sub_cat);
  }

  expect(p.variants.length).toBeGreaterThanOrEqual(1);
  expect(p.variants.length).toBeLessThanOrEqual(3);
  expect(new Set(p.variants.map((v) => v.variant)).size).toBe(p.variants.length);
  let sold = 0;
  p.variants.forEach((v, i) => {
    expect(v.id).toBe(i + 1);
    const names = v.variant.split('/');
    for (const name of names) expect(DEMO_COLORS).toHaveProperty(name);
    expect(v.colorHex.length).toBe(names.length);
    expect(v.colorHex.length).toBeGreaterThanOrEqual(1);
    expect(v.colorHex.length).toBeLessThanOrEqual(2);
    for (const hex of v.colorHex) expect(hex).toMatch(HEX);
    expect(v.sizes.map((s) => s.size)).toEqual(expectedSizes(p));
    for (const s of v.sizes) {
      expect(Number.isInteger(s.stock)).toBe(true);
      expect(s.stock).toBeGreaterThanOrEqual(0);
      expect(s.stock).toBeLessThanOrEqual(25);
      expect(Number.isInteger(s.sold)).toBe(true);
      expect(s.sold).toBeGreaterThanOrEqual(0);
      sold += s.sold;
    }
  });
  expect(p.total_sales).toBe(sold);

  const d = p.dimensions;
  for (const value of [d.weight, d.height, d.width, d.length]) {
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeGreaterThan(0);
  }
  expect(p.video_youtube).toBeNull();
  expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
}

function isSoldOut(p: DemoProduct): boolean {
  return p.variants.every((v) => v.sizes.every((s) => s.stock === 0));
}

describe('demoProducts', () => {
  const products = demoProducts({ now: NOW });

  it('has at least 64 products with unique names, each following the catalogue rules', () => {
    expect(products.length).toBeGreaterThanOrEqual(64);
    expect(new Set(products.map((p) => p.productName)).size).toBe(products.length);
    for (const p of products) expectValidProduct(p);
  });

  it('covers every category, subcategory and brand of SPEC section 9', () => {
    for (const [cat, subs] of Object.entries(DEMO_SUBCATEGORIES)) {
      for (const sub of subs) {
        const matching = products.filter((p) => p.cat === cat && p.sub_cat === sub);
        expect(matching.length, `${cat} / ${sub}`).toBeGreaterThan(0);
      }
      const brands = new Set(products.filter((p) => p.cat === cat).map((p) => p.brand));
      expect([...brands].sort(), cat).toEqual(['Adidas', 'Nike', 'Puma']);
    }
  });

  it('uses real-sounding model names', () => {
    const names = products.map((p) => p.productName);
    for (const name of [
      'Botines Adidas Predator League FG',
      'Botines Nike Mercurial Vapor 16 Academy TF',
      'Camiseta Argentina Titular 24/25',
      'Camiseta Boca Juniors Retro 1981',
      'Zapatillas Puma Suede Classic',
      'Buzo Nike Club Fleece',
    ]) {
      expect(names).toContain(name);
    }
    for (const p of products) expect(p.productName.split(' ')[0]).toMatch(/^[A-Z][a-z]+$/);
  });

  it('has exactly one sold-out product and exactly one disabled product, not the same', () => {
    const soldOut = products.filter(isSoldOut);
    const disabled = products.filter((p) => p.disabled);
    expect(soldOut).toHaveLength(1);
    expect(disabled).toHaveLength(1);
    expect(soldOut[0]?.productName).not.toBe(disabled[0]?.productName);
  });

  it('has some sizes out of stock on products that are not sold out', () => {
    const zeros = products
      .filter((p) => !isSoldOut(p))
      .flatMap((p) => p.variants.flatMap((v) => v.sizes))
      .filter((s) => s.stock === 0);
    expect(zeros.length).toBeGreaterThan(10);
  });

  it('mixes products with and without compare price, and marks several of each showcase', () => {
    const withCompare = products.filter((p) => p.compare_price !== null).length;
    expect(withCompare).toBeGreaterThan(products.length / 3);
    expect(products.length - withCompare).toBeGreaterThan(10);
    expect(products.filter((p) => p.best_sellers).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.new_arrivals).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.special_offers).length).toBeGreaterThanOrEqual(8);
    expect(products.some((p) => decimals(p.price) === 2)).toBe(true);
  });

  it('varies total sales, with best sellers selling more than average', () => {
    expect(new Set(products.map((p) => p.total_sales)).size).toBeGreaterThan(30);
    const avg = (list: DemoProduct[]): number =>
      list.reduce((sum, p) => sum + p.total_sales, 0) / list.length;
    expect(avg(products.filter((p) => p.best_sellers))).toBeGreaterThan(avg(products) * 1.5);
  });

  it('spreads creation dates over the last months, new arrivals being the most recent', () => {
    for (const p of products) {
      const age = (NOW.getTime() - Date.parse(p.createdAt)) / DAY;
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(p.new_arrivals ? 31 : 250);
      if (!p.new_arrivals) expect(age).toBeGreaterThan(30);
    }
    const months = new Set(products.map((p) => p.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
  });

  it('gives believable dimensions per category', () => {
    const weightOf = (cat: DemoCategory): number[] =>
      products.filter((p) => p.cat === cat).map((p) => p.dimensions.weight);
    for (const w of weightOf('Botines')) expect(w).toBeGreaterThanOrEqual(900);
    for (const w of weightOf('Botines')) expect(w).toBeLessThanOrEqual(1100);
    for (const w of weightOf('Camisetas')) expect(w).toBeLessThanOrEqual(300);
    for (const w of weightOf('Medias')) expect(w).toBeLessThanOrEqual(150);
    const boot = products.find((p) => p.cat === 'Botines');
    expect(boot?.dimensions.length).toBeGreaterThanOrEqual(30);
  });

  it('is deterministic for a given day', () => {
    expect(demoProducts({ now: NOW })).toEqual(products);
    expect(demoProducts({ now: new Date('2025-06-15T23:59:00Z') })).toEqual(products);
  });
});

describe('generatedProducts', () => {
  it('makes 10,000 unique, valid products across every category, subcategory and brand', () => {
    const products = generatedProducts(10_000, 7, { now: NOW });
    expect(products).toHaveLength(10_000);
    expect(new Set(products.map((p) => p.productName)).size).toBe(10_000);
    // Checking every rule on every product takes long with expect(); every 7th is plenty.
    for (let i = 0; i < products.length; i += 7) expectValidProduct(products[i] as DemoProduct);
    const first = products.slice(0, 200);
    for (const [cat, subs] of Object.entries(DEMO_SUBCATEGORIES)) {
      for (const sub of subs) {
        expect(
          first.some((p) => p.cat === cat && p.sub_cat === sub),
          `${cat}/${sub}`,
        ).toBe(true);
      }
    }
    for (const brand of DEMO_BRANDS) expect(first.some((p) => p.brand === brand)).toBe(true);
    expect(products.filter((p) => p.best_sellers).length).toBeGreaterThan(500);
    expect(products.filter((p) => p.special_offers).length).toBeGreaterThan(500);
    expect(products.filter((p) => p.disabled).length).toBeGreaterThan(0);
    expect(products.filter(isSoldOut).length).toBeGreaterThan(0);
  });

  it('makes 100,000 unique names quickly', () => {
    const started = performance.now();
    const products = generatedProducts(100_000, 3, { now: NOW });
    const ms = performance.now() - started;
    console.log(`generatedProducts(100000): ${ms.toFixed(0)} ms`);
    expect(products).toHaveLength(100_000);
    expect(new Set(products.map((p) => p.productName)).size).toBe(100_000);
  });

  it('is deterministic per seed and differs between seeds', () => {
    expect(generatedProducts(300, 5, { now: NOW })).toEqual(
      generatedProducts(300, 5, { now: NOW }),
    );
    const a = generatedProducts(300, 5, { now: NOW }).map((p) => p.productName);
    const b = generatedProducts(300, 6, { now: NOW }).map((p) => p.productName);
    expect(a).not.toEqual(b);
  });

  it('returns exactly `count` valid products with unique names for any count and seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (count, seed) => {
          const products = generatedProducts(count, seed, { now: NOW });
          expect(products).toHaveLength(count);
          expect(new Set(products.map((p) => p.productName)).size).toBe(count);
          for (const p of products.slice(0, 50)) expectValidProduct(p);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('rejects a count that is not a whole number', () => {
    expect(() => generatedProducts(-1)).toThrow(RangeError);
    expect(() => generatedProducts(1.5)).toThrow(RangeError);
  });
});

describe('demoPromotions', () => {
  const promotions = demoPromotions({ now: NOW });

  it('has exactly a 2x1, a 3x2 and a Regalo', () => {
    expect(promotions.map((p) => p.type).sort()).toEqual(['2x1', '3x2', 'Regalo']);
  });

  it('ends months ahead and only names categories and subcategories of the catalogue', () => {
    for (const promo of promotions) {
      expect(promo.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const ahead = (Date.parse(`${promo.endDate}T00:00:00Z`) - NOW.getTime()) / DAY;
      expect(ahead).toBeGreaterThan(45);
      expect(ahead).toBeLessThan(200);
      expect(promo.title.length).toBeGreaterThan(3);
      expect(sentences(promo.description)).toBeGreaterThanOrEqual(1);
      expect(promo.categories.length).toBeGreaterThan(0);
      const check = (cats: string[], subs: string[]): void => {
        for (const cat of cats) expect(Object.keys(DEMO_SUBCATEGORIES)).toContain(cat);
        const allowed = cats.flatMap((c) => DEMO_SUBCATEGORIES[c as DemoCategory]);
        for (const sub of subs) expect(allowed).toContain(sub);
      };
      check(promo.categories, promo.subcategories);
      check(promo.giftCategories, promo.giftSubcategories);
      expect(promo.giftCategories.length > 0).toBe(promo.type === 'Regalo');
      for (const hex of promo.colorHex) expect(hex).toMatch(HEX);
    }
  });

  it('has products to offer in every promotion', () => {
    const products = demoProducts({ now: NOW });
    for (const promo of promotions) {
      const eligible = products.filter(
        (p) => promo.categories.includes(p.cat) && promo.subcategories.includes(p.sub_cat ?? ''),
      );
      expect(eligible.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('demoCoupons', () => {
  it('has BIENVENIDO10 and one other coupon', () => {
    const coupons = demoCoupons();
    expect(coupons).toHaveLength(2);
    expect(coupons[0]).toMatchObject({ code: 'BIENVENIDO10', percentage: 10, remainingUses: 100 });
    expect(new Set(coupons.map((c) => c.code)).size).toBe(2);
    for (const c of coupons) {
      expect(c.code).toMatch(/^[A-Z0-9]+$/);
      expect(c.percentage).toBeGreaterThan(0);
      expect(c.percentage).toBeLessThan(100);
      expect(c.remainingUses).toBeGreaterThan(0);
      expect(c.description.length).toBeGreaterThan(5);
    }
  });
});

describe('demoCommissions', () => {
  it('has two made-to-order boots in US sizes 5 to 12', () => {
    const commissions = demoCommissions();
    expect(commissions).toHaveLength(2);
    for (const c of commissions) {
      expect(c.cat).toBe('Botines');
      expect(DEMO_SUBCATEGORIES.Botines).toContain(c.sub_cat);
      expect(c.compare_price).toBeGreaterThan(c.price);
      expect(c.description).toMatch(/30 a 35 días/);
      expect(c.variants.length).toBeGreaterThanOrEqual(1);
      for (const v of c.variants) {
        for (const hex of v.colorHex) expect(hex).toMatch(HEX);
        expect(v.sizes.map((s) => s.size)).toEqual(
          ['5', '6', '7', '8', '9', '10', '11', '12'].map((n) => `US ${n}`),
        );
      }
    }
  });
});
