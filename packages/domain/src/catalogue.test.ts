import { describe, expect, it } from 'vitest';
import {
  allSizeFilters,
  BRANDS,
  BRAND_CHOICES,
  CATALOGUE_SORTS,
  CATEGORIES,
  ORDER_STATUSES,
  ORDER_STATUSES_SHOWN_BY_DEFAULT,
  PROVINCES,
  SIZE_TABLES,
  STYLES,
  TAGS,
  categoryByName,
  categoryBySlug,
  defaultSizesFor,
  isCatalogueSort,
  isCategoryName,
  isSubcategoryOf,
  matchesSearch,
  normalizeSearchText,
  orderStatusLabel,
  productSlug,
  PRODUCT_SLUG_MAX_LENGTH,
  provinceByCode,
  sizeFiltersFor,
} from './catalogue.js';
import { PROMOTION_TYPES, promotionMaxProducts } from './promotion-kinds.js';

describe('categories', () => {
  it('lists the six categories with their ids, slugs and subcategories', () => {
    expect(CATEGORIES.map(({ id, name, slug }) => [id, name, slug])).toEqual([
      [9006, 'Botines', 'botines'],
      [9009, 'Camisetas', 'camisetas'],
      [9007, 'Accesorios', 'accesorios'],
      [9005, 'Indumentaria', 'indumentaria'],
      [9004, 'Zapatillas', 'zapatillas'],
      [9008, 'Medias', 'medias'],
    ]);
    expect(categoryByName('Botines')?.subcategories).toEqual(['Futbol 5', 'Futbol 11']);
    expect(categoryByName('Camisetas')?.subcategories).toEqual(['24/25', 'Retro']);
    expect(categoryByName('Accesorios')?.subcategories).toEqual([
      'Mochila',
      'Medias',
      'Guantes',
      'Canilleras',
      'Termo',
      'Chanclas',
    ]);
    expect(categoryByName('Indumentaria')?.subcategories).toEqual([
      'Campera',
      'Buzo',
      'Chaleco',
      'Conjunto',
      'Calzas',
    ]);
    expect(categoryByName('Zapatillas')?.subcategories).toEqual(['Hombre', 'Mujer']);
    expect(categoryByName('Medias')?.subcategories).toEqual(['Cortas', 'Largas']);
  });

  it('finds categories by name and slug, and nothing for unknown ones', () => {
    expect(categoryBySlug('zapatillas')?.name).toBe('Zapatillas');
    expect(categoryBySlug('Botines')?.id).toBe(9006);
    expect(categoryBySlug('pelotas')).toBeUndefined();
    expect(categoryByName('botines')).toBeUndefined();
    expect(isCategoryName('Medias')).toBe(true);
    expect(isCategoryName('Pelotas')).toBe(false);
  });

  it('tells whether a subcategory belongs to a category', () => {
    expect(isSubcategoryOf('Botines', 'Futbol 5')).toBe(true);
    expect(isSubcategoryOf('Accesorios', 'Medias')).toBe(true);
    expect(isSubcategoryOf('Botines', 'Retro')).toBe(false);
    expect(isSubcategoryOf('Pelotas', 'Futbol 5')).toBe(false);
  });
});

describe('brands, styles, tags, promotion types', () => {
  it('holds the lists of SPEC section 3', () => {
    expect(BRANDS).toEqual([
      { id: 900, name: 'Nike' },
      { id: 901, name: 'Adidas' },
      { id: 902, name: 'Puma' },
    ]);
    expect(BRAND_CHOICES).toEqual(['Adidas', 'Nike', 'Puma', 'Otro']);
    expect(STYLES).toEqual([
      { id: 2000, name: 'Deportivo' },
      { id: 2001, name: 'Urbano' },
    ]);
    expect(TAGS).toEqual(['Hombre', 'Mujer', 'Deportivo', 'Urbano']);
    // SPEC's three, then issue 45's "% OFF".
    expect(PROMOTION_TYPES).toEqual(['2x1', '3x2', 'Regalo', '% OFF']);
  });

  it('limits products per promotion: 2x1 two, 3x2 three, Regalo two, others none', () => {
    expect(promotionMaxProducts('2x1')).toBe(2);
    expect(promotionMaxProducts('3x2')).toBe(3);
    expect(promotionMaxProducts('Regalo')).toBe(2);
    expect(promotionMaxProducts('Combo')).toBeNull();
  });
});

