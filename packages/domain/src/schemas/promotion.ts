/** Promotions: the admin's 'Agregar Promoción' form, its inline edit, and the API bodies. */
import { z } from 'zod';
import { CATEGORY_NAMES, isSubcategoryOf } from '../catalogue.js';
import { offersGift, PERCENT_OFF_TYPE, PROMOTION_TYPES } from '../promotion-kinds.js';
import { optionalText, requiredText, whenValid } from './common.js';
import { readVersion } from './versions.js';

const BODY_MESSAGE = 'Los datos de la promoción no son válidos';
const TITLE_REQUIRED = 'El Título es obligatorio';
const END_DATE_REQUIRED = 'La fecha de caducidad es obligatoria';

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The form's date input sends 'YYYY-MM-DD'; other clients may send a full ISO 8601 date-time. */
export function isPromotionEndDate(value: string): boolean {
  const match = DATE_ONLY.exec(value) ?? DATE_TIME.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  return (
    isCalendarDate(Number(year), Number(month), Number(day)) && !Number.isNaN(Date.parse(value))
  );
}

const endDate = requiredText(END_DATE_REQUIRED).pipe(
  z.string().refine(isPromotionEndDate, 'La fecha de caducidad no es válida'),
);

/** Empty (or null) means "from its creation". */
const startDate = z
  .string({ error: 'La fecha de inicio debe ser un texto' })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || isPromotionEndDate(value),
    'La fecha de inicio no es válida',
  );

/** "% OFF": a whole percentage; forms send a number (NaN when empty). */
const percentOff = z
  .number({ error: 'El porcentaje de descuento debe ser un número' })
  .nullish()
  .transform((value) => (value === undefined || Number.isNaN(value) ? null : value));

const brandList = z
  .array(z.string({ error: 'La marca debe ser un texto' }).trim().min(1).max(80), {
    error: 'Las marcas deben ser una lista',
  })
  .max(50, 'Elegí hasta 50 marcas')
  .default([]);

const categoryList = (message: string) =>
  z.array(z.enum(CATEGORY_NAMES, { error: 'La categoría no es válida' }), { error: message });

const subcategoryList = z
  .array(z.string({ error: 'La subcategoría debe ser un texto' }), {
    error: 'Las subcategorías deben ser una lista',
  })
  .default([]);

/** Every subcategory in `field` must belong to one of `categories`. */
function checkSubcategoriesWithin(
  ctx: z.RefinementCtx,
  field: 'subcategories' | 'giftSubcategories',
  categories: string[],
  subcategories: string[],
) {
  for (const sub of subcategories) {
    if (!categories.some((category) => isSubcategoryOf(category, sub))) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `La subcategoría ${sub} no pertenece a las categorías elegidas`,
        input: sub,
      });
    }
  }
}

function subcategoriesRule(
  promotion: { categories: string[]; subcategories: string[] },
  ctx: z.RefinementCtx,
) {
  checkSubcategoriesWithin(ctx, 'subcategories', promotion.categories, promotion.subcategories);
}

/** Gift choices are required for a kind with a gift (Regalo) only, within the gift categories. */
function giftRule(
  promotion: { type: string; giftCategories: string[]; giftSubcategories: string[] },
  ctx: z.RefinementCtx,
) {
  if (!offersGift(promotion.type)) return;
  if (promotion.giftCategories.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['giftCategories'],
      message: 'Debe seleccionar al menos una categoría de regalo',
      input: promotion.giftCategories,
    });
  }
  if (promotion.giftSubcategories.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['giftSubcategories'],
      message: 'Debe seleccionar al menos una subcategoría de regalo',
      input: promotion.giftSubcategories,
    });
  }
  checkSubcategoriesWithin(
    ctx,
    'giftSubcategories',
    promotion.giftCategories,
    promotion.giftSubcategories,
  );
}

