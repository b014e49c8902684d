/**
 * One pricing chain (issue 45, decision 0039): for any cart of plain lines and bundles, any
 * running "% OFF" promotions, any coupon and either payment, what the storefront shows (each
 * card's price by saleOf, the cart priced by priceCheckout over its lines) is exactly what the
 * server charges (resolveCart from the catalogue, then priceCheckout), line by line and in total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.js';
import { CATEGORIES } from './catalogue.js';
import { fromCents, toCents } from './money.js';
import { cartPricingLines, priceCheckout, type CheckoutPricingInput } from './order-checkout.js';
import { resolveCart, type CatalogueProduct, type CataloguePromotion } from './order-lines.js';
import type { PricingCoupon } from './order-pricing.js';
import { saleOf, type PercentOffSale } from './percent-off.js';
import type { OrderLineRequest } from './schemas/order.js';

const TODAY = '2026-06-15';
const BRANDS = ['Nike', 'Adidas', 'Puma'];
const CATEGORY_NAMES = CATEGORIES.map((c) => c.name);

const productArb = fc.record({
  priceCents: fc.integer({ min: 1, max: 50_000_000 }),
  category: fc.constantFrom(...CATEGORIES),
  brand: fc.constantFrom(...BRANDS),
  subIndex: fc.nat(),
});

const saleArb = fc.record({
  percentOff: fc.integer({ min: 1, max: 90 }),
  categories: fc.subarray(CATEGORY_NAMES, { minLength: 1 }),
  brands: fc.subarray(BRANDS),
  withSubcategory: fc.boolean(),
  /** Products named one by one (by index), whatever their category or brand. */
  named: fc.uniqueArray(fc.nat({ max: 5 }), { maxLength: 3 }),
});

const couponArb: fc.Arbitrary<PricingCoupon | null> = fc
  .option(
    fc.record({
      kind: fc.constantFrom('percent' as const, 'fixed' as const, 'free_shipping' as const),
      percentage: fc.integer({ min: 1, max: 100 }),
      amountCents: fc.integer({ min: 1, max: 10_000_000 }),
      some: fc.boolean(),
    }),
    { nil: null },
  )
  .map((c) =>
    c === null
      ? null
      : {
          kind: c.kind,
          percentage: c.kind === 'percent' ? c.percentage : 0,
          amountCents: c.kind === 'fixed' ? c.amountCents : 0,
          // "Some categories" is the product ids of the first product's category, fixed below.
          appliesTo: c.some ? ['p0'] : ('all' as const),
        },
  );

/** A cart line: a product with a quantity, or a bundle of a kind with picks by product index. */
const lineArb = fc.oneof(
  fc.record({ product: fc.nat(), quantity: fc.integer({ min: 1, max: 5 }) }),
  fc.record({
    bundle: fc.constantFrom('2x1', '3x2', 'Regalo'),
    picks: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
  }),
);

const variant = { id: 1, name: 'Único', images: [], sizes: [{ size: '40', stock: 1000 }] };
const dimensions = { weight: 100, height: 10, width: 10, length: 10 };

