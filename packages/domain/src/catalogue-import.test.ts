import { describe, expect, it } from 'vitest';
import { parsePesos } from './catalogue-import-cells.js';
import {
  CATALOGUE_IMPORT_NEEDS,
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
        // Issue 42: a new product has no picture yet, so nobody could buy it.
        disabled: true,
        dimensions: null,
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

describe('planCatalogueImport: new products wait for a picture and a package (issue 42)', () => {
  const row = (name: string, size: string, pack: string[] = [], disabled = 'No') => [
    '',
    name,
    'Nike',
    'Medias',
    'Largas',
    'Blanco',
    size,
    '5',
    '100',
    '',
    disabled,
    ...pack,
  ];

  it('creates every new product Desactivado and says what each still needs', () => {
    const plan = planCatalogueImport(
      [
        row('Media Con Paquete', '39-40', ['120', '3', '10', '20']),
        row('Media Con Paquete', '41-42', ['120', '3', '10', '20']),
        row('Media Sin Paquete', '39-40'),
        row('Media Vieja', '39-40', ['', '', '', ''], 'Sí'),
      ],
      STATE,
    );
    expect(plan.counts.errors).toBe(0);
    expect(plan.newProducts.map((p) => [p.name, p.disabled, p.dimensions])).toEqual([
      ['Media Con Paquete', true, { weight: 120, height: 3, width: 10, length: 20 }],
      ['Media Sin Paquete', true, null],
      ['Media Vieja', true, null],
    ]);
    expect(plan.needs).toEqual([
      { name: 'Media Con Paquete', missing: [CATALOGUE_IMPORT_NEEDS.picture] },
      {
        name: 'Media Sin Paquete',
        missing: [CATALOGUE_IMPORT_NEEDS.picture, CATALOGUE_IMPORT_NEEDS.package],
      },
      {
        name: 'Media Vieja',
        missing: [CATALOGUE_IMPORT_NEEDS.picture, CATALOGUE_IMPORT_NEEDS.package],
      },
    ]);
  });

  it('refuses a package half filled, not a positive number, or differing between rows', () => {
    const errors = (rows: string[][]) =>
      planCatalogueImport(rows, STATE).rows.flatMap((r) => r.errors);
    expect(errors([row('A', '1', ['120', '', '10', '20'])])).toEqual([
      'Completá las cuatro medidas del paquete (Peso, Alto, Ancho y Largo) o dejalas todas vacías.',
    ]);
    expect(errors([row('A', '1', ['120', '0', 'diez', '20'])])).toEqual([
      'Alto (cm) debe ser un número mayor que 0.',
      'Ancho (cm) debe ser un número mayor que 0.',
    ]);
    expect(
      errors([row('A', '1', ['120', '3', '10', '20']), row('A', '2', ['150', '3', '10', '20'])]),
    ).toEqual([
      'Las medidas del paquete no coinciden con las de la fila 2; deben ser iguales en todas las filas del producto.',
    ]);
  });

  it("leaves an existing product's package to its page", () => {
    const plan = planCatalogueImport([[...bootRow(), '120', '3', '10', '20']], STATE);
    expect(plan.rows[0]!.errors).toEqual([
      'Las medidas del paquete de un producto que ya existe se cambian en su página, no con el archivo.',
    ]);
    expect(planCatalogueImport([[...bootRow(), '', '', '', '']], STATE).counts.errors).toBe(0);
  });
});
