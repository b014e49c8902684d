import { describe, expect, it } from 'vitest';
import { colourOf } from './colour';

describe('colourOf (issue 21, item 10)', () => {
  it('shows the chosen variant, not every colour of the product', () => {
    expect(colourOf({ color: 'Azul/Naranja', variant: { variant: 'Naranja' } })).toBe('Naranja');
  });

  it('falls back to the product colour when the variant has no name', () => {
    expect(colourOf({ color: 'Azul/Naranja', variant: { variant: ' ' } })).toBe('Azul/Naranja');
  });
});
