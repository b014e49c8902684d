/** Admin product and made-to-order (commission) product bodies, for the forms and the API alike. */
import { z } from 'zod';
import { CATEGORY_NAMES, TAGS, isSubcategoryOf } from '../catalogue.js';
import {
  count,
  flag,
  nonNegativePesos,
  optionalText,
  percent,
  positivePesos,
  requiredText,
  whenValid,
} from './common.js';
import { readVersion } from './versions.js';

const BODY_MESSAGE = 'Los datos del producto no son válidos';
const SUBCATEGORY_REQUIRED = 'La subcategoría es obligatoria';
const SUBCATEGORY_MISMATCH = 'La subcategoría no corresponde a la categoría elegida';

/**
 * Weight in grams; height, width and length in centimetres, the units the carrier quotes in.
 * A product without all four cannot be shipped, so they are required on new products.
 */
export const dimensionsSchema = z.object(
  {
    weight: z.number({ error: 'El peso debe ser mayor que 0' }).positive(),
    height: z.number({ error: 'El alto debe ser mayor que 0' }).positive(),
    width: z.number({ error: 'El ancho debe ser mayor que 0' }).positive(),
    length: z.number({ error: 'El largo debe ser mayor que 0' }).positive(),
  },
  { error: 'Las dimensiones son obligatorias' },
);

/** Products speak of a size as "talle"; made-to-order products as "tamaño". */
interface SizeWording {
  required: string;
  notText: string;
  notList: string;
  repeated: (size: string) => string;
}

const PRODUCT_SIZES: SizeWording = {
  required: 'El talle es obligatorio',
  notText: 'El talle debe ser un texto',
  notList: 'Los talles deben ser una lista',
  repeated: (size) => `El talle ${size} está repetido`,
};

const COMMISSION_SIZES: SizeWording = {
  required: 'El tamaño es obligatorio',
  notText: 'El tamaño debe ser un texto',
  notList: 'Los tamaños deben ser una lista',
  repeated: (size) => `El tamaño ${size} está repetido`,
};

const tagList = z.array(z.enum(TAGS, { error: 'La etiqueta no es válida' }), {
  error: 'Las etiquetas deben ser una lista',
});

const stockCount = count('El stock debe ser un número entero mayor o igual a 0').default(0);
const soldCount = count('Las ventas deben ser un número entero mayor o igual a 0').default(0);
/**
 * The stock of a size as the owner's form read it (decision 0030). With it the server applies
 * the change the owner made (`stock - stockRead`) to the stock there is now, so units orders took
 * since the form was read are never put back; without it `stock` is written as it is.
 */
const stockReadCount = count(
  'El stock leído debe ser un número entero mayor o igual a 0',
).optional();
const variantId = count('El id de la variante debe ser un número entero mayor o igual a 0');

/** A cart line is a product, a variant and a size, so a size appears once per variant. */
function uniqueSizes(wording: SizeWording) {
  return (sizes: { size: string }[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    sizes.forEach(({ size }, i) => {
      if (seen.has(size)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'size'],
          message: wording.repeated(size),
          input: size,
        });
      }
      seen.add(size);
    });
  };
}

/** Cart lines and orders point at a variant by id, so ids are unique within a product. */
function uniqueVariantIds(variants: { id: number }[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  variants.forEach(({ id }, i) => {
    if (seen.has(id)) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'id'],
        message: `El id de variante ${id} está repetido`,
        input: id,
      });
    }
    seen.add(id);
  });
}

function variantsSchema(wording: SizeWording) {
  const variant = z.object({
    id: variantId,
    variant: requiredText('El nombre de la variante es obligatorio'),
    imgUrl: z
      .array(requiredText('La imagen es obligatoria'), { error: 'La imagen es obligatoria' })
      .min(1),
    sizes: z
      .array(
        z.object({ size: requiredText(wording.required), stock: stockCount, sold: soldCount }),
        { error: wording.required },
      )
      .min(1)
      .superRefine(uniqueSizes(wording)),
  });
  return z
    .array(variant, { error: 'Debe agregar al menos una variante' })
    .min(1)
    .superRefine(uniqueVariantIds);
}

/**
 * Fields shared by products and commissions. Product-level `stock` and `sizes` are stripped: the
 * server derives them from the variants.
 */
function productFields(wording: SizeWording) {
  return {
    productName: requiredText('El nombre del producto es obligatorio'),
    price: positivePesos('El precio debe ser mayor que 0'),
    compare_price: nonNegativePesos('El precio de comparación no puede ser negativo').nullish(),
    // Any text: the form's 'Otro' choice sends the brand typed by the admin.
    brand: requiredText('La marca es obligatoria'),
    cat: z.enum(CATEGORY_NAMES, { error: 'La categoría es obligatoria' }),
    // The form sends '' when there is none; that reads as no subcategory.
    sub_cat: z
      .string({ error: SUBCATEGORY_REQUIRED })
      .trim()
      .optional()
      .transform((value) => value || undefined),
    description: optionalText('La descripción'),
    color: optionalText('El color'),
    tags: tagList.default([]),
    variants: variantsSchema(wording),
    best_sellers: flag('Más vendidos'),
    new_arrivals: flag('Novedades'),
    special_offers: flag('Ofertas'),
    disabled: flag('Desactivado'),
    discount_percentage: percent('El porcentaje de descuento debe estar entre 0 y 100').default(0),
    video_youtube: optionalText('El video de YouTube'),
    badge: optionalText('La etiqueta destacada'),
  };
}

