import { describe, expect, it } from 'vitest';
import { arrived, newOrderText } from './new-orders';

const answer = (count: number, orderNumber: number | null) => ({
  count,
  latest:
    orderNumber === null
      ? null
      : {
          id: `id-${orderNumber}`,
          order_number: orderNumber,
          name: 'Ana Pérez',
          total: 45000,
          created_at: '2026-03-01T10:00:00.000Z',
        },
});

describe('new orders: when the owner is told', () => {
  it('never on the first answer after the admin opens', () => {
    expect(arrived(null, 0, answer(3, 1005))).toBe(false);
  });

  it('when a newer order appears, even if the owner opened another meanwhile', () => {
    expect(arrived(answer(2, 1005), 1005, answer(2, 1006))).toBe(true);
  });

  it('when more orders wait than before (a card payment approved late)', () => {
    expect(arrived(answer(1, 1005), 1005, answer(2, 1005))).toBe(true);
  });

  it('not when the owner opened the newest and an older one is named again', () => {
    expect(arrived(answer(2, 1006), 1006, answer(1, 1005))).toBe(false);
    expect(arrived(answer(1, 1005), 1006, answer(0, null))).toBe(false);
  });

  it('says which order, for how much, and how many wait', () => {
    expect(newOrderText(answer(3, 1006))).toBe('#1006 de Ana Pérez por $45,000.00 (3 sin abrir)');
    expect(newOrderText(answer(1, 1006))).toBe('#1006 de Ana Pérez por $45,000.00');
  });
});
