import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPromotionLine,
  cartTotals,
  isPromotionLine,
  type CartLine,
  type CartProductLine,
  type CartPromotionLine,
  type CartPromotionProduct,
} from './cart.js';
import {
  cartNotices,
  cartProductIds,
  cartPromotionIds,
  CART_NOTICE_MS,
  reconcileCart,
  repriceCart,
  type CurrentProduct,
  type CurrentPromotion,
} from './cart-reconciliation.js';
import { toCents } from './money.js';

const DIMENSIONS = { weight: 1000, height: 12, width: 20, length: 33 };

const line = (over: Partial<CartProductLine> = {}): CartProductLine => ({
  id: 'boot',
  name: 'Botines Nike Tiempo',
  image: '/api/images/x',
  price: 89999,
  quantity: 2,
  maxQuantity: 5,
  size: '41',
  variant: { id: 1, variant: 'Negro' },
  color: 'Negro',
  badge: '',
  dimensions: DIMENSIONS,
  disabled: false,
  slug: 'botinesniketiempo',
  ...over,
});

const current = (over: Partial<CurrentProduct> = {}, stock = 5): CurrentProduct => ({
  id: 'boot',
  price: 89999,
  disabled: false,
  dimensions: DIMENSIONS,
  variants: [{ id: 1, sizes: [{ size: '41', stock }] }],
  ...over,
});

const item = (over: Partial<CartPromotionProduct> = {}): CartPromotionProduct => ({
  id: 's1',
  name: 'Medias Nike Grip',
  quantity: 1,
  maxQuantity: 3,
  size: '41-42',
  image: '/api/images/m',
  badge: '',
  price: 20000,
  color: 'Blanco',
  variant: { id: 1, variant: 'Blanco' },
  dimensions: { weight: 100, height: 2, width: 10, length: 20 },
  slug: 'mediasnikegrip',
  ...over,
});

const socks = (id: string, price: number, stock = 3): CurrentProduct => ({
  id,
  price,
  disabled: false,
  dimensions: { weight: 100, height: 2, width: 10, length: 20 },
  variants: [{ id: 1, sizes: [{ size: '41-42', stock }] }],
});

function bundle(over: Partial<Omit<CartPromotionLine, 'lineId'>> = {}): CartPromotionLine {
  const [line] = addPromotionLine([], {
    promotion: true,
    id: 'promo',
    title: '2x1 en medias',
    description: '',
    type: '2x1',
    price: 25000,
    discountAmount: 20000,
    quantity: 1,
    disabled: false,
    endDate: '2099-01-01',
    products: [item({ id: 's2', name: 'Medias Puma Largas', price: 25000 }), item()],
    ...over,
  });
  return line as CartPromotionLine;
}

const activePromo: CurrentPromotion = { id: 'promo', disabled: false };

function run(
  lines: CartLine[],
  products: CurrentProduct[],
  promotions: CurrentPromotion[] = [activePromo],
) {
  return reconcileCart(lines, {
    products: new Map(products.map((p) => [p.id, p])),
    promotions: new Map(promotions.map((p) => [p.id, p])),
  });
}

describe('notice texts (SPEC.md section 8)', () => {
  it('are exact, prices with 2 decimals in en-US style', () => {
    expect(cartNotices.noDimensions('Botín X')).toBe(
      'Botín X fue quitado del carrito porque no tiene información de dimensiones.',
    );
    expect(cartNotices.priceChanged('Botín X', 79999.5)).toBe(
      'El precio de Botín X ha cambiado a $79,999.50.',
    );
    expect(cartNotices.stockReduced('Botín X', 2)).toBe(
      'Botín X ahora tiene 2 unidades disponibles.',
    );
    expect(cartNotices.outOfStock('Botín X')).toBe(
      'Botín X fue quitado del carrito por falta de stock.',
    );
    expect(cartNotices.promotionRemoved('2x1', 'deshabilitada')).toBe(
      'La promoción asociada a "2x1" ha sido deshabilitada y se quitó del carrito.',
    );
    expect(cartNotices.promotionRemoved('2x1', 'eliminada')).toBe(
      'La promoción asociada a "2x1" ha sido eliminada y se quitó del carrito.',
    );
    expect(cartNotices.promotionProductPrice('Medias', '2x1', 1500)).toBe(
      'El precio de Medias en la promoción "2x1" ha cambiado a $1,500.00.',
    );
    expect(cartNotices.promotionTotal('2x1', 1234567.8)).toBe(
      'El precio total de la promoción "2x1" ha sido actualizado a $1,234,567.80.',
    );
    expect(CART_NOTICE_MS).toBe(10_000);
  });
});

