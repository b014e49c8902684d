import { describe, expect, it } from 'vitest';
import { productUpdateSchema } from './product.js';
import { variant } from '../test/product-fixtures.js';
import { errorsOf } from '../test/schema-errors.js';

describe('productUpdateSchema', () => {
  it('accepts an empty edit and adds no defaults', () => {
    expect(productUpdateSchema.parse({})).toEqual({});
  });

  it('accepts any subset of the editable fields, without "obligatorio" rules', () => {
    const edit = {
      productName: '',
      price: 79999.5,
      disabled: true,
      discount_percentage: 10,
      variants: [{ id: 2, variant: '', imgUrl: [], sizes: [] }],
      stock: 4,
    };
    expect(productUpdateSchema.parse(edit)).toEqual({
      productName: '',
      price: 79999.5,
      disabled: true,
      discount_percentage: 10,
      variants: [{ id: 2, variant: '', imgUrl: [], sizes: [] }],
    });
  });

  it('rejects wrong types with a Spanish message', () => {
    expect(errorsOf(productUpdateSchema, { productName: 5 })).toEqual({
      productName: 'El nombre del producto debe ser un texto',
    });
    expect(errorsOf(productUpdateSchema, { price: '100' })).toEqual({
      price: 'El precio debe ser mayor que 0',
    });
    expect(errorsOf(productUpdateSchema, { disabled: 'true' })).toEqual({
      disabled: 'Desactivado debe ser verdadero o falso',
    });
    expect(errorsOf(productUpdateSchema, { cat: 'Pelotas' })).toEqual({
      cat: 'La categoría no es válida',
    });
    expect(errorsOf(productUpdateSchema, { variants: {} })).toEqual({
      variants: 'Las variantes deben ser una lista',
    });
    expect(errorsOf(productUpdateSchema, { variants: [{ ...variant, sizes: 'M' }] })).toEqual({
      'variants.0.sizes': 'Los talles deben ser una lista',
    });
  });

  it('keeps amounts and stock sound', () => {
    expect(errorsOf(productUpdateSchema, { price: 0 })).toEqual({
      price: 'El precio debe ser mayor que 0',
    });
    expect(errorsOf(productUpdateSchema, { compare_price: -5 })).toEqual({
      compare_price: 'El precio de comparación no puede ser negativo',
    });
    expect(
      errorsOf(productUpdateSchema, {
        variants: [{ ...variant, sizes: [{ size: '40', stock: 2.5 }] }],
      }),
    ).toEqual({
      'variants.0.sizes.0.stock': 'El stock debe ser un número entero mayor o igual a 0',
    });
    expect(errorsOf(productUpdateSchema, { variants: [variant, variant] })).toEqual({
      'variants.1.id': 'El id de variante 1 está repetido',
    });
  });
});
