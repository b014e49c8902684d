import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money.js';
import { pricePromotion, promotionLineAmounts } from './promotion-pricing.js';

describe('pricePromotion', () => {
  it('2x1: the cheaper of two is free, picks sorted by price descending', () => {
    const priced = pricePromotion('2x1', [{ price: 30000 }, { price: 45999.9 }]);
    expect(priced.picks.map((p) => [p.price, p.free])).toEqual([
      [45999.9, false],
      [30000, true],
    ]);
    expect(priced).toMatchObject({ priceCents: 4599990, discountCents: 3000000 });
  });

  it('3x2: the cheapest of three is free', () => {
    expect(promotionLineAmounts('3x2', [{ price: 10 }, { price: 30.5 }, { price: 20 }])).toEqual({
      price: 50.5,
      discountAmount: 10,
    });
  });

  it('Regalo: the gift is free even when it is the dearer item', () => {
    expect(
      promotionLineAmounts('Regalo', [{ price: 12000 }, { price: 25000, gift: true }]),
    ).toEqual({ price: 12000, discountAmount: 25000 });
  });

  it('gives nothing away for an incomplete 2x1 or 3x2', () => {
    expect(promotionLineAmounts('2x1', [{ price: 100 }])).toEqual({
      price: 100,
      discountAmount: 0,
    });
    expect(promotionLineAmounts('3x2', [{ price: 100 }, { price: 50 }])).toEqual({
      price: 150,
      discountAmount: 0,
    });
  });

  const price = fc.integer({ min: 0, max: 10_000_000_00 }).map((c) => c / 100);
  const picks = fc.array(fc.record({ price, gift: fc.boolean() }), { minLength: 0, maxLength: 5 });
  const type = fc.constantFrom('2x1', '3x2', 'Regalo');

  it('never goes negative, never loses or creates a cent, discount never above free items', () => {
    fc.assert(
      fc.property(type, picks, (t, chosen) => {
        const priced = pricePromotion(t, chosen);
        const total = chosen.reduce((sum, p) => sum + toCents(p.price), 0);
        expect(priced.priceCents).toBeGreaterThanOrEqual(0);
        expect(priced.discountCents).toBeGreaterThanOrEqual(0);
        expect(priced.priceCents + priced.discountCents).toBe(total);
        const freeTotal = priced.picks
          .filter((p) => p.free)
          .reduce((s, p) => s + toCents(p.price), 0);
        expect(priced.discountCents).toBe(freeTotal);
        if (t !== 'Regalo') {
          expect(priced.picks.filter((p) => p.free).length).toBeLessThanOrEqual(1);
          const cheapest = Math.min(...chosen.map((p) => toCents(p.price)));
          if (priced.discountCents > 0) expect(priced.discountCents).toBe(cheapest);
        }
      }),
    );
  });
});