describe('reconcileCart, product lines', () => {
  it('keeps a line that still matches, refreshing its stock bound quietly', () => {
    const result = run([line()], [current({}, 9)]);
    expect(result).toEqual({ lines: [line({ maxQuantity: 9 })], notices: [] });
  });

  it('removes a line without complete dimensions', () => {
    const result = run([line()], [current({ dimensions: { ...DIMENSIONS, weight: 0 } })]);
    expect(result).toEqual({
      lines: [],
      notices: [
        'Botines Nike Tiempo fue quitado del carrito porque no tiene información de dimensiones.',
      ],
    });
    expect(run([line()], [current({ dimensions: null })]).lines).toEqual([]);
  });

  it('takes a changed price, with its notice', () => {
    const result = run([line()], [current({ price: 79999.9 })]);
    expect(result.lines).toEqual([line({ price: 79999.9 })]);
    expect(result.notices).toEqual(['El precio de Botines Nike Tiempo ha cambiado a $79,999.90.']);
  });

  it('cuts a quantity above stock to the stock', () => {
    const result = run([line({ quantity: 4 })], [current({}, 1)]);
    expect(result.lines).toEqual([line({ quantity: 1, maxQuantity: 1 })]);
    expect(result.notices).toEqual(['Botines Nike Tiempo ahora tiene 1 unidades disponibles.']);
  });

  it('removes a line whose size has no stock left', () => {
    expect(run([line()], [current({}, 0)])).toEqual({
      lines: [],
      notices: ['Botines Nike Tiempo fue quitado del carrito por falta de stock.'],
    });
  });

  it('removes a line whose variant or size no longer exists', () => {
    const other = current({ variants: [{ id: 2, sizes: [{ size: '41', stock: 5 }] }] });
    expect(run([line()], [other]).notices).toEqual([cartNotices.outOfStock('Botines Nike Tiempo')]);
  });

  it('removes a line whose product was deleted or switched off, saying so without guessing which (issues 21 and 42)', () => {
    // The public API answers 404 for both: a paused product must not be called deleted.
    for (const shop of [[], [current({ disabled: true })]]) {
      expect(run([line()], shop)).toEqual({
        lines: [],
        notices: ['Botines Nike Tiempo ya no está a la venta y se quitó del carrito.'],
      });
    }
  });

  it('gives both notices when price and stock moved', () => {
    const result = run([line({ quantity: 3 })], [current({ price: 95000 }, 2)]);
    expect(result.lines).toEqual([line({ price: 95000, quantity: 2, maxQuantity: 2 })]);
    expect(result.notices).toEqual([
      'El precio de Botines Nike Tiempo ha cambiado a $95,000.00.',
      'Botines Nike Tiempo ahora tiene 2 unidades disponibles.',
    ]);
  });
});

