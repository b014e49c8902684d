import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  discountBadge,
  discountedPrice,
  formatARS,
  fromCents,
  hasCompleteDimensions,
  isValidPercent,
  isValidPesoAmount,
  multiplyCents,
  packageDimensions,
  sumCents,
  toCents,
  transferDiscount,
  transferPrice,
} from './money.js';

/** Cents whose peso form has at most 15 significant digits, the range toCents guarantees. */
const cents = fc.integer({ min: 0, max: 10 ** 15 - 1 });
/** Everyday prices, so sums of many stay in range. */
const price = fc.integer({ min: 0, max: 10 ** 11 });
/** Any percentage with up to 2 decimals, 0 to 100, as whole hundredths of a percent. */
const basisPoints = fc.integer({ min: 0, max: 10_000 });
const percentage = basisPoints.map((points) => points / 100);

function pesosText(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

describe('toCents and fromCents', () => {
  it('converts without float drift', () => {
    expect(toCents(38249.15)).toBe(3824915);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(45000)).toBe(4500000);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(3824915)).toBe(38249.15);
    expect(fromCents(4500000)).toBe(45000);
  });

  it('rounds a third decimal half away from zero, reading the digits as written', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(0.005)).toBe(1);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-0.004)).toBe(0);
    expect(Object.is(toCents(-0.004), 0)).toBe(true);
    expect(toCents(1e-7)).toBe(0);
  });

  it('refuses what is not an amount it can hold exactly', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Infinity)).toThrow(RangeError);
    expect(() => toCents(1e21)).toThrow(RangeError);
    expect(() => toCents(1e13)).toThrow(RangeError);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('round-trips every amount with at most 2 decimals', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const pesos = Number(pesosText(value));
        expect(toCents(pesos)).toBe(value);
        expect(fromCents(value)).toBe(pesos);
        expect(toCents(fromCents(value))).toBe(value);
        expect(toCents(-pesos)).toBe(value === 0 ? 0 : -value);
      }),
    );
  });

  it('always gives whole cents within half a cent of the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (pesos) => {
        const result = toCents(pesos);
        expect(Number.isSafeInteger(result)).toBe(true);
        // The slack covers pesos × 100 itself being off by up to ~1e-5 in floating point.
        expect(Math.abs(result - pesos * 100)).toBeLessThanOrEqual(0.5 + 1e-4);
      }),
    );
  });
});

describe('isValidPesoAmount and isValidPercent', () => {
  it('accepts finite, non-negative amounts with at most 2 decimals', () => {
    expect(isValidPesoAmount(0)).toBe(true);
    expect(isValidPesoAmount(38249.15)).toBe(true);
    expect(isValidPesoAmount(45000)).toBe(true);
    expect(isValidPesoAmount(0.1)).toBe(true);
    expect(isValidPesoAmount(1.005)).toBe(false);
    expect(isValidPesoAmount(-1)).toBe(false);
    expect(isValidPesoAmount(Number.NaN)).toBe(false);
    expect(isValidPesoAmount(Infinity)).toBe(false);
    expect(isValidPesoAmount(1e-7)).toBe(false);
    expect(isValidPesoAmount(1e21)).toBe(false);
    expect(isValidPesoAmount('10')).toBe(false);
  });

  it('accepts percentages from 0 to 100', () => {
    expect(isValidPercent(0)).toBe(true);
    expect(isValidPercent(12.5)).toBe(true);
    expect(isValidPercent(100)).toBe(true);
    expect(isValidPercent(100.01)).toBe(false);
    expect(isValidPercent(-1)).toBe(false);
    expect(isValidPercent(33.333)).toBe(false);
  });
});

describe('formatARS', () => {
  it('shows en-US grouping, 2 decimals and a $ prefix', () => {
    expect(formatARS(8999900)).toBe('$89,999.00');
    expect(formatARS(3824915)).toBe('$38,249.15');
    expect(formatARS(123456789)).toBe('$1,234,567.89');
    expect(formatARS(100000)).toBe('$1,000.00');
    expect(formatARS(99999)).toBe('$999.99');
    expect(formatARS(5)).toBe('$0.05');
    expect(formatARS(0)).toBe('$0.00');
    expect(formatARS(-150)).toBe('-$1.50');
  });

  it('agrees with Intl en-US for every amount', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 14 }), (value) => {
        expect(formatARS(value)).toBe(`$${intl.format(fromCents(value))}`);
      }),
    );
  });
});

