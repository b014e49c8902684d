import type { ProductAnswer } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { cardData } from './products';

const product = {
  id: 'p1',
  slug: 'botin-x',
  productName: 'Botín X',
  price: 100000,
  compare_price: 120000,
  brand: 'Nike',
  stock: 3,
  description: 'Una descripción larga que la tarjeta no muestra.',
  variants: [
    { id: 1, variant: 'Negro', imgUrl: ['/a.webp', '/b.webp'], sizes: [{ size: '40', stock: 3 }] },
    { id: 2, variant: 'Blanco', imgUrl: ['/c.webp'], sizes: [] },
  ],
} as unknown as ProductAnswer;

describe('cardData', () => {
  it('keeps what a product tile shows: the fields and the first picture only', () => {
    expect(cardData(product)).toEqual({
      id: 'p1',
      slug: 'botin-x',
      productName: 'Botín X',
      brand: 'Nike',
      price: 100000,
      compare_price: 120000,
      stock: 3,
      variants: [{ imgUrl: ['/a.webp'] }],
    });
  });

  it('has no picture for a product without one', () => {
    expect(cardData({ ...product, variants: [] }).variants).toEqual([]);
  });
});
