/**
 * The one rule of which products a promotion covers (promotionCovers, issue 45): its categories,
 * subcategories and brands, or its products named one by one. The "% OFF" price (saleOf), the
 * promotion page (promotionCandidates) and the server's bundle check (resolveCart) all agree
 * with it, for random promotions and products.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRANDS, CATEGORIES, isSubcategoryOf } from './catalogue.js';
import { resolveCart, type CatalogueProduct, type CataloguePromotion } from './order-lines.js';
import { saleOf, type PercentOffSale } from './percent-off.js';
import {
  brandKey,
  coverageClauses,
  promotionCandidates,
  promotionCovers,
  type CandidateProduct,
  type CoverageClauses,
} from './promotion-composition.js';
import type { OrderLineRequest } from './schemas/order.js';

const IDS = ['p0', 'p1', 'p2', 'p3'];
const SOME_BRANDS = BRANDS.map((b) => b.name);
const SUBCATEGORIES = CATEGORIES.flatMap((c) => c.subcategories);

const productArb = fc.record({
  id: fc.constantFrom(...IDS),
  cat: fc.constantFrom(...CATEGORIES.map((c) => c.name)),
  sub_cat: fc.option(fc.constantFrom(...SUBCATEGORIES), { nil: null }),
  brand: fc.constantFrom(...SOME_BRANDS),
});

const promotionArb = fc.record({
  categories: fc.subarray(CATEGORIES.map((c) => c.name)),
  subcategories: fc.subarray(SUBCATEGORIES, { maxLength: 4 }),
  brands: fc.subarray(SOME_BRANDS),
  productIds: fc.subarray(IDS),
  percentOff: fc.integer({ min: 1, max: 90 }),
});

/** The rule as the owner reads it, written out apart from the code under test. */
function ownerReading(
  p: { categories: string[]; subcategories: string[]; brands: string[]; productIds: string[] },
  product: { id: string; cat: string; sub_cat: string | null; brand: string },
) {
  if (p.productIds.includes(product.id)) return true;
  const chosen = p.subcategories.filter((s) => isSubcategoryOf(product.cat, s));
  return (
    p.categories.includes(product.cat) &&
    (chosen.length === 0 || chosen.includes(product.sub_cat ?? '')) &&
    (p.brands.length === 0 || p.brands.includes(product.brand))
  );
}

/** The clauses run as a query runs them: named, or a scope's category, subcategory and brand. */
function clausesMatch(
  clauses: CoverageClauses,
  product: { id: string; cat: string; sub_cat: string | null; brand: string },
) {
  if (clauses.productIds.includes(product.id)) return true;
  return clauses.scopes.some(
    (scope) =>
      scope.category === product.cat &&
      (scope.subcategories.length === 0 || scope.subcategories.includes(product.sub_cat ?? '')) &&
      (scope.brandKeys.length === 0 || scope.brandKeys.includes(brandKey(product.brand))),
  );
}

const variant = { id: 1, variant: 'Único', imgUrl: [], sizes: [{ size: '40', stock: 5 }] };
const dimensions = { weight: 100, height: 10, width: 10, length: 10 };

describe('which products a promotion covers', () => {
  it('a named product is covered whatever its category or brand; nothing else is added', () => {
    const promo = { categories: [], subcategories: [], brands: ['Nike'], productIds: ['p1'] };
    expect(promotionCovers(promo, { id: 'p1', cat: 'Medias', sub_cat: null, brand: 'Puma' })).toBe(
      true,
    );
    expect(promotionCovers(promo, { id: 'p2', cat: 'Medias', sub_cat: null, brand: 'Nike' })).toBe(
      false,
    );
  });

  it('saleOf, the promotion page and the checkout agree with the one rule', () => {
    fc.assert(
      fc.property(
        promotionArb,
        productArb,
        fc.integer({ min: 100, max: 1_000_000 }),
        (p, spec, price) => {
          const covered = ownerReading(p, spec);
          expect(promotionCovers(p, spec)).toBe(covered);
          // The same rule as clauses the catalogue's SQL and memory run (on sale, issue 41).
          expect(clausesMatch(coverageClauses(p), spec)).toBe(covered);

          const sale: PercentOffSale = { id: 's', title: 'Temporada', ...p };
          expect(saleOf({ ...spec, price }, [sale]) !== null).toBe(covered);

          const candidate: CandidateProduct = {
            ...spec,
            slug: spec.id,
            productName: spec.id,
            price,
            color: '',
            badge: '',
            disabled: false,
            dimensions,
            variants: [variant],
          };
          const composable = {
            id: 'x',
            title: 'x',
            description: '',
            type: '2x1',
            giftCategories: [],
            giftSubcategories: [],
            endDate: '2099-01-01',
            ...p,
            brands: [],
          };
          const bundleCovered = ownerReading({ ...p, brands: [] }, spec);
          expect(promotionCandidates(composable, [candidate]).length === 1).toBe(bundleCovered);

          const product: CatalogueProduct = {
            id: spec.id,
            name: spec.id,
            priceCents: price * 100,
            cat: spec.cat,
            subCat: spec.sub_cat,
            brand: spec.brand,
            disabled: false,
            dimensions,
            variants: [{ id: 1, name: 'Único', images: [], sizes: [{ size: '40', stock: 5 }] }],
          } as unknown as CatalogueProduct;
          const bundle: CataloguePromotion = {
            id: 'b',
            title: '2x1',
            type: '2x1',
            categories: p.categories,
            subcategories: p.subcategories,
            productIds: p.productIds,
            giftCategories: [],
            giftSubcategories: [],
            startDate: null,
            endDate: '2099-01-01',
            disabled: false,
          };
          const pick = { id: spec.id, size: '40', variant: { id: 1 } };
          const request = { promotion: true, id: 'b', products: [pick, pick] } as OrderLineRequest;
          const accepted = () =>
            resolveCart([request], new Map([[spec.id, product]]), new Map([['b', bundle]]), {
              today: () => '2026-06-15',
            });
          if (bundleCovered) expect(accepted).not.toThrow();
          else expect(accepted).toThrow(/no participa de la promoción/);
        },
      ),
    );
  });
});