/** Products named one by one (the products list's 'Agregar a promoción…'). */
const productIdList = z
  .array(z.uuid({ error: 'El producto no es válido' }), {
    error: 'Los productos deben ser una lista',
  })
  .max(1000, 'Una promoción nombra hasta 1000 productos')
  .default([]);

/** SPEC: at least one category; a promotion of named products only needs none. */
function coverageRule(
  promotion: { categories: string[]; productIds: string[] },
  ctx: z.RefinementCtx,
) {
  if (promotion.categories.length === 0 && promotion.productIds.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['categories'],
      message: 'Debe seleccionar al menos una categoría',
      input: promotion.categories,
    });
  }
}

/** "% OFF" needs its percentage (1 to 90, whole); the bundle kinds take none. */
function percentRule(promotion: { type: string; percentOff: number | null }, ctx: z.RefinementCtx) {
  if (promotion.type !== PERCENT_OFF_TYPE) return;
  const value = promotion.percentOff;
  if (value === null || !Number.isInteger(value) || value < 1 || value > 90) {
    ctx.addIssue({
      code: 'custom',
      path: ['percentOff'],
      message: 'El porcentaje de descuento debe ser un número entero de 1 a 90',
      input: value,
    });
  }
}

/** A promotion cannot end before it starts. */
function datesRule(promotion: { startDate: string | null; endDate: string }, ctx: z.RefinementCtx) {
  if (promotion.startDate && promotion.startDate.slice(0, 10) > promotion.endDate.slice(0, 10)) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'La fecha de caducidad no puede ser anterior a la de inicio',
      input: promotion.endDate,
    });
  }
}

const promotionFields = {
  title: requiredText(TITLE_REQUIRED),
  description: optionalText('La descripción'),
  img: optionalText('La imagen'),
  type: z.enum(PROMOTION_TYPES, { error: 'El Tipo de promoción es obligatorio' }),
  categories: categoryList('Debe seleccionar al menos una categoría'),
  subcategories: subcategoryList,
  productIds: productIdList,
  giftCategories: categoryList('Las categorías de regalo deben ser una lista').default([]),
  giftSubcategories: subcategoryList,
  startDate,
  endDate,
  percentOff,
  brands: brandList,
  video_youtube: optionalText('El video de YouTube'),
  disabled: z.boolean({ error: 'Desactivada debe ser verdadero o falso' }).default(false),
};

export const promotionSchema = z
  .object(promotionFields, { error: BODY_MESSAGE })
  .superRefine(coverageRule, { when: whenValid('categories', 'productIds') })
  .superRefine(subcategoriesRule, { when: whenValid('categories', 'subcategories') })
  .superRefine(giftRule, { when: whenValid('type', 'giftCategories', 'giftSubcategories') })
  .superRefine(percentRule, { when: whenValid('type', 'percentOff') })
  .superRefine(datesRule, { when: whenValid('startDate', 'endDate') });
export type PromotionInput = z.input<typeof promotionSchema>;
export type NewPromotion = z.output<typeof promotionSchema>;

/**
 * An edit: any field of the form (type, categories, image, dates… all editable, issue 45), plus
 * the version read (decision 0030). The service checks the promotion it makes with
 * promotionSchema's rules, so an edit can never leave one a new promotion could not be.
 */
const editFields = {
  ...promotionFields,
  // An edit leaves what it does not send: no defaults filled in.
  subcategories: subcategoryList.unwrap(),
  productIds: productIdList.unwrap(),
  giftCategories: promotionFields.giftCategories.unwrap(),
  giftSubcategories: subcategoryList.unwrap(),
  brands: brandList.unwrap(),
  disabled: promotionFields.disabled.unwrap(),
};

export const promotionUpdateSchema = z
  .object(editFields, { error: BODY_MESSAGE })
  .partial()
  .extend({ version: readVersion });
export type PromotionUpdate = z.output<typeof promotionUpdateSchema>;