describe('transfer price', () => {
  it('takes 15% off and rounds the price up to the cent', () => {
    expect(transferPrice(4499900)).toBe(3824915);
    expect(transferDiscount(4499900)).toBe(674985);
    expect(transferPrice(8999900)).toBe(7649915);
    // 9.99 × 0.85 = 8.4915 -> 8.50
    expect(transferPrice(999)).toBe(850);
    expect(transferDiscount(999)).toBe(149);
    expect(transferPrice(1)).toBe(1);
    expect(transferDiscount(1)).toBe(0);
  });

  it('takes any other discount percentage', () => {
    expect(transferPrice(10000, 0)).toBe(10000);
    expect(transferPrice(10000, 100)).toBe(0);
    // 10.01 × 0.875 = 8.75875 -> 8.76
    expect(transferPrice(1001, 12.5)).toBe(876);
    expect(() => transferPrice(1000, 101)).toThrow(RangeError);
    expect(() => transferPrice(-1)).toThrow(RangeError);
    expect(() => transferPrice(10.5)).toThrow(RangeError);
  });

  it('transfer price plus transfer discount is always the price, in whole cents', () => {
    fc.assert(
      fc.property(cents, basisPoints, (value, points) => {
        const paid = transferPrice(value, points / 100);
        const discount = transferDiscount(value, points / 100);
        expect(paid + discount).toBe(value);
        expect(Number.isSafeInteger(paid) && Number.isSafeInteger(discount)).toBe(true);
        // Rounded up: never below the exact price, and less than a cent above it.
        const overExact = BigInt(paid) * 10_000n - BigInt(value) * BigInt(10_000 - points);
        expect(overExact >= 0n && overExact < 10_000n).toBe(true);
      }),
    );
  });
});

describe('discountBadge', () => {
  it('rounds the saving as a percentage of the compare price', () => {
    expect(discountBadge(5000, 10000)).toBe(50);
    expect(discountBadge(7999900, 9999900)).toBe(20);
    expect(discountBadge(1, 3)).toBe(67);
    expect(discountBadge(2, 3)).toBe(33);
    // 0.5% rounds up to 1
    expect(discountBadge(9950, 10000)).toBe(1);
    // exactly 57.5%, which floating point would compute as 57.49999… and round down
    expect(discountBadge(1700, 4000)).toBe(58);
    expect(discountBadge(0, 10000)).toBe(100);
  });

  it('is hidden without a compare price or without a saving', () => {
    expect(discountBadge(10000, null)).toBeNull();
    expect(discountBadge(10000, undefined)).toBeNull();
    expect(discountBadge(10000, 0)).toBeNull();
    expect(discountBadge(10000, 10000)).toBeNull();
    expect(discountBadge(12000, 10000)).toBeNull();
    // 0.4% rounds to 0, which is hidden
    expect(discountBadge(9960, 10000)).toBeNull();
  });

  it('is either hidden or a whole percentage from 1 to 100', () => {
    fc.assert(
      fc.property(price, price, (value, compare) => {
        const badge = discountBadge(value, compare);
        if (badge !== null) {
          expect(Number.isInteger(badge)).toBe(true);
          expect(badge).toBeGreaterThanOrEqual(1);
          expect(badge).toBeLessThanOrEqual(100);
          // Nearest whole percent, half up: (badge − ½)·compare ≤ saving·100 < (badge + ½)·compare
          const saving = 200n * BigInt(compare - value);
          expect(BigInt(2 * badge - 1) * BigInt(compare) <= saving).toBe(true);
          expect(saving < BigInt(2 * badge + 1) * BigInt(compare)).toBe(true);
        }
      }),
    );
  });
});

