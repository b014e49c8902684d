import { describe, expect, it } from 'vitest';
import { addCartLine, cartItemCount, type CartProductLine } from './cart.js';

const line = (over: Partial<CartProductLine> = {}): CartProductLine => ({
  id: 'p1',
  name: 'Botines Adidas Predator League FG',
  image: '/api/images/x',
  price: 89999,
  quantity: 1,
  maxQuantity: 3,
  size: '41',
  variant: { id: 1, variant: 'Negro' },
  color: 'Negro',
  badge: '',
  dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
  disabled: false,
  slug: 'botinesadidaspredatorleaguefg',
  ...over,
});

describe('addCartLine', () => {
  it('adds a new line for a new product or size', () => {
    const first = addCartLine([], line());
    expect(first).toMatchObject({ added: true });
    const other = addCartLine(first.lines, line({ size: '42' }));
    expect(other.lines).toHaveLength(2);
  });

  it('adds quantity to the same product and size, never beyond stock', () => {
    let lines = addCartLine([], line()).lines;
    lines = addCartLine(lines, line({ quantity: 1 })).lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
    const capped = addCartLine(lines, line({ quantity: 5 }));
    expect(capped.lines[0]?.quantity).toBe(3);
    const full = addCartLine(capped.lines, line());
    expect(full.added).toBe(false);
    expect(full.lines[0]?.quantity).toBe(3);
  });

  it('refuses a sold-out size', () => {
    expect(addCartLine([], line({ maxQuantity: 0 }))).toEqual({ lines: [], added: false });
  });

  it('counts units for the badge', () => {
    expect(cartItemCount([line({ quantity: 2 }), line({ size: '40', quantity: 1 })])).toBe(3);
  });
});
