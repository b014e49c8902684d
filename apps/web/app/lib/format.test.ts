import { describe, expect, it } from 'vitest';
import { discountLabel, formatPrice, formatTransferPrice } from './format';

describe('price formatting', () => {
  it('shows pesos with two decimals, en-US grouping', () => {
    expect(formatPrice(89999)).toBe('$89,999.00');
    expect(formatPrice(38249.15)).toBe('$38,249.15');
  });

  it("shows the transfer price with the settings' discount, rounded up to the cent", () => {
    expect(formatTransferPrice(89999, 15)).toBe('$76,499.15');
    expect(formatTransferPrice(0.01, 15)).toBe('$0.01');
    expect(formatTransferPrice(89999, 10)).toBe('$80,999.10');
  });

  it('labels the discount from the compare price and hides it at 0', () => {
    expect(discountLabel(89999, 109999)).toBe('-18%');
    expect(discountLabel(89999, 89999)).toBeNull();
    expect(discountLabel(89999, null)).toBeNull();
  });
});
