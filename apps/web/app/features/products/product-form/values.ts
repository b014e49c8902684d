import type { ProductAnswer, ProductVariantAnswer } from '@shop/domain';
/** The product forms' values and how they become API bodies. */
import { BRAND_CHOICES, SIZE_TABLES, defaultSizesFor } from '@shop/domain';
import { numberValue } from '../../../lib/admin/form-resolver';

export interface SizeStockValue {
  size: string;
  /** As typed; the schema reports a box that is not a whole number. */
  stock: string;
  sold: number;
  /**
   * The stock as loaded, for a size the product had: the save sends it, so the server applies the
   * owner's change to the stock orders left (decision 0030).
   */
  stockRead?: number;
}

export interface VariantValue {
  id: number;
  variant: string;
  imgUrl: string[];
  sizes: SizeStockValue[];
}

export interface DimensionsValue {
  weight: string;
  height: string;
  width: string;
  length: string;
}

export type BrandChoice = (typeof BRAND_CHOICES)[number] | '';

export interface ProductFormValues {
  productName: string;
  price: string;
  compare_price: string;
  brandChoice: BrandChoice;
  /** The brand typed when the choice is 'Otro'. */
  otherBrand: string;
  cat: string;
  sub_cat: string;
  description: string;
  color: string;
  tags: string[];
  variants: VariantValue[];
  dimensions: DimensionsValue;
  /** Only the detail pages show the fields below (PUT /products/{id} and PUT /commissions/{id}). */
  video_youtube: string;
  best_sellers: boolean;
  new_arrivals: boolean;
  special_offers: boolean;
  disabled: boolean;
  status: string;
  /** The product's version as loaded; the save sends it back (decision 0030). */
  version?: number;
}

const EMPTY_DIMENSIONS: DimensionsValue = { weight: '', height: '', width: '', length: '' };

/** SPEC.md section 4: the new-product form starts with one empty variant. */
export function emptyProductForm(): ProductFormValues {
  return {
    productName: '',
    price: '',
    compare_price: '',
    brandChoice: '',
    otherBrand: '',
    cat: '',
    sub_cat: '',
    description: '',
    color: '',
    tags: [],
    variants: [{ id: 1, variant: '', imgUrl: [], sizes: [] }],
    dimensions: { ...EMPTY_DIMENSIONS },
    video_youtube: '',
    best_sellers: false,
    new_arrivals: false,
    special_offers: false,
    disabled: false,
    status: '',
  };
}

/**
 * Sizes a variant starts with for a category (SPEC.md section 9); the create forms offer glove
 * sizes in numbers.
 */
export function sizeTableFor(category: string, subcategory: string, createForm: boolean): string[] {
  if (!category) return [];
  if (createForm && category === 'Accesorios' && subcategory === 'Guantes') {
    return [...SIZE_TABLES.glovesCreateForm];
  }
  return defaultSizesFor(category, subcategory || undefined);
}

export function blankSizes(sizes: readonly string[]): SizeStockValue[] {
  return sizes.map((size) => ({ size, stock: '0', sold: 0 }));
}

/** SPEC.md section 4: an added variant gets the last variant's id + 1 and the name 'new'. */
export function newVariant(
  variants: readonly VariantValue[],
  sizes: readonly string[],
): VariantValue {
  const last = variants[variants.length - 1];
  return { id: (last?.id ?? 0) + 1, variant: 'new', imgUrl: [], sizes: blankSizes(sizes) };
}

export function brandOf(values: Pick<ProductFormValues, 'brandChoice' | 'otherBrand'>): string {
  return values.brandChoice === 'Otro' ? values.otherBrand : values.brandChoice;
}

/** A brand outside the fixed list shows as 'Otro' with the brand in the free-text box. */
export function brandFields(brand: string): Pick<ProductFormValues, 'brandChoice' | 'otherBrand'> {
  const known = (BRAND_CHOICES as readonly string[]).includes(brand) && brand !== 'Otro';
  if (!brand) return { brandChoice: '', otherBrand: '' };
  return known
    ? { brandChoice: brand as BrandChoice, otherBrand: '' }
    : { brandChoice: 'Otro', otherBrand: brand };
}

/** `withStockRead`: each loaded size carries the stock it was loaded with (product edits). */
export function variantsBody(variants: readonly VariantValue[], withStockRead = false) {
  return variants.map((v) => ({
    id: v.id,
    variant: v.variant,
    imgUrl: v.imgUrl,
    sizes: v.sizes.map((s) => ({
      size: s.size,
      stock: numberValue(s.stock),
      sold: s.sold,
      ...(withStockRead && s.stockRead !== undefined ? { stockRead: s.stockRead } : {}),
    })),
  }));
}