describe('discountedPrice', () => {
  it('rounds price × (1 − percent/100) to the nearest cent, half up', () => {
    // 99.99 × 0.85 = 84.9915 -> 84.99
    expect(discountedPrice(9999, 15)).toBe(8499);
    // 100.10 × 0.85 = 85.085 -> 85.09
    expect(discountedPrice(10010, 15)).toBe(8509);
    expect(discountedPrice(10000, 0)).toBe(10000);
    expect(discountedPrice(10000, 100)).toBe(0);
  });

  it('is the nearest whole cent, never more than the price', () => {
    fc.assert(
      fc.property(cents, basisPoints, (value, points) => {
        const result = discountedPrice(value, points / 100);
        expect(Number.isSafeInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(value);
        // Nearest cent, half up: within half a cent of the exact price.
        const offExact = BigInt(result) * 10_000n - BigInt(value) * BigInt(10_000 - points);
        expect(offExact > -5_000n && offExact <= 5_000n).toBe(true);
      }),
    );
  });
});

describe('applyCoupon', () => {
  it('takes the percentage off the total, rounding the discount to the cent', () => {
    expect(applyCoupon(10000, 10)).toEqual({ discount: 1000, total: 9000 });
    // 33.33 × 15% = 4.9995 -> 5.00
    expect(applyCoupon(3333, 15)).toEqual({ discount: 500, total: 2833 });
    // 10.01 × 50% = 5.005 -> 5.01
    expect(applyCoupon(1001, 50)).toEqual({ discount: 501, total: 500 });
    expect(applyCoupon(500, 100)).toEqual({ discount: 500, total: 0 });
    expect(applyCoupon(0, 20)).toEqual({ discount: 0, total: 0 });
    expect(() => applyCoupon(1000, 150)).toThrow(RangeError);
  });

  it('never takes more than the total and never leaves it negative', () => {
    fc.assert(
      fc.property(cents, percentage, (total, percent) => {
        const result = applyCoupon(total, percent);
        expect(result.discount).toBeGreaterThanOrEqual(0);
        expect(result.discount).toBeLessThanOrEqual(total);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.discount + result.total).toBe(total);
        expect(Number.isSafeInteger(result.discount) && Number.isSafeInteger(result.total)).toBe(
          true,
        );
      }),
    );
  });
});

describe('sumCents and multiplyCents', () => {
  it('adds and multiplies whole cents', () => {
    expect(sumCents([3824915, 235000, 1])).toBe(4059916);
    expect(sumCents([])).toBe(0);
    expect(multiplyCents(3824915, 3)).toBe(11474745);
    expect(multiplyCents(3824915, 0)).toBe(0);
  });

  it('refuses fractions of a cent, bad quantities and overflow', () => {
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => multiplyCents(100, 1.5)).toThrow(RangeError);
    expect(() => multiplyCents(100, -1)).toThrow(RangeError);
    expect(() => multiplyCents(10 ** 14, 100)).toThrow(RangeError);
    expect(() => sumCents([10 ** 15 - 1, 1])).toThrow(RangeError);
  });

  it('gives the same total in any order', () => {
    const pricesAndOrder = fc
      .array(price, { maxLength: 50 })
      .chain((values) =>
        fc.tuple(
          fc.constant(values),
          fc.shuffledSubarray(values, { minLength: values.length, maxLength: values.length }),
        ),
      );
    fc.assert(
      fc.property(pricesAndOrder, ([values, shuffled]) => {
        expect(sumCents(shuffled)).toBe(sumCents(values));
        expect(Number.isSafeInteger(sumCents(values))).toBe(true);
      }),
    );
  });

  it('multiplying equals adding the same price quantity times', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 20 }), (value, quantity) => {
        expect(multiplyCents(value, quantity)).toBe(
          sumCents(Array.from({ length: quantity }, () => value)),
        );
      }),
    );
  });
});

describe('package dimensions', () => {
  const boots = { weight: 1200, height: 12, width: 20, length: 33 };
  const shirt = { weight: 250, height: 3, width: 30, length: 25 };

  it('stacks items: weight and height add up per unit, width and length are the largest', () => {
    expect(
      packageDimensions([
        { dimensions: boots, quantity: 2 },
        { dimensions: shirt, quantity: 1 },
      ]),
    ).toEqual({ weight: 2650, height: 27, width: 30, length: 33 });
    expect(packageDimensions([])).toEqual({ weight: 0, height: 0, width: 0, length: 0 });
  });

  it('knows when all four dimensions are there', () => {
    expect(hasCompleteDimensions(boots)).toBe(true);
    expect(hasCompleteDimensions({ ...boots, height: 0 })).toBe(false);
    expect(hasCompleteDimensions({ weight: 1, height: 1, width: 1 })).toBe(false);
    expect(hasCompleteDimensions({ ...boots, width: Number.NaN })).toBe(false);
    expect(hasCompleteDimensions(null)).toBe(false);
    expect(hasCompleteDimensions(undefined)).toBe(false);
  });
});
