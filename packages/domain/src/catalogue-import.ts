/**
 * The catalogue CSV (issue 18): its columns, shared by the export and the import, and the rules
 * that turn an edited file into a plan of what the import would write.
 */
import { CATEGORIES } from './catalogue.js';
import {
  fold,
  parseDisabled,
  parsePesos,
  parseStock,
  pesosText,
} from './catalogue-import-cells.js';

/** The products CSV's Spanish headers, in order: one row per variant (colour) and size. */
export const PRODUCT_CSV_HEADERS = [
  'ID producto',
  'Nombre',
  'Marca',
  'Categoría',
  'Subcategoría',
  'Color',
  'Talle',
  'Stock',
  'Precio',
  'Precio de lista',
  'Desactivado',
] as const;

/**
 * Optional columns (issue 42): a new product's package, which the shipping quote needs. A file
 * may leave them out; the export does not write them.
 */
export const PRODUCT_CSV_PACKAGE_HEADERS = [
  'Peso (g)',
  'Alto (cm)',
  'Ancho (cm)',
  'Largo (cm)',
] as const;

/** What a new product still needs before it can be sold, as the import's summary says it. */
export const CATALOGUE_IMPORT_NEEDS = {
  picture: 'una foto',
  package: 'las medidas del paquete',
} as const;

/** A package: grams and centimetres. */
export interface ImportedPackage {
  weight: number;
  height: number;
  width: number;
  length: number;
}

/** The largest file the import reads. */
export const CATALOGUE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CATALOGUE_IMPORT_TOO_LARGE =
  'El archivo supera los 5 MB. Dividilo en partes más chicas.';

export type ImportAction = 'crear' | 'actualizar' | 'sin cambios' | 'error';

/** A product as stored, with what the CSV can change. */
export interface ImportedProductState {
  id: string;
  name: string;
  brand: string;
  cat: string;
  subCat: string | null;
  priceCents: number;
  comparePriceCents: number | null;
  disabled: boolean;
  /** The product's colour and tags: its search words keep them when the name or brand changes. */
  color: string;
  tags: string[];
  variants: { variantId: number; name: string; sizes: { size: string; stock: number }[] }[];
}

/** What the catalogue holds when the plan is made. */
export interface CatalogueImportState {
  products: ReadonlyMap<string, ImportedProductState>;
  /** Brands in use, besides the shop's own (BRANDS). */
  brands: readonly string[];
}

/** A product's own columns, as the file sets them. */
export interface ImportedProductFields {
  name: string;
  brand: string;
  cat: string;
  subCat: string | null;
  priceCents: number;
  comparePriceCents: number | null;
  disabled: boolean;
}

export interface ImportRowOutcome {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  action: ImportAction;
  productId: string | null;
  name: string;
  colour: string;
  size: string;
  /** What the row changes, in Spanish ('Precio: 100,00 → 120,00'). */
  changes: string[];
  errors: string[];
}

export interface CatalogueImportPlan {
  rows: ImportRowOutcome[];
  counts: { create: number; update: number; unchanged: number; errors: number };
  /** Products whose own columns change. */
  productUpdates: ({ id: string } & ImportedProductFields)[];
  /** Sizes whose stock changes. */
  stockUpdates: { productId: string; variantId: number; size: string; stock: number }[];
  /**
   * Products the file adds, with their colours and sizes in the file's order. Each starts
   * Desactivado: a file brings no picture, and without one (or a package) nobody can buy it.
   */
  newProducts: (ImportedProductFields & {
    dimensions: ImportedPackage | null;
    variants: { name: string; sizes: { size: string; stock: number }[] }[];
  })[];
  /** Each new product and what it lacks before the owner can turn it on. */
  needs: { name: string; missing: string[] }[];
}