describe('sizes', () => {
  it('gives each category its default table', () => {
    expect(defaultSizesFor('Botines')).toEqual(['39', '40', '41', '42', '43', '44', '45']);
    expect(defaultSizesFor('Botines', 'Futbol 5')).toEqual(SIZE_TABLES.boots);
    expect(defaultSizesFor('Zapatillas')).toEqual([
      '34',
      '35',
      '36',
      '37',
      '38',
      '39',
      '40',
      '41',
      '42',
      '43',
      '44',
      '45',
    ]);
    expect(defaultSizesFor('Zapatillas', 'Mujer')).toEqual(['34', '35', '36', '37', '38']);
    expect(defaultSizesFor('Zapatillas', 'Hombre')).toEqual([
      '39',
      '40',
      '41',
      '42',
      '43',
      '44',
      '45',
    ]);
    expect(defaultSizesFor('Camisetas', 'Retro')).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(defaultSizesFor('Indumentaria', 'Buzo')).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(defaultSizesFor('Medias')).toEqual(['39-40', '41-42', '43-44']);
  });

  it('gives each accessory its own table, and the sandal table to anything else', () => {
    expect(defaultSizesFor('Accesorios', 'Mochila')).toEqual(['Mochila']);
    expect(defaultSizesFor('Accesorios', 'Medias')).toEqual(['39-40', '41-42', '43-44']);
    expect(defaultSizesFor('Accesorios', 'Guantes')).toEqual(['S', 'M', 'L']);
    expect(defaultSizesFor('Accesorios', 'Canilleras')).toEqual(['Canilleras']);
    expect(defaultSizesFor('Accesorios', 'Termo')).toEqual(['750ml', '1L']);
    const sandals = ['34/35', '36/37', '38/39', '40/41', '42/43', '44/45'];
    expect(defaultSizesFor('Accesorios', 'Chanclas')).toEqual(sandals);
    expect(defaultSizesFor('Accesorios')).toEqual(sandals);
    expect(defaultSizesFor('Pelotas')).toEqual(sandals);
  });

  it('lists the alternative tables SPEC mentions', () => {
    expect(SIZE_TABLES.socksPairs).toEqual(['39/40', '40/41', '41/42', '42/43', '43/44', '44/45']);
    expect(SIZE_TABLES.glovesCreateForm).toEqual(['8', '9', '10']);
  });

  it('hands out a fresh array the form may change', () => {
    const sizes = defaultSizesFor('Botines');
    sizes.push('46');
    expect(defaultSizesFor('Botines')).toHaveLength(7);
  });

  it('offers size filters per category without repeats', () => {
    expect(sizeFiltersFor('Zapatillas')).toEqual(SIZE_TABLES.sneakers);
    expect(sizeFiltersFor('Accesorios')).toEqual([
      '34/35',
      '36/37',
      '38/39',
      '40/41',
      '42/43',
      '44/45',
      'Mochila',
      '39-40',
      '41-42',
      '43-44',
      'S',
      'M',
      'L',
      'Canilleras',
      '750ml',
      '1L',
    ]);
    const all = allSizeFilters();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(['34', '45', 'XXL', '43-44', '44/45', '1L']));
  });
});

describe('provinces', () => {
  it('has the 24 one-letter codes without I, O or Ñ', () => {
    expect(PROVINCES).toHaveLength(24);
    expect(PROVINCES.map((p) => p.provinceCode).join('')).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ');
  });

  it('finds a province by its code in any case', () => {
    expect(provinceByCode('C')?.name).toBe('Ciudad Autónoma de Buenos Aires');
    expect(provinceByCode('b')?.name).toBe('Buenos Aires');
    expect(provinceByCode('X')?.name).toBe('Córdoba');
    expect(provinceByCode('I')).toBeUndefined();
  });
});

describe('sorts and order statuses', () => {
  it('knows the four catalogue sorts', () => {
    expect(CATALOGUE_SORTS).toEqual(['price_asc', 'novedades', 'popular', 'price_desc']);
    expect(isCatalogueSort('popular')).toBe(true);
    expect(isCatalogueSort('price')).toBe(false);
  });

  it('labels order statuses as the admin shows them', () => {
    expect(ORDER_STATUSES).toEqual([
      'Aprobado',
      'Enviado',
      'Entregado',
      'Pago Pendiente',
      'Cancelado',
      'approved',
      'rejected',
    ]);
    expect(orderStatusLabel('Pago Pendiente')).toBe('Pago pendiente');
    expect(orderStatusLabel('rejected')).toBe('Tarjeta Rechazada');
    expect(orderStatusLabel('Enviado')).toBe('Enviado');
    expect(orderStatusLabel('approved')).toBe('Pago aprobado');
    // Every status an admin sees reads in Spanish (issue 42 item 18).
    for (const status of ORDER_STATUSES) {
      expect(orderStatusLabel(status), status).not.toMatch(/^(approved|rejected)$/);
    }
    expect(ORDER_STATUSES_SHOWN_BY_DEFAULT).toEqual([
      'Aprobado',
      'Enviado',
      'Entregado',
      'Pago Pendiente',
    ]);
  });
});

describe('productSlug', () => {
  it('cuts a long name after its last whole word that fits', () => {
    const name = `Botines ${'Mercurial '.repeat(40)}Elite`;
    const slug = productSlug(name);
    expect(slug.length).toBeLessThanOrEqual(PRODUCT_SLUG_MAX_LENGTH);
    expect(slug).toBe(`botines${'mercurial'.repeat(8)}`);
    expect(productSlug('x'.repeat(200))).toBe('x'.repeat(PRODUCT_SLUG_MAX_LENGTH));
  });

  it('lowercases and removes spaces', () => {
    expect(productSlug('Botines Adidas Predator League FG')).toBe('botinesadidaspredatorleaguefg');
  });

  it('strips accents and anything not URL-safe', () => {
    expect(productSlug('Camiseta Niño Ñandú')).toBe('camisetaninonandu');
    expect(productSlug('Camiseta Boca 24/25 (Retro)')).toBe('camisetaboca2425retro');
    expect(productSlug('Buzo Half-Zip')).toBe('buzohalf-zip');
  });
});

describe('search text', () => {
  it('folds case, accents and whitespace', () => {
    expect(normalizeSearchText('  Botín   ADIDAS\tPredator ')).toBe('botin adidas predator');
  });

  it('matches a substring of the product name regardless of case and accents', () => {
    expect(matchesSearch('Botín Adidas Predator', 'botin')).toBe(true);
    expect(matchesSearch('Botin Adidas Predator', 'BOTÍN ADI')).toBe(true);
    expect(matchesSearch('Camiseta Boca', 'botin')).toBe(false);
    expect(matchesSearch('Camiseta Boca', '')).toBe(true);
  });
});
