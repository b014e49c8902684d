import { describe, expect, it } from 'vitest';
import { commissionUpdateSchema, newCommissionSchema } from './product.js';
import { commission, variant } from '../test/product-fixtures.js';
import { errorsOf } from '../test/schema-errors.js';

describe('newCommissionSchema', () => {
  it('accepts a made-to-order product without dimensions', () => {
    const parsed = newCommissionSchema.parse({
      ...commission,
      status: 'Activo',
      image: '/uploads/x.webp',
    });
    expect(parsed).toMatchObject({ productName: commission.productName, status: 'Activo' });
    expect(parsed.dimensions).toBeUndefined();
    expect(parsed.variants[0]?.sizes).toEqual([{ size: 'US 9', stock: 0, sold: 0 }]);
  });

  it.each([undefined, 0, -1])(
    'compare_price %j: El precio de comparación debe ser mayor que 0',
    (value) => {
      expect(errorsOf(newCommissionSchema, { ...commission, compare_price: value })).toEqual({
        compare_price: 'El precio de comparación debe ser mayor que 0',
      });
    },
  );

  it.each([undefined, '', '  '])('description %j: La descripción es obligatoria', (value) => {
    expect(errorsOf(newCommissionSchema, { ...commission, description: value })).toEqual({
      description: 'La descripción es obligatoria',
    });
  });

  it('speaks of "tamaño" for sizes', () => {
    expect(
      errorsOf(newCommissionSchema, { ...commission, variants: [{ ...variant, sizes: [] }] }),
    ).toEqual({
      'variants.0.sizes': 'El tamaño es obligatorio',
    });
    expect(
      errorsOf(newCommissionSchema, {
        ...commission,
        variants: [{ ...variant, sizes: [{ size: ' ' }] }],
      }),
    ).toEqual({ 'variants.0.sizes.0.size': 'El tamaño es obligatorio' });
  });

  it('keeps the product messages for the shared fields', () => {
    expect(
      errorsOf(newCommissionSchema, {
        ...commission,
        productName: '',
        price: 0,
        brand: '',
        cat: '',
      }),
    ).toEqual({
      productName: 'El nombre del producto es obligatorio',
      price: 'El precio debe ser mayor que 0',
      brand: 'La marca es obligatoria',
      cat: 'La categoría es obligatoria',
    });
    expect(errorsOf(newCommissionSchema, { ...commission, sub_cat: '' })).toEqual({
      sub_cat: 'La subcategoría es obligatoria',
    });
  });

  it('checks dimensions when they are given', () => {
    expect(
      errorsOf(newCommissionSchema, {
        ...commission,
        dimensions: { weight: 1, height: 1, width: 1, length: 0 },
      }),
    ).toEqual({ 'dimensions.length': 'El largo debe ser mayor que 0' });
  });
});

describe('commissionUpdateSchema', () => {
  it('accepts an empty edit and the commission fields', () => {
    expect(commissionUpdateSchema.parse({})).toEqual({});
    expect(
      commissionUpdateSchema.parse({ status: 'Activo', image: '/uploads/a.webp', price: 150000 }),
    ).toEqual({
      status: 'Activo',
      image: '/uploads/a.webp',
      price: 150000,
    });
  });

  it('speaks of "tamaño" for sizes', () => {
    expect(
      errorsOf(commissionUpdateSchema, { variants: [{ ...variant, sizes: [{ size: 9 }] }] }),
    ).toEqual({ 'variants.0.sizes.0.size': 'El tamaño debe ser un texto' });
  });
});
