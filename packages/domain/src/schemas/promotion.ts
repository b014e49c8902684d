/** Promotions: the admin's 'Agregar Promoción' form, its inline edit, and the API bodies. */
import { z } from 'zod';
import { CATEGORY_NAMES, isSubcategoryOf } from '../catalogue.js';
import { offersGift, PROMOTION_TYPES } from '../promotion-kinds.js';
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

export const promotionSchema = z
  .object(
    {
      title: requiredText(TITLE_REQUIRED),
      description: optionalText('La descripción'),
      img: optionalText('La imagen'),
      type: z.enum(PROMOTION_TYPES, { error: 'El Tipo de promoción es obligatorio' }),
      categories: categoryList('Debe seleccionar al menos una categoría').min(1),
      subcategories: subcategoryList,
      giftCategories: categoryList('Las categorías de regalo deben ser una lista').default([]),
      giftSubcategories: subcategoryList,
      endDate,
      video_youtube: optionalText('El video de YouTube'),
      disabled: z.boolean({ error: 'Desactivada debe ser verdadero o falso' }).default(false),
    },
    { error: BODY_MESSAGE },
  )
  .superRefine(subcategoriesRule, { when: whenValid('categories', 'subcategories') })
  .superRefine(giftRule, { when: whenValid('type', 'giftCategories', 'giftSubcategories') });
export type PromotionInput = z.input<typeof promotionSchema>;
export type NewPromotion = z.output<typeof promotionSchema>;

/** Inline edit of the promotions list: title, description and end date, plus switching it off. */
export const promotionUpdateSchema = z.object(
  {
    title: requiredText(TITLE_REQUIRED).optional(),
    description: optionalText('La descripción'),
    endDate: endDate.optional(),
    disabled: z.boolean({ error: 'Desactivada debe ser verdadero o falso' }).optional(),
    version: readVersion,
  },
  { error: BODY_MESSAGE },
);
export type PromotionUpdate = z.output<typeof promotionUpdateSchema>;