describe('reconcileCart, promotion lines', () => {
  const both = [socks('s1', 20000), socks('s2', 25000)];

  it('keeps a bundle that still matches', () => {
    const line = bundle();
    expect(run([line], both)).toEqual({ lines: [line], notices: [] });
  });

  it('removes a bundle whose promotion was disabled', () => {
    expect(run([bundle()], both, [{ id: 'promo', disabled: true }])).toEqual({
      lines: [],
      notices: [
        'La promoción asociada a "2x1 en medias" ha sido deshabilitada y se quitó del carrito.',
      ],
    });
  });

  it('removes a bundle whose promotion is gone', () => {
    expect(run([bundle()], both, [])).toEqual({
      lines: [],
      notices: [
        'La promoción asociada a "2x1 en medias" ha sido eliminada y se quitó del carrito.',
      ],
    });
  });

  it('recomputes total and discount when a product changed price', () => {
    const result = run([bundle()], [socks('s1', 20000), socks('s2', 30000)]);
    expect(result.notices).toEqual([
      'El precio de Medias Puma Largas en la promoción "2x1 en medias" ha cambiado a $30,000.00.',
      'El precio total de la promoción "2x1 en medias" ha sido actualizado a $30,000.00.',
    ]);
    expect(result.lines[0]).toMatchObject({ price: 30000, discountAmount: 20000 });
  });

  it('lets the new cheapest item be the free one', () => {
    const result = run([bundle()], [socks('s1', 40000), socks('s2', 25000)]);
    expect(result.lines[0]).toMatchObject({ price: 40000, discountAmount: 25000 });
    expect((result.lines[0] as CartPromotionLine).products.map((p) => p.id)).toEqual(['s1', 's2']);
  });

  it('only tells the product price when the total stays (the free item moved)', () => {
    const result = run([bundle()], [socks('s1', 18000), socks('s2', 25000)]);
    expect(result.notices).toEqual([
      'El precio de Medias Nike Grip en la promoción "2x1 en medias" ha cambiado a $18,000.00.',
    ]);
    expect(result.lines[0]).toMatchObject({ price: 25000, discountAmount: 18000 });
  });

  it('Regalo: the discount is the current price of the gift', () => {
    const regalo = bundle({
      type: 'Regalo',
      title: 'Botines con medias de regalo',
      price: 119999,
      discountAmount: 20000,
      products: [item({ id: 'b1', name: 'Botín', price: 119999 }), item({ gift: true })],
    });
    const result = run([regalo], [socks('b1', 119999), socks('s1', 22000)]);
    expect(result.lines[0]).toMatchObject({ price: 119999, discountAmount: 22000 });
    expect(result.notices).toEqual([
      'El precio de Medias Nike Grip en la promoción "Botines con medias de regalo" ha cambiado a $22,000.00.',
    ]);
  });

  it('removes the bundle when one of its products has no stock, no dimensions or is gone', () => {
    expect(run([bundle()], [socks('s1', 20000, 0), socks('s2', 25000)]).notices).toEqual([
      'Medias Nike Grip fue quitado del carrito por falta de stock.',
    ]);
    const noSize = { ...socks('s2', 25000), dimensions: { weight: 1, height: 1, width: 1 } };
    expect(run([bundle()], [socks('s1', 20000), noSize])).toEqual({
      lines: [],
      notices: [
        'Medias Puma Largas fue quitado del carrito porque no tiene información de dimensiones.',
      ],
    });
    expect(run([bundle()], [socks('s1', 20000)]).lines).toEqual([]);
  });
});

describe('cart ids', () => {
  it('lists each product and promotion the cart names once', () => {
    const lines = [line(), line({ size: '42' }), bundle(), bundle({ id: 'other' })];
    expect(cartProductIds(lines)).toEqual(['boot', 's2', 's1']);
    expect(cartPromotionIds(lines)).toEqual(['promo', 'other']);
  });
});

