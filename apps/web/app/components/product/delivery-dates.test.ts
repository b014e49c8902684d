import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryText, deliveryWindow } from './delivery-dates';

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

describe('deliveryWindow and deliveryText', () => {
  it('is today plus 2 and 6 business days', () => {
    const { from, to } = deliveryWindow(new Date('2026-11-21T15:00:00Z'));
    expect(from).toEqual(day('2026-11-24'));
    expect(to).toEqual(day('2026-11-30'));
  });

  it('reads as one sentence', () => {
    expect(deliveryText(new Date('2026-11-23T15:00:00Z'))).toBe(
      'Llega entre el miércoles 25 de noviembre y el martes 1 de diciembre',
    );
  });
});
