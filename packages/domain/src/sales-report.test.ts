import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodKeys, salesReportQuerySchema, splitCents } from './sales-report.js';

describe('sales report rules (issue 45)', () => {
  it('splits cents over weights in whole cents that add up, never below a smaller weight (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = splitCents(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every(Number.isInteger)).toBe(true);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum > 0)
            parts.forEach((part, i) =>
              expect(Math.abs(part - (total * weights[i]!) / sum)).toBeLessThan(1),
            );
        },
      ),
    );
  });

  it('lists every period of a range once, in order, weeks from Monday', () => {
    expect(periodKeys('2026-12-30', '2027-01-02', 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(periodKeys('2026-11-29', '2026-12-07', 'week')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(periodKeys('2026-11-29', '2027-02-01', 'month')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('takes a range of up to 731 days and refuses one end before its start', () => {
    expect(salesReportQuerySchema.safeParse({ from: '2024-12-31', to: '2026-12-31' }).success).toBe(
      true,
    );
    const long = salesReportQuerySchema.safeParse({ from: '2024-12-30', to: '2026-12-31' });
    expect(long.error?.issues[0]?.message).toBe(
      'El período no puede superar 731 días (dos años): elegí un rango más corto.',
    );
    const reversed = salesReportQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(reversed.error?.issues[0]?.message).toBe(
      'La fecha hasta no puede ser anterior a la fecha desde.',
    );
  });
});
