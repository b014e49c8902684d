/**
 * Catalogue constants of SPEC sections 3 and 9, and the text rules (slugs, search) built on them.
 */

export const CATEGORY_NAMES = [
  'Botines',
  'Camisetas',
  'Accesorios',
  'Indumentaria',
  'Zapatillas',
  'Medias',
] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export interface Category {
  id: number;
  name: CategoryName;
  slug: string;
  subcategories: readonly string[];
}

export const CATEGORIES: readonly Category[] = [
  { id: 9006, name: 'Botines', slug: 'botines', subcategories: ['Futbol 5', 'Futbol 11'] },
  { id: 9009, name: 'Camisetas', slug: 'camisetas', subcategories: ['24/25', 'Retro'] },
  {
    id: 9007,
    name: 'Accesorios',
    slug: 'accesorios',
    subcategories: ['Mochila', 'Medias', 'Guantes', 'Canilleras', 'Termo', 'Chanclas'],
  },
  {
    id: 9005,
    name: 'Indumentaria',
    slug: 'indumentaria',
    subcategories: ['Campera', 'Buzo', 'Chaleco', 'Conjunto', 'Calzas'],
  },
  { id: 9004, name: 'Zapatillas', slug: 'zapatillas', subcategories: ['Hombre', 'Mujer'] },
  { id: 9008, name: 'Medias', slug: 'medias', subcategories: ['Cortas', 'Largas'] },
];

export function isCategoryName(name: string): name is CategoryName {
  return (CATEGORY_NAMES as readonly string[]).includes(name);
}

export function categoryByName(name: string): Category | undefined {
  return CATEGORIES.find((category) => category.name === name);
}

export function categoryBySlug(slug: string): Category | undefined {
  const wanted = slug.toLowerCase();
  return CATEGORIES.find((category) => category.slug === wanted);
}

export function isSubcategoryOf(category: string, subcategory: string): boolean {
  return categoryByName(category)?.subcategories.includes(subcategory) ?? false;
}

/** SPEC.md section 4: subcategories that belong to none of the chosen categories go. */
export function keepSubcategoriesOf(
  categories: readonly string[],
  subcategories: readonly string[],
): string[] {
  return subcategories.filter((sub) => categories.some((c) => isSubcategoryOf(c, sub)));
}

/** The subcategories a form offers once these categories are chosen, each with its category. */
export function subcategoryChoices(
  categories: readonly string[],
): { category: string; sub: string }[] {
  return categories.flatMap((category) =>
    (categoryByName(category)?.subcategories ?? []).map((sub) => ({ category, sub })),
  );
}

export const BRANDS = [
  { id: 900, name: 'Nike' },
  { id: 901, name: 'Adidas' },
  { id: 902, name: 'Puma' },
] as const;
export type BrandName = (typeof BRANDS)[number]['name'];

/** Brand select of the admin product form; 'Otro' reveals a free-text brand. */
export const BRAND_CHOICES = ['Adidas', 'Nike', 'Puma', 'Otro'] as const;

/** Colecciones filter, offered only for Zapatillas. */
export const STYLES = [
  { id: 2000, name: 'Deportivo' },
  { id: 2001, name: 'Urbano' },
] as const;

export const TAGS = ['Hombre', 'Mujer', 'Deportivo', 'Urbano'] as const;
export type Tag = (typeof TAGS)[number];

function numberedSizes(from: number, to: number): readonly string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

/** Size tables of SPEC section 9. */
export const SIZE_TABLES = {
  boots: numberedSizes(39, 45),
  sneakers: numberedSizes(34, 45),
  sneakersWomen: numberedSizes(34, 38),
  sneakersMen: numberedSizes(39, 45),
  clothing: ['S', 'M', 'L', 'XL', 'XXL'],
  socks: ['39-40', '41-42', '43-44'],
  socksPairs: ['39/40', '40/41', '41/42', '42/43', '43/44', '44/45'],
  sandals: ['34/35', '36/37', '38/39', '40/41', '42/43', '44/45'],
  backpack: ['Mochila'],
  gloves: ['S', 'M', 'L'],
  /** The create form offers glove sizes in numbers. */
  glovesCreateForm: ['8', '9', '10'],
  shinGuards: ['Canilleras'],
  thermos: ['750ml', '1L'],
  /** Made-to-order boots are imported in US sizes. */
  madeToOrderBoots: ['US 5', 'US 6', 'US 7', 'US 8', 'US 9', 'US 10', 'US 11', 'US 12'],
} as const satisfies Record<string, readonly string[]>;

const ACCESSORY_SIZES: Readonly<Record<string, readonly string[]>> = {
  Mochila: SIZE_TABLES.backpack,
  Medias: SIZE_TABLES.socks,
  Guantes: SIZE_TABLES.gloves,
  Canilleras: SIZE_TABLES.shinGuards,
  Termo: SIZE_TABLES.thermos,
  Chanclas: SIZE_TABLES.sandals,
};

function defaultSizeTable(category: string, subcategory?: string): readonly string[] {
  switch (category) {
    case 'Botines':
      return SIZE_TABLES.boots;
    case 'Zapatillas':
      if (subcategory === 'Mujer') return SIZE_TABLES.sneakersWomen;
      if (subcategory === 'Hombre') return SIZE_TABLES.sneakersMen;
      return SIZE_TABLES.sneakers;
    case 'Camisetas':
    case 'Indumentaria':
      return SIZE_TABLES.clothing;
    case 'Medias':
      return SIZE_TABLES.socks;
    case 'Accesorios':
      return (subcategory && ACCESSORY_SIZES[subcategory]) || SIZE_TABLES.sandals;
    default:
      return SIZE_TABLES.sandals;
  }
}

