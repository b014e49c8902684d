/** A product and a made-to-order product as the admin form sends them, for the schema tests. */

/** A variant with a size in stock and one sold out. */
export const variant = {
  id: 1,
  variant: 'Negro',
  imgUrl: ['/uploads/predator-negro.webp'],
  sizes: [
    { size: '40', stock: 3, sold: 1 },
    { size: '41', stock: 0, sold: 0 },
  ],
};

export const product = {
  productName: 'Botines Adidas Predator League FG',
  price: 89999,
  compare_price: 99999.99,
  brand: 'Adidas',
  cat: 'Botines',
  sub_cat: 'Futbol 11',
  description: 'Botines para césped natural.',
  color: 'Negro',
  tags: ['Hombre', 'Deportivo'],
  variants: [variant],
  dimensions: { weight: 1200, height: 12, width: 20, length: 33 },
};

export const commission = {
  productName: 'Botines Nike Mercurial a pedido',
  price: 140000,
  compare_price: 180000,
  brand: 'Nike',
  cat: 'Botines',
  sub_cat: 'Futbol 5',
  description: 'Llega en 30 a 35 días hábiles.',
  variants: [{ ...variant, sizes: [{ size: 'US 9' }] }],
};