const SHOP_BRANDS = ['Nike', 'Adidas', 'Puma'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Every column the import reads, in the order of its records' cells. */
export const PRODUCT_CSV_IMPORT_HEADERS = [
  ...PRODUCT_CSV_HEADERS,
  ...PRODUCT_CSV_PACKAGE_HEADERS,
] as const;

/** The columns of one record, by header; trimmed. */
type Record = { [K in (typeof PRODUCT_CSV_IMPORT_HEADERS)[number]]: string };

function toRecord(cells: readonly string[]): Record {
  return Object.fromEntries(
    PRODUCT_CSV_IMPORT_HEADERS.map((header, index) => [header, (cells[index] ?? '').trim()]),
  ) as Record;
}

const EXISTING_PACKAGE =
  'Las medidas del paquete de un producto que ya existe se cambian en su página, no con el archivo.';

/** The row's package: none when its four cells are blank, or the errors that keep it unread. */
function readPackage(record: Record): { pack: ImportedPackage | null; errors: string[] } {
  const cells = PRODUCT_CSV_PACKAGE_HEADERS.map((header) => record[header]);
  if (cells.every((cell) => !cell)) return { pack: null, errors: [] };
  if (cells.some((cell) => !cell))
    return {
      pack: null,
      errors: [
        'Completá las cuatro medidas del paquete (Peso, Alto, Ancho y Largo) o dejalas todas vacías.',
      ],
    };
  const errors: string[] = [];
  const [weight = 0, height = 0, width = 0, length = 0] = cells.map((cell, index) => {
    const value = Number(cell.replace(',', '.'));
    if (!Number.isFinite(value) || value <= 0)
      errors.push(`${PRODUCT_CSV_PACKAGE_HEADERS[index]} debe ser un número mayor que 0.`);
    return value;
  });
  return errors.length
    ? { pack: null, errors }
    : { pack: { weight, height, width, length }, errors };
}

/** The row's product columns, or the errors that keep them from being read. */
function readFields(
  record: Record,
  brands: ReadonlyMap<string, string>,
  current: ImportedProductState | undefined,
): { fields?: ImportedProductFields; errors: string[] } {
  const errors: string[] = [];
  const name = record.Nombre;
  if (!name) errors.push('El nombre del producto es obligatorio.');
  const brand = brands.get(fold(record.Marca));
  if (!record.Marca) errors.push('La marca es obligatoria.');
  else if (!brand) errors.push(`La marca «${record.Marca}» no existe en la tienda.`);
  const category = CATEGORIES.find((c) => fold(c.name) === fold(record.Categoría));
  if (!record.Categoría) errors.push('La categoría es obligatoria.');
  else if (!category)
    errors.push(
      `La categoría «${record.Categoría}» no existe. Usá una de: ${CATEGORIES.map((c) => c.name).join(', ')}.`,
    );
  const subCat = record.Subcategoría || null;
  // A stored subcategory the list no longer has is left as it is; a new or changed one is checked.
  const subCatKept = current && current.cat === category?.name && current.subCat === subCat;
  if (category && !subCatKept) {
    const known = category.subcategories.find((s) => fold(s) === fold(subCat ?? ''));
    if (!subCat && category.name !== 'Medias') errors.push('La subcategoría es obligatoria.');
    else if (subCat && !known)
      errors.push(`La subcategoría «${subCat}» no es de la categoría ${category.name}.`);
  }
  const price = parsePesos(record.Precio, 'El precio');
  if (typeof price === 'string') errors.push(price);
  else if (price === 0) errors.push('El precio debe ser mayor que 0.');
  const compare = record['Precio de lista']
    ? parsePesos(record['Precio de lista'], 'El precio de lista')
    : null;
  if (typeof compare === 'string') errors.push(compare);
  const disabled = parseDisabled(record.Desactivado);
  if (typeof disabled === 'string') errors.push(disabled);
  if (errors.length) return { errors };
  const canonicalSub =
    subCatKept || !subCat
      ? subCat
      : (category!.subcategories.find((s) => fold(s) === fold(subCat)) ?? subCat);
  return {
    errors,
    fields: {
      name,
      brand: brand!,
      cat: category!.name,
      subCat: canonicalSub,
      priceCents: price as number,
      comparePriceCents: compare as number | null,
      disabled: disabled as boolean,
    },
  };
}

const FIELD_LABELS: [keyof ImportedProductFields, string, (value: never) => string][] = [
  ['name', 'Nombre', (v: string) => v],
  ['brand', 'Marca', (v: string) => v],
  ['cat', 'Categoría', (v: string) => v],
  ['subCat', 'Subcategoría', (v: string | null) => v ?? '(ninguna)'],
  ['priceCents', 'Precio', pesosText],
  ['comparePriceCents', 'Precio de lista', pesosText],
  ['disabled', 'Desactivado', (v: boolean) => (v ? 'Sí' : 'No')],
];

/** The fields that differ, each as 'Campo: antes → después'. */
function differences(before: ImportedProductFields, after: ImportedProductFields): string[] {
  return FIELD_LABELS.filter(([key]) => before[key] !== after[key]).map(
    ([key, label, show]) =>
      `${label}: ${show(before[key] as never)} → ${show(after[key] as never)}`,
  );
}

const sameFields = (a: ImportedProductFields, b: ImportedProductFields) =>
  differences(a, b).length === 0;

/**
 * What importing `records` (the file's rows without the header) would do to the catalogue in
 * `state`. Rows with a product id change that product's size stock and own columns; rows
 * without one add a product (rows with the same name make one product, one colour per
 * distinct colour). A row that breaks a rule carries its Spanish errors; a plan with any
 * error must not be written.
 */
export function planCatalogueImport(
  records: readonly (readonly string[])[],
  state: CatalogueImportState,
): CatalogueImportPlan {
  const brands = new Map<string, string>();
  for (const brand of [...SHOP_BRANDS, ...state.brands]) {
    if (!brands.has(fold(brand))) brands.set(fold(brand), brand);
  }
  const plan: CatalogueImportPlan = {
    rows: [],
    counts: { create: 0, update: 0, unchanged: 0, errors: 0 },
    productUpdates: [],
    stockUpdates: [],
    newProducts: [],
    needs: [],
  };
  const seen = new Map<string, number>();
  /** Each product's columns as its first row set them, and that row's number. */
  const productFields = new Map<string, { fields: ImportedProductFields; row: number }>();
  const newProducts = new Map<string, CatalogueImportPlan['newProducts'][number]>();
  /** Each new product's package as its first row set it, and that row's number. */
  const packages = new Map<string, { pack: ImportedPackage | null; row: number }>();

  records.forEach((cells, index) => {
    const row = index + 2;
    const record = toRecord(cells);
    const id = record['ID producto'];
    const current = id ? state.products.get(id.toLowerCase()) : undefined;
    const outcome: ImportRowOutcome = {
      row,
      action: 'error',
      productId: current?.id ?? (id || null),
      name: record.Nombre,
      colour: record.Color,
      size: record.Talle,
      changes: [],
      errors: [],
    };
    plan.rows.push(outcome);
    const { errors } = outcome;
    if (id && !UUID.test(id)) errors.push(`El ID de producto «${id}» no es válido.`);
    else if (id && !current) errors.push(`No existe un producto con el ID ${id}.`);
    const { fields, errors: fieldErrors } = readFields(record, brands, current);
    errors.push(...fieldErrors);
    if (!record.Color) errors.push('El color es obligatorio.');
    if (!record.Talle) errors.push('El talle es obligatorio.');
    const stock = parseStock(record.Stock);
    if (typeof stock === 'string') errors.push(stock);
    const { pack, errors: packErrors } = readPackage(record);
    errors.push(...packErrors);
    if (current && pack) errors.push(EXISTING_PACKAGE);

    const productKey = current ? current.id : `nuevo:${fold(record.Nombre)}`;
    if (!current && !packErrors.length) {
      const first = packages.get(productKey);
      if (!first) packages.set(productKey, { pack, row });
      else if (JSON.stringify(first.pack) !== JSON.stringify(pack))
        errors.push(
          `Las medidas del paquete no coinciden con las de la fila ${first.row}; deben ser iguales en todas las filas del producto.`,
        );
    }
    const sizeKey = `${productKey}\u0000${fold(record.Color)}\u0000${fold(record.Talle)}`;
    const earlier = seen.get(sizeKey);
    if (earlier !== undefined)
      errors.push(`Fila repetida: el mismo producto, color y talle ya está en la fila ${earlier}.`);
    else seen.set(sizeKey, row);

    const variant = current?.variants.find((v) => fold(v.name) === fold(record.Color));
    const size = variant?.sizes.find((s) => fold(s.size) === fold(record.Talle));
    if (current && record.Color && !variant)
      errors.push(`El producto no tiene el color «${record.Color}».`);
    else if (current && variant && record.Talle && !size)
      errors.push(`El color «${variant.name}» no tiene el talle «${record.Talle}».`);

    if (fields) {
      const first = productFields.get(productKey);
      if (!first) productFields.set(productKey, { fields, row });
      else if (!sameFields(first.fields, fields))
        errors.push(
          `Los datos del producto no coinciden con los de la fila ${first.row} (${differences(first.fields, fields).join('; ')}); deben ser iguales en todas sus filas.`,
        );
    }
    if (errors.length || !fields || typeof stock === 'string') {
      plan.counts.errors++;
      return;
    }

    if (!current) {
      outcome.action = 'crear';
      plan.counts.create++;
      let product = newProducts.get(productKey);
      if (!product) {
        product = { ...fields, disabled: true, dimensions: pack, variants: [] };
        newProducts.set(productKey, product);
        plan.newProducts.push(product);
        const { picture, package: box } = CATALOGUE_IMPORT_NEEDS;
        plan.needs.push({ name: fields.name, missing: pack ? [picture] : [picture, box] });
      }
      let colour = product.variants.find((v) => fold(v.name) === fold(record.Color));
      if (!colour) {
        colour = { name: record.Color, sizes: [] };
        product.variants.push(colour);
      }
      colour.sizes.push({ size: record.Talle, stock });
      return;
    }

    outcome.changes = differences(current, fields);
    if (outcome.changes.length && productFields.get(productKey)?.row === row) {
      plan.productUpdates.push({ id: current.id, ...fields });
    }
    if (size!.stock !== stock) {
      outcome.changes.push(`Stock: ${size!.stock} → ${stock}`);
      plan.stockUpdates.push({
        productId: current.id,
        variantId: variant!.variantId,
        size: size!.size,
        stock,
      });
    }
    outcome.action = outcome.changes.length ? 'actualizar' : 'sin cambios';
    plan.counts[outcome.changes.length ? 'update' : 'unchanged']++;
  });
  return plan;
}

/** The product ids a file's rows name, to read their current state. */
export function importedProductIds(records: readonly (readonly string[])[]): string[] {
  const ids = new Set<string>();
  for (const cells of records) {
    const id = (cells[0] ?? '').trim().toLowerCase();
    if (UUID.test(id)) ids.add(id);
  }
  return [...ids];
}
