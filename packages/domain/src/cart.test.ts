import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCartLine,
  addPromotionLine,
  cartItemCount,
  cartTotals,
  decreaseCartLine,
  increaseCartLine,
  isPromotionLine,
  removeCartLine,
  removePromotionLine,
  updateCartLines,
  updatePromotionLines,
  type CartLine,
  type CartProductLine,
  type CartPromotionProduct,
  type NewCartPromotionLine,
} from './cart.js';
import { toCents } from './money.js';
import { priceOrder } from './order-pricing.js';

const line = (over: Partial<CartProductLine> = {}): CartProductLine => ({
  id: 'p1',
  name: 'Botines Adidas Predator League FG',
  image: '/api/images/x',
  price: 89999,
  quantity: 1,
  maxQuantity: 3,
  size: '41',
  variant: { id: 1, variant: 'Negro' },
  color: 'Negro',
  badge: '',
  dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
  disabled: false,
  slug: 'botinesadidaspredatorleaguefg',
  ...over,
});

const item = (over: Partial<CartPromotionProduct> = {}): CartPromotionProduct => ({
  id: 'm1',
  name: 'Medias Nike Grip',
  quantity: 1,
  maxQuantity: 4,
  size: '41-42',
  image: '/api/images/m',
  badge: '',
  price: 19999,
  color: 'Blanco',
  variant: { id: 1, variant: 'Blanco' },
  dimensions: { weight: 100, height: 2, width: 10, length: 20 },
  slug: 'mediasnikegrip',
  ...over,
});

const bundle = (over: Partial<NewCartPromotionLine> = {}): NewCartPromotionLine => ({
  promotion: true,
  id: 'promo-2x1',
  title: '2x1 en medias',
  description: 'Llevá dos pares',
  type: '2x1',
  price: 24999,
  discountAmount: 19999,
  quantity: 1,
  disabled: false,
  endDate: '2099-01-01',
  products: [item({ id: 'm2', price: 24999 }), item()],
  ...over,
});

describe('addCartLine', () => {
  it('adds a new line for a new product or size', () => {
    const first = addCartLine([], line());
    expect(first).toMatchObject({ added: true });
    const other = addCartLine(first.lines, line({ size: '42' }));
    expect(other.lines).toHaveLength(2);
  });

  it('adds quantity to the same product and size, never beyond stock', () => {
    let lines = addCartLine([], line()).lines;
    lines = addCartLine(lines, line({ quantity: 1 })).lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
    const capped = addCartLine(lines, line({ quantity: 5 }));
    expect(capped.lines[0]?.quantity).toBe(3);
    const full = addCartLine(capped.lines, line());
    expect(full.added).toBe(false);
    expect(full.lines[0]?.quantity).toBe(3);
  });

  it('refuses a sold-out size', () => {
    expect(addCartLine([], line({ maxQuantity: 0 }))).toEqual({ lines: [], added: false });
  });

  it('never merges a product into a bundle that holds the same id', () => {
    const lines = addPromotionLine([], bundle({ id: 'p1' }));
    const { lines: next } = addCartLine(lines, line());
    expect(next).toHaveLength(2);
  });
});

describe('quantity steps', () => {
  const start: CartLine[] = [line({ quantity: 2 }), line({ size: '42', quantity: 1 })];

  it('increases by one up to the stock of that size only', () => {
    const once = increaseCartLine(start, 'p1', '41');
    expect(once.map((l) => l.quantity)).toEqual([3, 1]);
    expect(increaseCartLine(once, 'p1', '41').map((l) => l.quantity)).toEqual([3, 1]);
  });

  it('decreases by one, never below 1', () => {
    const once = decreaseCartLine(start, 'p1', '41');
    expect(once.map((l) => l.quantity)).toEqual([1, 1]);
    expect(decreaseCartLine(once, 'p1', '41').map((l) => l.quantity)).toEqual([1, 1]);
    expect(decreaseCartLine(start, 'p1', '42').map((l) => l.quantity)).toEqual([2, 1]);
  });

  it('leaves bundles alone', () => {
    const lines = addPromotionLine([], bundle({ id: 'p1' }));
    expect(increaseCartLine(lines, 'p1', '')).toEqual(lines);
    expect(decreaseCartLine(lines, 'p1', '')).toEqual(lines);
  });
});

describe('removing lines', () => {
  it('deletes a product line by id and size', () => {
    const lines: CartLine[] = [line(), line({ size: '42' })];
    expect(removeCartLine(lines, 'p1', '41')).toEqual([line({ size: '42' })]);
    expect(removeCartLine(lines, 'p9', '41')).toEqual(lines);
  });

  it('gives each bundle its own line id and deletes one bundle at a time', () => {
    let lines = addPromotionLine([line()], bundle());
    lines = addPromotionLine(lines, bundle());
    const ids = lines.filter(isPromotionLine).map((l) => l.lineId);
    expect(ids).toEqual(['promo-2x1-1', 'promo-2x1-2']);
    const left = removePromotionLine(lines, 'promo-2x1-1');
    expect(left.filter(isPromotionLine).map((l) => l.lineId)).toEqual(['promo-2x1-2']);
    expect(
      addPromotionLine(left, bundle())
        .filter(isPromotionLine)
        .map((l) => l.lineId),
    ).toEqual(['promo-2x1-2', 'promo-2x1-1']);
    expect(removeCartLine(lines, 'promo-2x1', '')).toEqual(lines);
  });
});

