/**
 * Every coupon on every cart the promotion kinds can make (issue 45): the browser's summary
 * (cart lines → cartPricingLines) and the server's charge (resolveCart) come out of the one
 * pricing chain alike, and the chain keeps the coupon's rules (decision 0040).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.js';
import { CATEGORIES } from './catalogue.js';
import {
  COUPON_KINDS,
  couponCartRefusal,
  pricingCouponOf,
  type CouponTerms,
} from './coupon-rules.js';
import { applyCoupon, fromCents, transferDiscount, type Cents } from './money.js';
import { cartPricingLines, priceCheckout } from './order-checkout.js';
import { resolveCart, type CatalogueProduct } from './order-lines.js';
import { PROMOTION_KINDS, isBundleKind } from './promotion-kinds.js';
import { promotionLineAmounts } from './promotion-pricing.js';

const DIMENSIONS = { weight: 300, height: 10, width: 20, length: 30 };
const CATEGORY_NAMES = CATEGORIES.map((c) => c.name);
/** Every kind that is a bundle of picks; a kind without one prices the product line itself. */
const BUNDLE_KINDS = PROMOTION_KINDS.filter((kind) => isBundleKind(kind.type));

const product = fc.record({
  cat: fc.constantFrom(...CATEGORY_NAMES),
  priceCents: fc.integer({ min: 1, max: 50_000_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
});

const bundle = fc.constantFrom(...BUNDLE_KINDS).chain((kind) =>
  fc.record({
    type: fc.constant(kind.type),
    picks: fc.array(fc.integer({ min: 1, max: 10_000_000 }), {
      minLength: kind.products,
      maxLength: kind.products,
    }),
    gifts: fc.constant(kind.gifts),
  }),
);

const terms: fc.Arbitrary<CouponTerms> = fc.record({
  kind: fc.constantFrom(...COUPON_KINDS),
  percentage: fc.integer({ min: 1, max: 100 }),
  amountCents: fc.integer({ min: 1, max: 100_000_000 }),
  minPurchaseCents: fc.integer({ min: 0, max: 50_000_000 }),
  startsOn: fc.constant(null),
  endsOn: fc.constant(null),
  remainingUses: fc.constant(1),
  perCustomerLimit: fc.constant(null),
  categories: fc.uniqueArray(fc.constantFrom(...CATEGORY_NAMES), { maxLength: 2 }),
  subcategories: fc.constant([]),
  paused: fc.constant(false),
});

const cartShape = fc.record({
  products: fc.array(product, { maxLength: 4 }),
  bundles: fc.array(bundle, { maxLength: 2 }),
  terms,
  payment: fc.constantFrom('transfer' as const, 'mercadopago' as const),
  transferDiscountPercent: fc.constantFrom(0, 10, 15, 33.33),
  shippingCents: fc.integer({ min: 0, max: 5_000_000 }),
});
type CartShape = typeof cartShape extends fc.Arbitrary<infer T> ? T : never;

const idOf = (index: number) => `p${index}`;

/** What the server charges: the lines resolved from the catalogue, the coupon from its rules. */
function serverAmounts(shape: CartShape) {
  const catalogue = new Map(
    shape.products.map((p, index): [string, CatalogueProduct] => [
      idOf(index),
      {
        id: idOf(index),
        name: idOf(index),
        priceCents: p.priceCents,
        cat: p.cat,
        subCat: null,
        brand: '',
        disabled: false,
        dimensions: DIMENSIONS,
        variants: [{ id: 1, name: 'Único', images: [], sizes: [{ size: '40', stock: 99 }] }],
      } as CatalogueProduct,
    ]),
  );
  const cart = resolveCart(
    shape.products.map((p, index) => ({ id: idOf(index), size: '40', quantity: p.quantity })),
    catalogue,
    new Map(),
    { today: () => '2026-11-29' },
  );
  const coupon = pricingCouponOf(shape.terms, cart.couponScope);
  return priceCheckout({
    products: cart.products,
    promotions: shape.bundles.map((b) => ({ type: b.type, picks: picksOf(b) })),
    payment: shape.payment,
    transferDiscountPercent: shape.transferDiscountPercent,
    coupon,
    shipping: { fixedCents: shape.shippingCents },
  });
}

function picksOf(b: CartShape['bundles'][number]) {
  return b.picks.map((cents, index) => ({
    price: fromCents(cents),
    gift: index >= b.picks.length - b.gifts,
  }));
}

/** What the cart shows: its lines in pesos, the coupon as the shop's check answered it. */
function browserAmounts(shape: CartShape) {
  const lines: CartLine[] = [
    ...shape.products.map((p, index): CartLine => ({
      id: idOf(index),
      name: idOf(index),
      image: '',
      price: fromCents(p.priceCents),
      quantity: p.quantity,
      maxQuantity: 99,
      size: '40',
      variant: { id: 1, variant: 'Único' },
      color: '',
      badge: '',
      dimensions: DIMENSIONS,
      disabled: false,
      slug: idOf(index),
    })),
    ...shape.bundles.map((b, index): CartLine => ({
      promotion: true,
      id: `promo${index}`,
      lineId: `promo${index}`,
      title: b.type,
      description: '',
      type: b.type,
      ...promotionLineAmounts(b.type, picksOf(b)),
      quantity: 1,
      disabled: false,
      endDate: '2999-12-31',
      products: [],
    })),
  ];
  const priced = cartPricingLines(lines);
  // The promotion lines' picks travel with the cart; here they are rebuilt from the shape.
  const promotions = shape.bundles.map((b) => ({ type: b.type, picks: picksOf(b) }));
  const scope = shape.products.map((p, index) => ({ id: idOf(index), cat: p.cat, subCat: null }));
  return priceCheckout({
    products: priced.products,
    promotions,
    payment: shape.payment,
    transferDiscountPercent: shape.transferDiscountPercent,
    coupon: pricingCouponOf(shape.terms, scope),
    shipping: { fixedCents: shape.shippingCents },
  });
}

/** What the coupon's lines come to once the transfer discount is off them. */
function couponBase(shape: CartShape, subtotalCents: Cents, transferCents: Cents): Cents {
  if (shape.terms.categories.length === 0) return subtotalCents - transferCents;
  const applied = shape.products
    .filter((p) => shape.terms.categories.includes(p.cat))
    .reduce((sum, p) => sum + p.priceCents * p.quantity, 0);
  return (
    applied -
    (shape.payment === 'transfer' ? transferDiscount(applied, shape.transferDiscountPercent) : 0)
  );
}

describe('coupons × promotions: one pricing chain', () => {
  it('covers every bundle kind of the promotion kinds table', () => {
    expect(BUNDLE_KINDS.length).toBeGreaterThan(0);
  });

  it('the cart shows what the server charges, for every coupon kind and promotion kind', () => {
    fc.assert(
      fc.property(cartShape, (shape) => {
        expect(browserAmounts(shape)).toEqual(serverAmounts(shape));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps each coupon kind to its rule and the parts add up to the total', () => {
    fc.assert(
      fc.property(cartShape, (shape) => {
        const a = serverAmounts(shape);
        const base = couponBase(shape, a.subtotalCents, a.transferDiscountCents);
        expect(
          a.subtotalCents - a.transferDiscountCents - a.couponDiscountCents + a.shippingCents,
        ).toBe(a.totalCents);
        expect(a.couponDiscountCents).toBeGreaterThanOrEqual(0);
        expect(a.couponDiscountCents).toBeLessThanOrEqual(base);
        expect(a.totalCents).toBeGreaterThanOrEqual(a.shippingCents);
        switch (shape.terms.kind) {
          case 'percent':
            expect(a.couponDiscountCents).toBe(applyCoupon(base, shape.terms.percentage).discount);
            expect(a.shippingCents).toBe(shape.shippingCents);
            break;
          case 'fixed':
            // Never more than what it applies to.
            expect(a.couponDiscountCents).toBe(Math.min(shape.terms.amountCents, base));
            expect(a.shippingCents).toBe(shape.shippingCents);
            break;
          case 'free_shipping':
            expect(a.couponDiscountCents).toBe(0);
            expect(a.shippingCents).toBe(0);
            break;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a coupon of some categories leaves promotion bundles and other lines at their price', () => {
    fc.assert(
      fc.property(cartShape, (shape) => {
        fc.pre(shape.terms.categories.length > 0);
        const withBundles = serverAmounts(shape);
        const withoutBundles = serverAmounts({ ...shape, bundles: [] });
        expect(withBundles.couponDiscountCents).toBe(withoutBundles.couponDiscountCents);
      }),
    );
  });

  it('explains a cart under its minimum or without a line of its categories', () => {
    fc.assert(
      fc.property(cartShape, (shape) => {
        const a = serverAmounts(shape);
        const ids = shape.products.map((_, index) => idOf(index));
        const scope = shape.products.map((p, i) => ({ id: idOf(i), cat: p.cat, subCat: null }));
        const refusal = couponCartRefusal(
          shape.terms,
          { subtotalCents: a.subtotalCents, productIds: ids },
          pricingCouponOf(shape.terms, scope).appliesTo,
        );
        const under = a.subtotalCents < shape.terms.minPurchaseCents;
        const noLine =
          shape.terms.categories.length > 0 &&
          !shape.products.some((p) => shape.terms.categories.includes(p.cat));
        expect(refusal !== undefined).toBe(under || noLine);
        if (under) expect(refusal).toMatch(/^Este cupón es válido desde una compra de \$/);
      }),
    );
  });
});
