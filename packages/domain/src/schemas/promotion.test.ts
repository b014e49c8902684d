import { describe, expect, it } from 'vitest';
import { isPromotionEndDate, promotionSchema, promotionUpdateSchema } from './promotion.js';
import { errorsOf } from '../test/schema-errors.js';

const twoForOne = {
  title: '2x1 en Botines',
  description: 'Llevá dos, pagá uno',
  img: '/uploads/2x1.webp',
  type: '2x1',
  categories: ['Botines'],
  subcategories: ['Futbol 5', 'Futbol 11'],
  endDate: '2025-12-31',
};

const gift = {
  ...twoForOne,
  title: 'Medias de regalo',
  type: 'Regalo',
  giftCategories: ['Medias', 'Accesorios'],
  giftSubcategories: ['Cortas', 'Medias'],
};

describe('promotionSchema', () => {
  it('accepts a 2x1 promotion and fills in the defaults', () => {
    expect(promotionSchema.parse(twoForOne)).toEqual({
      ...twoForOne,
      productIds: [],
      giftCategories: [],
      giftSubcategories: [],
      startDate: null,
      percentOff: null,
      brands: [],
      disabled: false,
    });
  });

  it('accepts a Regalo promotion with its gift choices', () => {
    expect(promotionSchema.parse(gift)).toMatchObject({
      giftCategories: ['Medias', 'Accesorios'],
      giftSubcategories: ['Cortas', 'Medias'],
    });
  });

  it.each([undefined, '', '  '])('title %j: El Título es obligatorio', (title) => {
    expect(errorsOf(promotionSchema, { ...twoForOne, title })).toEqual({
      title: 'El Título es obligatorio',
    });
  });

  it.each([undefined, '', '4x3'])('type %j: El Tipo de promoción es obligatorio', (type) => {
    expect(errorsOf(promotionSchema, { ...twoForOne, type })).toEqual({
      type: 'El Tipo de promoción es obligatorio',
    });
  });

  it.each([undefined, []])(
    'categories %j: Debe seleccionar al menos una categoría',
    (categories) => {
      expect(errorsOf(promotionSchema, { ...twoForOne, categories, subcategories: [] })).toEqual({
        categories: 'Debe seleccionar al menos una categoría',
      });
    },
  );

  it('rejects an unknown category and a subcategory of no chosen category', () => {
    expect(errorsOf(promotionSchema, { ...twoForOne, categories: ['Pelotas'] })).toEqual({
      'categories.0': 'La categoría no es válida',
    });
    expect(
      errorsOf(promotionSchema, { ...twoForOne, subcategories: ['Futbol 5', 'Retro'] }),
    ).toEqual({
      subcategories: 'La subcategoría Retro no pertenece a las categorías elegidas',
    });
  });

  it.each([undefined, ''])('endDate %j: La fecha de caducidad es obligatoria', (endDate) => {
    expect(errorsOf(promotionSchema, { ...twoForOne, endDate })).toEqual({
      endDate: 'La fecha de caducidad es obligatoria',
    });
  });

  it('takes a calendar date or an ISO date-time as end date', () => {
    expect(
      promotionSchema.parse({ ...twoForOne, endDate: '2025-12-31T23:59:59.000Z' }).endDate,
    ).toBe('2025-12-31T23:59:59.000Z');
    for (const endDate of ['31/12/2025', '2025-02-30', '2025-13-01', 'mañana']) {
      expect(errorsOf(promotionSchema, { ...twoForOne, endDate })).toEqual({
        endDate: 'La fecha de caducidad no es válida',
      });
    }
  });

  it('needs gift categories and subcategories only for Regalo', () => {
    expect(
      errorsOf(promotionSchema, { ...gift, giftCategories: [], giftSubcategories: [] }),
    ).toEqual({
      giftCategories: 'Debe seleccionar al menos una categoría de regalo',
      giftSubcategories: 'Debe seleccionar al menos una subcategoría de regalo',
    });
    expect(
      errorsOf(promotionSchema, {
        ...gift,
        giftCategories: undefined,
        giftSubcategories: undefined,
      }),
    ).toEqual({
      giftCategories: 'Debe seleccionar al menos una categoría de regalo',
      giftSubcategories: 'Debe seleccionar al menos una subcategoría de regalo',
    });
    expect(promotionSchema.safeParse({ ...twoForOne, type: '3x2' }).success).toBe(true);
  });

  it('keeps gift subcategories within the gift categories', () => {
    expect(errorsOf(promotionSchema, { ...gift, giftSubcategories: ['Cortas', 'Retro'] })).toEqual({
      giftSubcategories: 'La subcategoría Retro no pertenece a las categorías elegidas',
    });
  });

  it('gives every message of an empty Regalo form at once', () => {
    expect(
      errorsOf(promotionSchema, {
        title: '',
        type: 'Regalo',
        categories: [],
        subcategories: [],
        giftCategories: [],
        giftSubcategories: [],
        endDate: '',
      }),
    ).toEqual({
      title: 'El Título es obligatorio',
      categories: 'Debe seleccionar al menos una categoría',
      endDate: 'La fecha de caducidad es obligatoria',
      giftCategories: 'Debe seleccionar al menos una categoría de regalo',
      giftSubcategories: 'Debe seleccionar al menos una subcategoría de regalo',
    });
  });
});

describe('promotionUpdateSchema', () => {
  it('edits title, description, end date and the disabled flag', () => {
    expect(promotionUpdateSchema.parse({})).toEqual({});
    expect(
      promotionUpdateSchema.parse({
        title: 'Nuevo',
        description: '',
        endDate: '2026-01-15',
        disabled: true,
      }),
    ).toEqual({ title: 'Nuevo', description: '', endDate: '2026-01-15', disabled: true });
  });

  it('does not let a title go blank or a date go wrong', () => {
    expect(errorsOf(promotionUpdateSchema, { title: ' ' })).toEqual({
      title: 'El Título es obligatorio',
    });
    expect(errorsOf(promotionUpdateSchema, { endDate: '2026-02-29' })).toEqual({
      endDate: 'La fecha de caducidad no es válida',
    });
  });
});

describe('isPromotionEndDate', () => {
  it('knows real calendar dates', () => {
    expect(isPromotionEndDate('2024-02-29')).toBe(true);
    expect(isPromotionEndDate('2025-02-29')).toBe(false);
    expect(isPromotionEndDate('2025-06-01T10:00:00-03:00')).toBe(true);
    expect(isPromotionEndDate('2025-06-01T25:00:00Z')).toBe(false);
    expect(isPromotionEndDate('2025-06-01T10:00')).toBe(false);
  });
});
