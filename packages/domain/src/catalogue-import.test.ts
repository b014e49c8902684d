import { describe, expect, it } from 'vitest';
import {
  parsePesos,
  planCatalogueImport,
  type CatalogueImportState,
  type ImportedProductState,
} from './catalogue-import.js';

const BOOT: ImportedProductState = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Botín',
  brand: 'Umbro',
  cat: 'Botines',
  subCat: 'Futbol 11',
  priceCents: 100000,
  comparePriceCents: null,
  disabled: false,
  color: 'Negro',
  tags: [],
  variants: [{ variantId: 1, name: 'Negro', sizes: [{ size: '40', stock: 3 }] }],
};
const STATE: CatalogueImportState = { products: new Map([[BOOT.id, BOOT]]), brands: ['Umbro'] };
const bootRow = (changes: Partial<Record<number, string>> = {}) =>
  Object.assign(
    [BOOT.id, 'Botín', 'Umbro', 'Botines', 'Futbol 11', 'Negro', '40', '3', '1000.00', '', 'No'],
    changes,
  );

describe('parsePesos', () => {
  it.each([
    ['1234.50', 123450],
    ['1234,50', 123450],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['$ 1.234,5', 123450],
    ['0', 0],
    ['15000', 1500000],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parsePesos(text, 'El precio')).toBe(cents);
  });

  it.each([
    ['abc', 'El precio debe ser un número.'],
    ['-5', 'El precio no puede ser negativo.'],
    ['10.555', 'El precio no puede tener más de dos decimales.'],
  ])('refuses %s', (text, message) => {
    expect(parsePesos(text, 'El precio')).toBe(message);
  });
});

describe('planCatalogueImport', () => {
  it('keeps a brand the catalogue already uses and matches names without case', () => {
    const plan = planCatalogueImport([bootRow({ 2: 'umbro', 5: 'NEGRO' })], STATE);
    expect(plan.counts).toEqual({ create: 0, update: 0, unchanged: 1, errors: 0 });
  });

  it('lists every change of a row and writes the product once', () => {
    const plan = planCatalogueImport([bootRow({ 7: '5', 8: '1100', 10: 'Sí' })], STATE);
    expect(plan.rows[0]?.changes).toEqual([
      'Precio: 1000,00 → 1100,00',
      'Desactivado: No → Sí',
      'Stock: 3 → 5',
    ]);
    expect(plan.productUpdates).toMatchObject([
      { id: BOOT.id, priceCents: 110000, disabled: true },
    ]);
    expect(plan.stockUpdates).toEqual([{ productId: BOOT.id, variantId: 1, size: '40', stock: 5 }]);
  });

  it('groups rows without an id into new products by name, one colour per distinct colour', () => {
    const row = (colour: string, size: string) => [
      '',
      'Conjunto Nuevo',
      'Nike',
      'Indumentaria',
      'conjunto',
      colour,
      size,
      '2',
      '100',
      '',
      '',
    ];
    const plan = planCatalogueImport([row('Rojo', 'S'), row('Rojo', 'M'), row('Azul', 'S')], STATE);
    expect(plan.counts.create).toBe(3);
    expect(plan.newProducts).toEqual([
      {
        name: 'Conjunto Nuevo',
        brand: 'Nike',
        cat: 'Indumentaria',
        subCat: 'Conjunto',
        priceCents: 10000,
        comparePriceCents: null,
        disabled: false,
        variants: [
          {
            name: 'Rojo',
            sizes: [
              { size: 'S', stock: 2 },
              { size: 'M', stock: 2 },
            ],
          },
          { name: 'Azul', sizes: [{ size: 'S', stock: 2 }] },
        ],
      },
    ]);
  });

  it('refuses a subcategory of another category, a missing colour or size, and a bad flag', () => {
    const plan = planCatalogueImport(
      [
        bootRow({ 4: 'Retro' }),
        bootRow({ 5: 'Verde', 6: '41' }),
        bootRow({ 6: '44', 10: 'tal vez' }),
      ],
      STATE,
    );
    expect(plan.rows.map((r) => r.errors)).toEqual([
      ['La subcategoría «Retro» no es de la categoría Botines.'],
      ['El producto no tiene el color «Verde».'],
      ['Desactivado debe ser «Sí» o «No».', 'El color «Negro» no tiene el talle «44».'],
    ]);
    expect(plan.counts.errors).toBe(3);
  });
});