describe('reconcileCart properties', () => {
  const price = fc.integer({ min: 1, max: 30_000_000 }).map((c) => c / 100);
  const scenario = fc.record({
    lines: fc.array(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c'),
        quantity: fc.integer({ min: 1, max: 6 }),
        price,
      }),
      { maxLength: 4 },
    ),
    bundle: fc.option(
      fc.record({
        type: fc.constantFrom('2x1', '3x2', 'Regalo'),
        ids: fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 2, maxLength: 3 }),
        oldPrices: fc.array(price, { minLength: 3, maxLength: 3 }),
      }),
    ),
    today: fc.dictionary(
      fc.constantFrom('a', 'b', 'c'),
      fc.record({ price, stock: fc.integer({ min: 0, max: 4 }) }),
    ),
  });

  it('never leaves a line above its stock or below 1, nor a negative total; bundles add up', () => {
    fc.assert(
      fc.property(scenario, ({ lines, bundle: composed, today }) => {
        const cart: CartLine[] = lines.map((l) =>
          line({
            id: l.id,
            name: l.id,
            size: `${l.quantity}`,
            quantity: l.quantity,
            price: l.price,
          }),
        );
        if (composed) {
          cart.push(
            bundle({
              type: composed.type,
              products: composed.ids.map((id, i) =>
                item({ id, size: '41', price: composed.oldPrices[i] ?? 1, gift: i === 1 }),
              ),
            }),
          );
        }
        const products = Object.entries(today).map(([id, { price: p, stock }]) => ({
          id,
          price: p,
          disabled: false,
          dimensions: DIMENSIONS,
          variants: [
            {
              id: 1,
              sizes: [...cart.map((l) => (isPromotionLine(l) ? '41' : l.size)), '41'].map(
                (size) => ({ size, stock }),
              ),
            },
          ],
        }));
        const result = run(cart, products);
        for (const l of result.lines) {
          if (isPromotionLine(l)) {
            const cost = l.products.reduce((sum, p) => sum + toCents(p.price), 0);
            expect(toCents(l.price) + toCents(l.discountAmount)).toBe(cost);
            expect(l.products.every((p) => p.price === today[p.id]?.price)).toBe(true);
          } else {
            expect(l.quantity).toBeGreaterThanOrEqual(1);
            expect(l.quantity).toBeLessThanOrEqual(l.maxQuantity);
            expect(l.price).toBe(today[l.id]?.price);
          }
        }
        expect(cartTotals(result.lines, 15).totalCents).toBeGreaterThanOrEqual(0);
        expect(result.notices.length).toBeGreaterThanOrEqual(cart.length - result.lines.length);
      }),
    );
  });
});

describe('repriceCart (the checkout takes the prices of a 409 price_changed)', () => {
  it("takes each changed price with SPEC's notice and leaves the rest as it is", () => {
    const other = line({ id: 'shirt', name: 'Camiseta', price: 50000 });
    const { lines, notices } = repriceCart([line(), other], new Map([['boot', 95000]]));
    expect(lines).toEqual([line({ price: 95000 }), other]);
    expect(lines[1]).toBe(other);
    expect(notices).toEqual([cartNotices.priceChanged('Botines Nike Tiempo', 95000)]);
  });

  it("prices a bundle again: the item's notice, and the total's when it moved", () => {
    // 2x1: the cheaper item is free. Raising it while it stays cheaper leaves the total.
    const still = repriceCart([bundle()], new Map([['s1', 22000]]));
    expect(still.notices).toEqual([
      cartNotices.promotionProductPrice('Medias Nike Grip', '2x1 en medias', 22000),
    ]);
    expect(cartTotals(still.lines).subtotalCents).toBe(toCents(25000));
    const moved = repriceCart([bundle()], new Map([['s1', 30000]]));
    expect(moved.notices).toEqual([
      cartNotices.promotionProductPrice('Medias Nike Grip', '2x1 en medias', 30000),
      cartNotices.promotionTotal('2x1 en medias', 30000),
    ]);
    expect(moved.lines[0]).toMatchObject({ price: 30000, discountAmount: 25000 });
  });

  it('says nothing when no price moved', () => {
    const cart = [line(), bundle()];
    const { lines, notices } = repriceCart(
      cart,
      new Map([
        ['boot', 89999],
        ['s1', 20000],
      ]),
    );
    expect(notices).toEqual([]);
    expect(lines).toEqual(cart);
  });
});
