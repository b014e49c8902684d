import { describe, expect, it } from 'vitest';
import { zodErrorToApiError } from './api-error.js';
import { newProductSchema } from './product.js';
import { product, variant } from '../test/product-fixtures.js';

describe('zodErrorToApiError', () => {
  it('answers the first issue with its field', () => {
    const result = newProductSchema.safeParse({
      ...product,
      productName: '',
      variants: [{ ...variant, imgUrl: [] }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodErrorToApiError(result.error)).toEqual({
      error: 'validation_error',
      message: 'El nombre del producto es obligatorio',
      field: 'productName',
    });
  });

  it('names nested fields with a dotted path', () => {
    const result = newProductSchema.safeParse({
      ...product,
      variants: [{ ...variant, imgUrl: [] }],
    });
    if (result.success) throw new Error('expected a rejection');
    expect(zodErrorToApiError(result.error)).toEqual({
      error: 'validation_error',
      message: 'La imagen es obligatoria',
      field: 'variants.0.imgUrl',
    });
  });

  it('names no field when the body itself is wrong', () => {
    const result = newProductSchema.safeParse('nada');
    if (result.success) throw new Error('expected a rejection');
    expect(zodErrorToApiError(result.error)).toEqual({
      error: 'validation_error',
      message: 'Los datos del producto no son válidos',
      field: '',
    });
  });
});