/** Sizes a new variant starts with in the admin forms (a fresh array the form may edit). */
export function defaultSizesFor(category: string, subcategory?: string): string[] {
  return [...defaultSizeTable(category, subcategory)];
}

/**
 * Sizes the catalogue's Talles filter offers for a category: every subcategory's table, without
 * repeats.
 */
export function sizeFiltersFor(category: CategoryName): string[] {
  const found = categoryByName(category);
  const subcategories = found ? found.subcategories : [];
  const tables = [
    defaultSizeTable(category),
    ...subcategories.map((sub) => defaultSizeTable(category, sub)),
  ];
  return [...new Set(tables.flat())];
}

/**
 * Every size the catalogue can filter by, in table order. A function, not a constant: the
 * storefront's bundle would compute it on every page load without using it.
 */
export function allSizeFilters(): string[] {
  return [...new Set(CATEGORY_NAMES.flatMap((category) => sizeFiltersFor(category)))];
}

export const PROVINCE_CODES = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'J',
  'K',
  'L',
  'M',
  'N',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

export interface Province {
  provinceCode: ProvinceCode;
  name: string;
}

/** Correo Argentino / ISO 3166-2:AR letters (INTEGRATIONS.md 2.9); I, O and Ñ are not used. */
export const PROVINCES: readonly Province[] = [
  { provinceCode: 'A', name: 'Salta' },
  { provinceCode: 'B', name: 'Buenos Aires' },
  { provinceCode: 'C', name: 'Ciudad Autónoma de Buenos Aires' },
  { provinceCode: 'D', name: 'San Luis' },
  { provinceCode: 'E', name: 'Entre Ríos' },
  { provinceCode: 'F', name: 'La Rioja' },
  { provinceCode: 'G', name: 'Santiago del Estero' },
  { provinceCode: 'H', name: 'Chaco' },
  { provinceCode: 'J', name: 'San Juan' },
  { provinceCode: 'K', name: 'Catamarca' },
  { provinceCode: 'L', name: 'La Pampa' },
  { provinceCode: 'M', name: 'Mendoza' },
  { provinceCode: 'N', name: 'Misiones' },
  { provinceCode: 'P', name: 'Formosa' },
  { provinceCode: 'Q', name: 'Neuquén' },
  { provinceCode: 'R', name: 'Río Negro' },
  { provinceCode: 'S', name: 'Santa Fe' },
  { provinceCode: 'T', name: 'Tucumán' },
  { provinceCode: 'U', name: 'Chubut' },
  { provinceCode: 'V', name: 'Tierra del Fuego' },
  { provinceCode: 'W', name: 'Corrientes' },
  { provinceCode: 'X', name: 'Córdoba' },
  { provinceCode: 'Y', name: 'Jujuy' },
  { provinceCode: 'Z', name: 'Santa Cruz' },
];

export function provinceByCode(code: string): Province | undefined {
  const wanted = code.trim().toUpperCase();
  return PROVINCES.find((province) => province.provinceCode === wanted);
}

export const CATALOGUE_SORTS = ['price_asc', 'novedades', 'popular', 'price_desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export function isCatalogueSort(value: string): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly string[]).includes(value);
}

export const ORDER_STATUSES = [
  'Aprobado',
  'Enviado',
  'Entregado',
  'Pago Pendiente',
  'Cancelado',
  'approved',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses the admin orders list shows before the admin touches its filter. */
export const ORDER_STATUSES_SHOWN_BY_DEFAULT: readonly OrderStatus[] = [
  'Aprobado',
  'Enviado',
  'Entregado',
  'Pago Pendiente',
];

/**
 * An order status as people read it. SPEC.md names the labels of 'Pago Pendiente' and
 * 'rejected'; 'approved' (Mercado Pago's word, kept as stored for SPEC's clients) reads in
 * Spanish too (issue 42 item 18, decision 0037).
 */
export function orderStatusLabel(status: string): string {
  if (status === 'Pago Pendiente') return 'Pago pendiente';
  if (status === 'rejected') return 'Tarjeta Rechazada';
  if (status === 'approved') return 'Pago aprobado';
  return status;
}

function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Longest slug made from a name (a number may follow to keep it unique): an address stays
 * short, and every slug the shop hands out fits the routes that open it.
 */
export const PRODUCT_SLUG_MAX_LENGTH = 80;

/**
 * SPEC: lowercased with spaces removed; accents and other non URL-safe characters go too. A
 * long name is cut after its last whole word that fits PRODUCT_SLUG_MAX_LENGTH.
 */
export function productSlug(name: string): string {
  let slug = '';
  for (const word of stripDiacritics(name).toLowerCase().split(/\s+/)) {
    const part = word.replace(/[^a-z0-9-]/g, '');
    if (slug.length + part.length > PRODUCT_SLUG_MAX_LENGTH) {
      return slug || part.slice(0, PRODUCT_SLUG_MAX_LENGTH);
    }
    slug += part;
  }
  return slug;
}

/** Folds case, accents and runs of whitespace, so "botin" finds "Botín". */
export function normalizeSearchText(text: string): string {
  return stripDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Header and promotion search: substring match on the product name, ignoring case and accents. */
export function matchesSearch(productName: string, query: string): boolean {
  return normalizeSearchText(productName).includes(normalizeSearchText(query));
}
