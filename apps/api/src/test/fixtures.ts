/** A valid new-product body; tests change one field at a time. */
export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    productName: 'Botines Adidas Predator League FG',
    price: 89999,
    compare_price: 109999,
    brand: 'Adidas',
    cat: 'Botines',
    sub_cat: 'Futbol 11',
    description: 'Botines con capellada texturizada para un mejor control.',
    color: 'Negro',
    tags: ['Hombre'],
    variants: [
      {
        id: 1,
        variant: 'Negro',
        imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
        sizes: [
          { size: '40', stock: 3, sold: 0 },
          { size: '41', stock: 0, sold: 2 },
        ],
      },
    ],
    dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
    ...overrides,
  };
}
