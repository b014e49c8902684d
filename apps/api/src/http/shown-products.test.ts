import { describe, expect, it } from 'vitest';
import { MAX_SHOWN, productsShownIn, reachOf } from './shown-products.js';

const ID = '0b6f3c2e-1d4a-4e5f-9a7b-2c3d4e5f6a7b';
const product = (fields: object = {}) =>
  JSON.stringify({
    id: ID,
    _id: ID,
    productName: 'Botines Rayo',
    brand: 'Nike',
    cat: 'Botines',
    price: 50000,
    stock: 6,
    total_sales: 3,
    version: 2,
    variants: [
      {
        id: 1,
        variant: 'Negro',
        imgUrl: ['/a.jpg'],
        sizes: [
          { size: '40', stock: 5, sold: 1 },
          { size: '41', stock: 1, sold: 2 },
        ],
      },
    ],
    ...fields,
  });
const sizes = (forty: number, fortyOne: number) => [
  {
    id: 1,
    variant: 'Negro',
    imgUrl: ['/a.jpg'],
    sizes: [
      { size: '40', stock: forty, sold: 9 },
      { size: '41', stock: fortyOne, sold: 9 },
    ],
  },
];

describe('how far a product change reaches', () => {
  it('an order that leaves every size in stock changes only stock counts', () => {
    const after = product({ stock: 5, total_sales: 4, version: 3, variants: sizes(4, 1) });
    expect(reachOf({ id: ID, before: product(), after })).toBe('stock');
  });

  it('a size sold out, the product sold out, a price or a picture changes what a card shows', () => {
    for (const after of [
      product({ stock: 5, variants: sizes(5, 0) }),
      product({ stock: 0, variants: sizes(0, 0) }),
      product({ price: 45000 }),
      product({ variants: [{ ...sizes(5, 1)[0], imgUrl: ['/b.jpg'] }] }),
    ]) {
      expect(reachOf({ id: ID, before: product(), after })).toBe('card');
    }
    expect(reachOf({ id: ID, before: product() })).toBe('card');
  });

  it('a product that appears, or moves to other lists, reaches every list', () => {
    expect(reachOf({ id: ID, after: product() })).toBe('lists');
    for (const fields of [
      { productName: 'Botines Trueno' },
      { cat: 'Camisetas' },
      { brand: 'Puma' },
    ]) {
      expect(reachOf({ id: ID, before: product(), after: product(fields) })).toBe('lists');
    }
  });
});

describe('the products an answer shows', () => {
  it('finds each product by its id once, and takes a long list for any product', () => {
    expect(productsShownIn([`[${product()}]`, '{"items":[]}'])).toEqual(new Set([ID]));
    const many = Array.from({ length: MAX_SHOWN + 1 }, (_, at) =>
      product({ id: ID.replace(/.{4}$/, String(at).padStart(4, '0')) }),
    );
    expect(productsShownIn([`[${many.join(',')}]`])).toBe('all');
  });
});
