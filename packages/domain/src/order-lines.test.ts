/**
 * The promotion page and the server decide which products may go into a promotion with one rule
 * (matchesPromotionScope): whatever the page offers, checkout accepts, and nothing else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './catalogue.js';
import { resolveCart, type CatalogueProduct, type CataloguePromotion } from './order-lines.js';
import { promotionCandidates, type CandidateProduct } from './promotion-composition.js';

const DIMENSIONS = { weight: 300, height: 10, width: 20, length: 30 };
const SUBCATEGORIES = CATEGORIES.flatMap((category) => category.subcategories);

interface Shape {
  cat: string;
  subCat: string | null;
}

function pageProduct(id: string, shape: Shape): CandidateProduct {
  return {
    id,
    slug: id,
    productName: id,
    price: 1000,
    cat: shape.cat,
    sub_cat: shape.subCat,
    color: '',
    badge: '',
    disabled: false,
    dimensions: DIMENSIONS,
    variants: [{ id: 1, variant: 'Único', imgUrl: [], sizes: [{ size: '40', stock: 5 }] }],
  };
}

function serverProduct(id: string, shape: Shape): CatalogueProduct {
  return {
    id,
    name: id,
    priceCents: 100000 as CatalogueProduct['priceCents'],
    cat: shape.cat,
    subCat: shape.subCat,
    disabled: false,
    dimensions: DIMENSIONS,
    variants: [{ id: 1, name: 'Único', images: [], sizes: [{ size: '40', stock: 5 }] }],
  };
}

function promotionOf(
  type: string,
  scope: { categories: string[]; subcategories: string[] },
  gift: { categories: string[]; subcategories: string[] },
): CataloguePromotion {
  return {
    id: 'promo',
    title: 'Promo',
    type,
    categories: scope.categories,
    subcategories: scope.subcategories,
    productIds: [],
    giftCategories: gift.categories,
    giftSubcategories: gift.subcategories,
    endDate: '2999-12-31',
    disabled: false,
  };
}

const categoryName = fc.constantFrom(...CATEGORIES.map((c) => c.name));
const shape: fc.Arbitrary<Shape> = fc.record({
  cat: fc.oneof(categoryName, fc.constant('Otra')),
  subCat: fc.option(fc.constantFrom(...SUBCATEGORIES), { nil: null }),
});
/** What the admin form accepts: some categories and any subcategories (of them or not). */
const scope = fc.record({
  categories: fc.uniqueArray(categoryName, { minLength: 1, maxLength: 4 }),
  subcategories: fc.uniqueArray(fc.constantFrom(...SUBCATEGORIES), { maxLength: 5 }),
});

function serverAccepts(
  promotion: CataloguePromotion,
  products: CatalogueProduct[],
  picks: { id: string; gift?: boolean }[],
): boolean {
  try {
    resolveCart(
      [{ promotion: true, id: promotion.id, products: picks.map((p) => ({ ...p, size: '40' })) }],
      new Map(products.map((p) => [p.id, p])),
      new Map([[promotion.id, promotion]]),
      { today: () => '2025-01-01' },
    );
    return true;
  } catch {
    return false;
  }
}

describe('promotion scope: page candidates and server acceptance', () => {
  it('agree for 2x1 products', () => {
    fc.assert(
      fc.property(scope, shape, (promoScope, candidate) => {
        const promotion = promotionOf('2x1', promoScope, { categories: [], subcategories: [] });
        const offered = promotionCandidates(promotion, [pageProduct('p', candidate)]).length === 1;
        const accepted = serverAccepts(
          promotion,
          [serverProduct('p', candidate)],
          [{ id: 'p' }, { id: 'p' }],
        );
        expect(accepted).toBe(offered);
      }),
      { numRuns: 500 },
    );
  });

  it('agree for Regalo gift products', () => {
    fc.assert(
      fc.property(scope, scope, shape, (promoScope, giftScope, candidate) => {
        const promotion = promotionOf('Regalo', promoScope, giftScope);
        const normal = promotionCandidates(
          promotion,
          CATEGORIES.flatMap((c) =>
            c.subcategories.map((sub) =>
              pageProduct(`${c.name}/${sub}`, { cat: c.name, subCat: sub }),
            ),
          ),
        )[0];
        fc.pre(normal !== undefined);
        const normalShape = { cat: normal!.cat, subCat: normal!.sub_cat };
        const offered =
          promotionCandidates(promotion, [pageProduct('g', candidate)], true).length === 1;
        const accepted = serverAccepts(
          promotion,
          [serverProduct('n', normalShape), serverProduct('g', candidate)],
          [{ id: 'n' }, { id: 'g', gift: true }],
        );
        expect(accepted).toBe(offered);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts the Retro shirt of a Botines + Camisetas promotion scoped to Futbol 5', () => {
    const promotion = promotionOf(
      '2x1',
      { categories: ['Botines', 'Camisetas'], subcategories: ['Futbol 5'] },
      { categories: [], subcategories: [] },
    );
    const retro = { cat: 'Camisetas', subCat: 'Retro' };
    const futbol11 = { cat: 'Botines', subCat: 'Futbol 11' };
    expect(promotionCandidates(promotion, [pageProduct('r', retro)])).toHaveLength(1);
    expect(serverAccepts(promotion, [serverProduct('r', retro)], [{ id: 'r' }, { id: 'r' }])).toBe(
      true,
    );
    expect(promotionCandidates(promotion, [pageProduct('b', futbol11)])).toHaveLength(0);
    expect(
      serverAccepts(promotion, [serverProduct('b', futbol11)], [{ id: 'b' }, { id: 'b' }]),
    ).toBe(false);
  });
});
