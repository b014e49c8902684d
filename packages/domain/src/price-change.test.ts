import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedPrice, roundTo99 } from './price-change.js';

describe('bulk price change', () => {
  it('rounds to the nearest whole price ending in 99 pesos, never below $99', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (cents) => {
        const rounded = roundTo99(cents);
        expect(rounded % 100).toBe(0);
        expect((rounded / 100) % 100).toBe(99);
        expect(rounded).toBeGreaterThanOrEqual(9900);
        if (cents >= 9900) expect(Math.abs(rounded - cents)).toBeLessThanOrEqual(5000);
        // No other …99 price is nearer.
        for (const other of [rounded - 10000, rounded + 10000]) {
          if (other >= 9900) {
            expect(Math.abs(other - cents)).toBeGreaterThanOrEqual(Math.abs(rounded - cents));
          }
        }
      }),
    );
    expect(roundTo99(1_234_500)).toBe(1_229_900);
    expect(roundTo99(1_235_000)).toBe(1_239_900);
    expect(roundTo99(100)).toBe(9900);
  });

  it('applies a percentage or an amount, then rounds only when asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000_000 }),
        fc.integer({ min: -90, max: 500 }).filter((p) => p !== 0),
        fc.boolean(),
        (cents, percent, round99) => {
          const result = changedPrice(cents, { kind: 'percent', value: percent, round99 });
          const raw = Math.round((cents * (100 + percent)) / 100);
          if (!result.ok) {
            expect(raw).toBeLessThanOrEqual(0);
            return;
          }
          expect(result.priceCents).toBe(round99 ? roundTo99(raw) : raw);
        },
      ),
    );
    expect(changedPrice(10_000_00, { kind: 'percent', value: -10, round99: false })).toEqual({
      ok: true,
      priceCents: 9_000_00,
    });
    expect(changedPrice(10_000_00, { kind: 'amount', value: 1500.5, round99: false })).toEqual({
      ok: true,
      priceCents: 11_500_50,
    });
    expect(changedPrice(10_000_00, { kind: 'amount', value: 1500, round99: true })).toEqual({
      ok: true,
      priceCents: 11_499_00,
    });
  });

  it('refuses, in Spanish, a price that would be $0 or less', () => {
    expect(changedPrice(5_000_00, { kind: 'amount', value: -5000, round99: true })).toEqual({
      ok: false,
      message: 'El precio quedaría en $0 o menos.',
    });
  });
});