describe('updating by id', () => {
  it('updates price and disabled flag of every size of a product', () => {
    const lines = updateCartLines([line(), line({ size: '42' }), line({ id: 'p2' })], 'p1', {
      price: 79999,
      disabled: true,
    });
    expect(lines.map((l) => [l.id, l.price, l.disabled])).toEqual([
      ['p1', 79999, true],
      ['p1', 79999, true],
      ['p2', 89999, false],
    ]);
  });

  it('updates the promotion details of its bundles', () => {
    const lines = updatePromotionLines(addPromotionLine([line()], bundle()), 'promo-2x1', {
      discountAmount: 15000,
      price: 20000,
      products: [item({ price: 20000 }), item({ price: 15000 })],
      disabled: true,
    });
    expect(lines[0]).toEqual(line());
    expect(lines[1]).toMatchObject({ price: 20000, discountAmount: 15000, disabled: true });
  });
});

describe('cartItemCount', () => {
  it('counts units, and each product of a bundle', () => {
    const lines = addPromotionLine([line({ quantity: 2 }), line({ size: '40' })], bundle());
    expect(cartItemCount(lines)).toBe(5);
  });
});

describe('cartTotals', () => {
  it('adds lines and bundles, shows the transfer price, through priceOrder', () => {
    const lines = addPromotionLine([line({ quantity: 2 })], bundle());
    expect(cartTotals(lines, 15)).toEqual({
      subtotalCents: 2 * 8_999_900 + 2_499_900,
      promotionDiscountCents: 1_999_900,
      transferTotalCents: 17_424_745,
      totalCents: 2 * 8_999_900 + 2_499_900,
    });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([], 15)).toEqual({
      subtotalCents: 0,
      promotionDiscountCents: 0,
      transferTotalCents: 0,
      totalCents: 0,
    });
  });

  it('prices Regalo with the gift free', () => {
    const regalo = bundle({
      type: 'Regalo',
      products: [item({ id: 'b1', price: 119999 }), item({ price: 19999, gift: true })],
    });
    expect(cartTotals(addPromotionLine([], regalo), 15)).toMatchObject({
      subtotalCents: 11_999_900,
      promotionDiscountCents: 1_999_900,
    });
  });

  const price = fc.integer({ min: 0, max: 50_000_000 }).map((c) => c / 100);
  const productLine = fc
    .record({ price, quantity: fc.integer({ min: 1, max: 10 }) })
    .map(({ price: p, quantity }) => line({ price: p, quantity, maxQuantity: 10 }));
  const promotionLine = fc
    .record({
      type: fc.constantFrom('2x1', '3x2', 'Regalo'),
      prices: fc.array(fc.record({ price, gift: fc.boolean() }), { minLength: 1, maxLength: 3 }),
    })
    .map(({ type, prices }) =>
      bundle({
        type,
        products: prices.map(({ price: p, gift }) => item({ price: p, gift })),
      }),
    );
  const cart = fc
    .tuple(fc.array(productLine, { maxLength: 5 }), fc.array(promotionLine, { maxLength: 3 }))
    .map(([products, promotions]) =>
      promotions.reduce<CartLine[]>((lines, p) => addPromotionLine(lines, p), products),
    );
  const percent = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);

  it('never negative, never creates or loses a cent, agrees with priceOrder', () => {
    fc.assert(
      fc.property(cart, percent, (lines, transferPercent) => {
        const totals = cartTotals(lines, transferPercent);
        const everything = lines.reduce(
          (sum, l) =>
            sum +
            (isPromotionLine(l)
              ? l.products.reduce((s, p) => s + toCents(p.price), 0)
              : toCents(l.price) * l.quantity),
          0,
        );
        expect(totals.subtotalCents).toBeGreaterThanOrEqual(0);
        expect(totals.promotionDiscountCents).toBeGreaterThanOrEqual(0);
        expect(totals.transferTotalCents).toBeGreaterThanOrEqual(0);
        expect(totals.transferTotalCents).toBeLessThanOrEqual(totals.totalCents);
        expect(totals.subtotalCents + totals.promotionDiscountCents).toBe(everything);
        const server = priceOrder({
          products: lines
            .filter((l) => !isPromotionLine(l))
            .map((l) => ({ unitPriceCents: toCents(l.price), quantity: l.quantity })),
          promotions: lines.filter(isPromotionLine).map((l) => ({
            type: l.type,
            picks: l.products,
          })),
          payment: 'transfer',
          transferDiscountPercent: transferPercent,
          shippingCents: 0,
        });
        expect(totals.transferTotalCents).toBe(server.totalCents);
      }),
    );
  });
});