/**
 * Every category but Medias needs a subcategory, and a subcategory must be one of its category's.
 */
function subcategoryRule(
  product: { cat: string; sub_cat?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (product.sub_cat === undefined) {
    if (product.cat !== 'Medias') {
      ctx.addIssue({
        code: 'custom',
        path: ['sub_cat'],
        message: SUBCATEGORY_REQUIRED,
        input: undefined,
      });
    }
  } else if (!isSubcategoryOf(product.cat, product.sub_cat)) {
    ctx.addIssue({
      code: 'custom',
      path: ['sub_cat'],
      message: SUBCATEGORY_MISMATCH,
      input: product.sub_cat,
    });
  }
}

export const newProductSchema = z
  .object(
    { ...productFields(PRODUCT_SIZES), dimensions: dimensionsSchema },
    { error: BODY_MESSAGE },
  )
  .superRefine(subcategoryRule, { when: whenValid('cat', 'sub_cat') });
export type NewProductInput = z.input<typeof newProductSchema>;
export type NewProduct = z.output<typeof newProductSchema>;

export const newCommissionSchema = z
  .object(
    {
      ...productFields(COMMISSION_SIZES),
      compare_price: positivePesos('El precio de comparación debe ser mayor que 0'),
      description: requiredText('La descripción es obligatoria'),
      image: optionalText('La imagen'),
      dimensions: dimensionsSchema.optional(),
      status: optionalText('El estado'),
    },
    { error: BODY_MESSAGE },
  )
  .superRefine(subcategoryRule, { when: whenValid('cat', 'sub_cat') });
export type NewCommissionInput = z.input<typeof newCommissionSchema>;
export type NewCommission = z.output<typeof newCommissionSchema>;

/**
 * Sizes and variants as edits send them: right types and sound stock, but no "obligatorio" rules.
 */
function editedVariantsSchema(wording: SizeWording, withStockRead = false) {
  const size = z.object({
    size: z.string({ error: wording.notText }).trim(),
    stock: stockCount,
    sold: soldCount,
    ...(withStockRead ? { stockRead: stockReadCount } : {}),
  });
  const variant = z.object({
    id: variantId,
    variant: z.string({ error: 'El nombre de la variante debe ser un texto' }).trim(),
    imgUrl: z.array(z.string({ error: 'La imagen debe ser un texto' }).trim(), {
      error: 'Las imágenes deben ser una lista',
    }),
    sizes: z.array(size, { error: wording.notList }).superRefine(uniqueSizes(wording)),
  });
  return z
    .array(variant, { error: 'Las variantes deben ser una lista' })
    .superRefine(uniqueVariantIds);
}

/**
 * SPEC leaves edits unvalidated by the form; the API still rejects wrong types, negative amounts
 * and broken stock.
 */
function editedProductFields(wording: SizeWording, withStockRead = false) {
  return {
    productName: optionalText('El nombre del producto'),
    price: positivePesos('El precio debe ser mayor que 0').optional(),
    compare_price: nonNegativePesos('El precio de comparación no puede ser negativo').nullish(),
    brand: optionalText('La marca'),
    cat: z.enum(CATEGORY_NAMES, { error: 'La categoría no es válida' }).optional(),
    sub_cat: optionalText('La subcategoría'),
    description: optionalText('La descripción'),
    color: optionalText('El color'),
    tags: tagList.optional(),
    variants: editedVariantsSchema(wording, withStockRead).optional(),
    dimensions: dimensionsSchema.optional(),
    best_sellers: z.boolean({ error: 'Más vendidos debe ser verdadero o falso' }).optional(),
    new_arrivals: z.boolean({ error: 'Novedades debe ser verdadero o falso' }).optional(),
    special_offers: z.boolean({ error: 'Ofertas debe ser verdadero o falso' }).optional(),
    disabled: z.boolean({ error: 'Desactivado debe ser verdadero o falso' }).optional(),
    discount_percentage: percent('El porcentaje de descuento debe estar entre 0 y 100').optional(),
    video_youtube: optionalText('El video de YouTube'),
    badge: optionalText('La etiqueta destacada'),
  };
}

export const productUpdateSchema = z.object(
  { ...editedProductFields(PRODUCT_SIZES, true), version: readVersion },
  { error: BODY_MESSAGE },
);
export type ProductUpdate = z.output<typeof productUpdateSchema>;

export const commissionUpdateSchema = z.object(
  {
    ...editedProductFields(COMMISSION_SIZES),
    image: optionalText('La imagen'),
    status: optionalText('El estado'),
  },
  { error: BODY_MESSAGE },
);
export type CommissionUpdate = z.output<typeof commissionUpdateSchema>;