describe('the one pricing chain with "% OFF" promotions', () => {
  it('what the cart shows is what the server charges, for any cart, sales and coupon', () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { minLength: 1, maxLength: 6 }),
        fc.array(saleArb, { maxLength: 3 }),
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        couponArb,
        fc.constantFrom('transfer' as const, 'mercadopago' as const),
        fc.integer({ min: 0, max: 30 }),
        (productSpecs, saleSpecs, lineSpecs, coupon, payment, transferPercent) => {
          const products: CatalogueProduct[] = productSpecs.map((spec, i) => ({
            id: `p${i}`,
            name: `Producto ${i}`,
            priceCents: spec.priceCents,
            cat: spec.category.name,
            subCat:
              spec.category.subcategories[spec.subIndex % spec.category.subcategories.length]!,
            brand: spec.brand,
            disabled: false,
            dimensions,
            variants: [variant],
          }));
          const sales: PercentOffSale[] = saleSpecs.map((spec, i) => ({
            id: `s${i}`,
            title: `Temporada ${i}`,
            percentOff: spec.percentOff,
            categories: spec.categories,
            subcategories: spec.withSubcategory
              ? [CATEGORIES.find((c) => c.name === spec.categories[0])!.subcategories[0]!]
              : [],
            brands: spec.brands,
            productIds: spec.named.map((n) => `p${n}`),
          }));
          const bundles = new Map<string, CataloguePromotion>(
            ['2x1', '3x2', 'Regalo'].map((type) => [
              type,
              {
                id: type,
                title: type,
                type,
                categories: CATEGORY_NAMES,
                subcategories: [],
                productIds: [],
                giftCategories: CATEGORY_NAMES,
                giftSubcategories: [],
                startDate: null,
                endDate: '2099-01-01',
                disabled: false,
              },
            ]),
          );
          const byIndex = (n: number) => products[n % products.length]!;
          const requests: OrderLineRequest[] = [];
          const cart: CartLine[] = [];
          for (const spec of lineSpecs) {
            if ('product' in spec) {
              const product = byIndex(spec.product);
              requests.push({
                id: product.id,
                size: '40',
                quantity: spec.quantity,
                variant: { id: 1 },
              });
              // The card's price: what the product page puts in the cart.
              const card = {
                id: product.id,
                price: fromCents(product.priceCents),
                cat: product.cat,
                sub_cat: product.subCat,
                brand: product.brand,
              };
              const shown = saleOf(card, sales)?.price ?? card.price;
              cart.push({
                id: product.id,
                price: shown,
                quantity: spec.quantity,
              } as unknown as CartLine);
            } else {
              const count = spec.bundle === '3x2' ? 3 : 2;
              const picks = spec.picks.slice(0, count).map((n, i) => ({
                product: byIndex(n),
                gift: spec.bundle === 'Regalo' && i === 1,
              }));
              requests.push({
                promotion: true,
                id: spec.bundle,
                products: picks.map((p) => ({
                  id: p.product.id,
                  size: '40',
                  variant: { id: 1 },
                  ...(p.gift ? { gift: true } : {}),
                })),
              } as OrderLineRequest);
              // A bundle's picks keep their own price (one line, one promotion).
              cart.push({
                promotion: true,
                type: spec.bundle,
                products: picks.map((p) => ({
                  id: p.product.id,
                  price: fromCents(p.product.priceCents),
                  ...(p.gift ? { gift: true } : {}),
                })),
              } as unknown as CartLine);
            }
          }
          const shipping = {
            rateCents: 500_000,
            deliveredType: 'D' as const,
            freeShippingThresholdCents: 4_500_000,
            homeDeliverySurchargeCents: 235_000,
          };
          const terms: Omit<CheckoutPricingInput, 'products' | 'promotions'> = {
            payment,
            transferDiscountPercent: transferPercent,
            coupon,
            shipping,
          };
          const shown = priceCheckout({ ...cartPricingLines(cart), ...terms });

          const resolved = resolveCart(requests, new Map(products.map((p) => [p.id, p])), bundles, {
            today: () => TODAY,
            sales,
          });
          const charged = priceCheckout({
            products: resolved.products,
            promotions: resolved.promotions,
            ...terms,
          });
          expect(charged).toEqual(shown);
          // Line by line: each plain item at the price its card showed.
          const plainShown = cart.filter((l) => !('promotion' in l)).map((l) => toCents(l.price));
          const plainCharged = resolved.items
            .filter((item) => item.promotion === null)
            .map((item) => toCents(item.price));
          expect(plainCharged).toEqual(plainShown);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a bundle promotion moved to a later start', () => {
  it('is refused at checkout with the day it starts, until that day', () => {
    const product: CatalogueProduct = {
      id: 'p',
      name: 'Medias',
      priceCents: 100_000,
      cat: 'Medias',
      subCat: 'Cortas',
      brand: 'Nike',
      disabled: false,
      dimensions,
      variants: [variant],
    };
    const later: CataloguePromotion = {
      id: 'x',
      title: '2x1 en medias',
      type: '2x1',
      categories: ['Medias'],
      subcategories: [],
      productIds: [],
      giftCategories: [],
      giftSubcategories: [],
      startDate: '2026-06-16',
      endDate: '2026-06-30',
      disabled: false,
    };
    const pick = { id: 'p', size: '40', variant: { id: 1 } };
    const line = { promotion: true, id: 'x', products: [pick, pick] } as OrderLineRequest;
    const resolve = (today: string) =>
      resolveCart([line], new Map([['p', product]]), new Map([['x', later]]), {
        today: () => today,
      });
    expect(() => resolve(TODAY)).toThrow(
      'La promoción "2x1 en medias" empieza el 16/06/2026. Quitala del carrito.',
    );
    expect(resolve('2026-06-16').promotionIds).toEqual(['x']);
  });
});
