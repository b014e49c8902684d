import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryBusinessDays, deliveryWindow } from './delivery-promise.js';

const day = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

describe('addBusinessDays', () => {
  it('counts weekdays only', () => {
    // 2026-11-23 is a Monday.
    expect(addBusinessDays(day('2026-11-23'), 2)).toEqual(day('2026-11-25'));
    expect(addBusinessDays(day('2026-11-23'), 6)).toEqual(day('2026-12-01'));
  });

  it('skips the weekend from a Friday', () => {
    expect(addBusinessDays(day('2026-11-27'), 1)).toEqual(day('2026-11-30'));
    expect(addBusinessDays(day('2026-11-27'), 2)).toEqual(day('2026-12-01'));
  });

  it('starts counting on Monday from a Saturday or Sunday', () => {
    expect(addBusinessDays(day('2026-11-21'), 2)).toEqual(day('2026-11-24'));
    expect(addBusinessDays(day('2026-11-22'), 6)).toEqual(day('2026-11-30'));
  });

  it('crosses months and years', () => {
    expect(addBusinessDays(day('2026-12-30'), 2)).toEqual(day('2027-01-01'));
    expect(addBusinessDays(day('2026-12-31'), 2)).toEqual(day('2027-01-04'));
  });
});

describe('deliveryWindow', () => {
  it("is SPEC's branch 3 to 4 and home 5 to 6 business days; either spans both", () => {
    expect(deliveryBusinessDays('S')).toEqual({ min: 3, max: 4 });
    expect(deliveryBusinessDays('D')).toEqual({ min: 5, max: 6 });
    expect(deliveryBusinessDays()).toEqual({ min: 3, max: 6 });
    // Saturday 21 November 2026.
    expect(deliveryWindow(day('2026-11-21'), 'S')).toEqual({
      from: day('2026-11-25'),
      to: day('2026-11-26'),
    });
    expect(deliveryWindow(day('2026-11-21'))).toEqual({
      from: day('2026-11-25'),
      to: day('2026-11-30'),
    });
  });
});
