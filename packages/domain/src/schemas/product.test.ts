import { describe, expect, it } from 'vitest';
import { newProductSchema } from './product.js';
import { product, variant } from '../test/product-fixtures.js';
import { errorsOf } from '../test/schema-errors.js';

describe('newProductSchema', () => {
  it('accepts a complete product and fills in the defaults', () => {
    const parsed = newProductSchema.parse(product);
    expect(parsed).toMatchObject(product);
    expect(parsed).toMatchObject({
      best_sellers: false,
      new_arrivals: false,
      special_offers: false,
      disabled: false,
      discount_percentage: 0,
    });
  });

  it('strips the product-level stock and sizes the admin form sends', () => {
    const parsed = newProductSchema.parse({ ...product, stock: 3, sizes: ['40', '41'] });
    expect(parsed).not.toHaveProperty('stock');
    expect(parsed).not.toHaveProperty('sizes');
  });

  it('starts tags empty and size counters at 0', () => {
    const parsed = newProductSchema.parse({
      ...product,
      tags: undefined,
      variants: [{ ...variant, sizes: [{ size: '40' }] }],
    });
    expect(parsed.tags).toEqual([]);
    expect(parsed.variants[0]?.sizes).toEqual([{ size: '40', stock: 0, sold: 0 }]);
  });

  it.each([undefined, '', '   ', 42])(
    'productName %j: El nombre del producto es obligatorio',
    (value) => {
      expect(errorsOf(newProductSchema, { ...product, productName: value })).toEqual({
        productName: 'El nombre del producto es obligatorio',
      });
    },
  );

  it.each([undefined, 0, -10, Number.NaN, '100'])(
    'price %j: El precio debe ser mayor que 0',
    (value) => {
      expect(errorsOf(newProductSchema, { ...product, price: value })).toEqual({
        price: 'El precio debe ser mayor que 0',
      });
    },
  );

  it('takes prices with at most 2 decimals', () => {
    expect(newProductSchema.parse({ ...product, price: 38249.15 }).price).toBe(38249.15);
    expect(errorsOf(newProductSchema, { ...product, price: 10.555 })).toEqual({
      price: 'El monto no es válido: debe estar en pesos con hasta 2 decimales',
    });
  });

  it('leaves compare_price optional, null or from 0 up', () => {
    expect(
      newProductSchema.parse({ ...product, compare_price: undefined }).compare_price,
    ).toBeUndefined();
    expect(newProductSchema.parse({ ...product, compare_price: null }).compare_price).toBeNull();
    expect(newProductSchema.parse({ ...product, compare_price: 0 }).compare_price).toBe(0);
    expect(errorsOf(newProductSchema, { ...product, compare_price: -1 })).toEqual({
      compare_price: 'El precio de comparación no puede ser negativo',
    });
  });

  it.each([undefined, ''])('brand %j: La marca es obligatoria', (value) => {
    expect(errorsOf(newProductSchema, { ...product, brand: value })).toEqual({
      brand: 'La marca es obligatoria',
    });
  });

  it('takes the free-text brand of the Otro choice', () => {
    expect(newProductSchema.parse({ ...product, brand: ' Umbro ' }).brand).toBe('Umbro');
  });

  it.each([undefined, '', 'Pelotas'])('cat %j: La categoría es obligatoria', (value) => {
    expect(errorsOf(newProductSchema, { ...product, cat: value })).toEqual({
      cat: 'La categoría es obligatoria',
    });
  });

  it.each([undefined, '', '  '])('sub_cat %j: La subcategoría es obligatoria', (value) => {
    expect(errorsOf(newProductSchema, { ...product, sub_cat: value })).toEqual({
      sub_cat: 'La subcategoría es obligatoria',
    });
  });

  it('needs no subcategory for Medias, but a given one must be of Medias', () => {
    expect(
      newProductSchema.parse({ ...product, cat: 'Medias', sub_cat: '' }).sub_cat,
    ).toBeUndefined();
    expect(newProductSchema.parse({ ...product, cat: 'Medias', sub_cat: 'Largas' }).sub_cat).toBe(
      'Largas',
    );
    expect(errorsOf(newProductSchema, { ...product, cat: 'Medias', sub_cat: 'Retro' })).toEqual({
      sub_cat: 'La subcategoría no corresponde a la categoría elegida',
    });
  });

  it('rejects a subcategory of another category', () => {
    expect(errorsOf(newProductSchema, { ...product, sub_cat: 'Retro' })).toEqual({
      sub_cat: 'La subcategoría no corresponde a la categoría elegida',
    });
  });

  it('shows the subcategory message together with the other fields', () => {
    expect(
      errorsOf(newProductSchema, { ...product, productName: '', price: 0, sub_cat: '' }),
    ).toEqual({
      productName: 'El nombre del producto es obligatorio',
      price: 'El precio debe ser mayor que 0',
      sub_cat: 'La subcategoría es obligatoria',
    });
  });

  it('gives every required message of an empty form at once', () => {
    expect(
      errorsOf(newProductSchema, {
        productName: '',
        price: Number.NaN,
        brand: '',
        cat: '',
        sub_cat: '',
        variants: [{ id: 1, variant: '', imgUrl: [], sizes: [] }],
        dimensions: {},
      }),
    ).toEqual({
      productName: 'El nombre del producto es obligatorio',
      price: 'El precio debe ser mayor que 0',
      brand: 'La marca es obligatoria',
      cat: 'La categoría es obligatoria',
      'variants.0.variant': 'El nombre de la variante es obligatorio',
      'variants.0.imgUrl': 'La imagen es obligatoria',
      'variants.0.sizes': 'El talle es obligatorio',
      'dimensions.weight': 'El peso debe ser mayor que 0',
      'dimensions.height': 'El alto debe ser mayor que 0',
      'dimensions.width': 'El ancho debe ser mayor que 0',
      'dimensions.length': 'El largo debe ser mayor que 0',
    });
  });

  it('needs at least one variant', () => {
    for (const variants of [undefined, []]) {
      expect(errorsOf(newProductSchema, { ...product, variants })).toEqual({
        variants: 'Debe agregar al menos una variante',
      });
    }
  });

  it.each([undefined, '', ' '])(
    'variant name %j: El nombre de la variante es obligatorio',
    (value) => {
      expect(
        errorsOf(newProductSchema, { ...product, variants: [{ ...variant, variant: value }] }),
      ).toEqual({
        'variants.0.variant': 'El nombre de la variante es obligatorio',
      });
    },
  );

  it('needs at least one image per variant', () => {
    expect(
      errorsOf(newProductSchema, { ...product, variants: [{ ...variant, imgUrl: [] }] }),
    ).toEqual({
      'variants.0.imgUrl': 'La imagen es obligatoria',
    });
    expect(
      errorsOf(newProductSchema, { ...product, variants: [{ ...variant, imgUrl: undefined }] }),
    ).toEqual({
      'variants.0.imgUrl': 'La imagen es obligatoria',
    });
    expect(
      errorsOf(newProductSchema, { ...product, variants: [{ ...variant, imgUrl: [''] }] }),
    ).toEqual({
      'variants.0.imgUrl.0': 'La imagen es obligatoria',
    });
  });

  it('needs at least one size per variant: El talle es obligatorio', () => {
    expect(
      errorsOf(newProductSchema, { ...product, variants: [{ ...variant, sizes: [] }] }),
    ).toEqual({
      'variants.0.sizes': 'El talle es obligatorio',
    });
    expect(
      errorsOf(newProductSchema, { ...product, variants: [{ ...variant, sizes: [{ size: '' }] }] }),
    ).toEqual({ 'variants.0.sizes.0.size': 'El talle es obligatorio' });
  });

  it('keeps stock and sold whole and not negative', () => {
    const sizes = [{ size: '40', stock: -1, sold: 1.5 }];
    expect(errorsOf(newProductSchema, { ...product, variants: [{ ...variant, sizes }] })).toEqual({
      'variants.0.sizes.0.stock': 'El stock debe ser un número entero mayor o igual a 0',
      'variants.0.sizes.0.sold': 'Las ventas deben ser un número entero mayor o igual a 0',
    });
  });

  it('rejects a size listed twice in a variant', () => {
    const sizes = [{ size: '40' }, { size: '40' }];
    expect(errorsOf(newProductSchema, { ...product, variants: [{ ...variant, sizes }] })).toEqual({
      'variants.0.sizes.1.size': 'El talle 40 está repetido',
    });
  });

  it('needs whole, unique variant ids', () => {
    expect(
      errorsOf(newProductSchema, {
        ...product,
        variants: [variant, { ...variant, variant: 'new' }],
      }),
    ).toEqual({ 'variants.1.id': 'El id de variante 1 está repetido' });
    expect(errorsOf(newProductSchema, { ...product, variants: [{ ...variant, id: 1.5 }] })).toEqual(
      {
        'variants.0.id': 'El id de la variante debe ser un número entero mayor o igual a 0',
      },
    );
  });

  it('needs the four dimensions above 0', () => {
    expect(errorsOf(newProductSchema, { ...product, dimensions: undefined })).toEqual({
      dimensions: 'Las dimensiones son obligatorias',
    });
    expect(
      errorsOf(newProductSchema, {
        ...product,
        dimensions: { weight: 0, height: -1, width: 20, length: 33 },
      }),
    ).toEqual({
      'dimensions.weight': 'El peso debe ser mayor que 0',
      'dimensions.height': 'El alto debe ser mayor que 0',
    });
  });

  it('checks tags, flags and the discount percentage', () => {
    expect(errorsOf(newProductSchema, { ...product, tags: ['Niños'] })).toEqual({
      'tags.0': 'La etiqueta no es válida',
    });
    expect(errorsOf(newProductSchema, { ...product, disabled: 'no' })).toEqual({
      disabled: 'Desactivado debe ser verdadero o falso',
    });
    expect(errorsOf(newProductSchema, { ...product, discount_percentage: 101 })).toEqual({
      discount_percentage: 'El porcentaje de descuento debe estar entre 0 y 100',
    });
    const parsed = newProductSchema.parse({
      ...product,
      best_sellers: true,
      discount_percentage: 20,
      video_youtube: 'https://www.youtube.com/watch?v=abc',
      badge: 'Nuevo',
    });
    expect(parsed).toMatchObject({ best_sellers: true, discount_percentage: 20, badge: 'Nuevo' });
  });

  it('rejects a body that is not an object', () => {
    expect(errorsOf(newProductSchema, null)).toEqual({
      '': 'Los datos del producto no son válidos',
    });
  });
});