export function variantValues(variants: readonly ProductVariantAnswer[]): VariantValue[] {
  return variants.map((v) => ({
    id: v.id,
    variant: v.variant,
    imgUrl: [...v.imgUrl],
    sizes: v.sizes.map((s) => ({
      size: s.size,
      stock: String(s.stock),
      sold: s.sold,
      stockRead: s.stock,
    })),
  }));
}

function optionalNumber(value: string): number | null {
  return value.trim() === '' ? null : numberValue(value);
}

function dimensionsBody(d: DimensionsValue) {
  return {
    weight: numberValue(d.weight),
    height: numberValue(d.height),
    width: numberValue(d.width),
    length: numberValue(d.length),
  };
}

const hasAnyDimension = (d: DimensionsValue) =>
  [d.weight, d.height, d.width, d.length].some((value) => value.trim() !== '');

/** POST /api/products: SPEC.md section 7's body (stock and sizes come from the variants). */
export function newProductBody(values: ProductFormValues) {
  return {
    productName: values.productName,
    price: numberValue(values.price),
    compare_price: optionalNumber(values.compare_price),
    brand: brandOf(values),
    cat: values.cat,
    sub_cat: values.sub_cat,
    description: values.description,
    color: values.color,
    tags: values.tags,
    variants: variantsBody(values.variants),
    dimensions: dimensionsBody(values.dimensions),
  };
}

/** POST /api/commissions: like a product; the compare price is required, dimensions optional. */
export function newCommissionBody(values: ProductFormValues) {
  return {
    ...newProductBody(values),
    compare_price: numberValue(values.compare_price),
    dimensions: hasAnyDimension(values.dimensions) ? dimensionsBody(values.dimensions) : undefined,
  };
}

/** The brand's messages belong under whichever brand box the admin is using. */
export function productFieldOf(path: string, values: ProductFormValues): string {
  if (path === 'brand') return values.brandChoice === 'Otro' ? 'otherBrand' : 'brandChoice';
  return path;
}

/** A product or a made-to-order item: what they share, and the product's own fields if any. */
export type EditableSource = Pick<
  ProductAnswer,
  | 'productName'
  | 'price'
  | 'compare_price'
  | 'brand'
  | 'cat'
  | 'sub_cat'
  | 'description'
  | 'variants'
> &
  Partial<
    Pick<
      ProductAnswer,
      | 'color'
      | 'tags'
      | 'dimensions'
      | 'video_youtube'
      | 'best_sellers'
      | 'new_arrivals'
      | 'special_offers'
      | 'disabled'
      | 'version'
    > & { status: string }
  >;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A product or made-to-order item as its detail form holds it. */
export function editValues(source: EditableSource): ProductFormValues {
  return {
    productName: source.productName,
    price: text(source.price),
    compare_price: text(source.compare_price),
    ...brandFields(source.brand),
    cat: source.cat,
    sub_cat: source.sub_cat ?? '',
    description: source.description,
    color: source.color ?? '',
    tags: [...(source.tags ?? [])],
    variants: variantValues(source.variants),
    dimensions: {
      weight: text(source.dimensions?.weight),
      height: text(source.dimensions?.height),
      width: text(source.dimensions?.width),
      length: text(source.dimensions?.length),
    },
    video_youtube: source.video_youtube ?? '',
    best_sellers: source.best_sellers ?? false,
    new_arrivals: source.new_arrivals ?? false,
    special_offers: source.special_offers ?? false,
    disabled: source.disabled ?? false,
    status: source.status ?? '',
    version: source.version,
  };
}

/** PUT /api/products/:id: every editable field as the form holds it. */
export function productUpdateBody(values: ProductFormValues) {
  return {
    ...newProductBody(values),
    best_sellers: values.best_sellers,
    new_arrivals: values.new_arrivals,
    special_offers: values.special_offers,
    video_youtube: values.video_youtube,
    disabled: values.disabled,
    variants: variantsBody(values.variants, true),
    version: values.version,
  };
}

/** PUT /api/commissions/:id. */
export function commissionUpdateBody(values: ProductFormValues) {
  const { productName, price, compare_price, brand, cat, sub_cat, description, variants } =
    newProductBody(values);
  return {
    productName,
    price,
    compare_price,
    brand,
    cat,
    sub_cat,
    description,
    status: values.status,
    variants,
  };
}
