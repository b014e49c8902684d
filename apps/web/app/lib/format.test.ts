import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice', () => {
  it('shows pesos with en-US grouping and two decimals', () => {
    expect(formatPrice(89999)).toBe('$89,999.00');
    expect(formatPrice(1234567.5)).toBe('$1,234,567.50');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('rounds to cents', () => {
    expect(formatPrice(76499.155)).toBe('$76,499.16');
  });
});
