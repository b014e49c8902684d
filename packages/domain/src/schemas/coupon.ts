/** Discount coupons: the admin's add-coupon form, its inline edit, and the API bodies. */
import { z } from 'zod';
import { CATEGORY_NAMES, isSubcategoryOf } from '../catalogue.js';
import { COUPON_KINDS } from '../coupon-rules.js';
import { isPromotionEndDate } from './promotion.js';
import { count, nonNegativePesos, optionalText, requiredText, whenValid } from './common.js';
import { readVersion } from './versions.js';

/**
 * Codes are matched without regard to case or surrounding spaces: stored and looked up upper-case.
 */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Blank values the add-coupon form starts with (SPEC 9); a percentage of 0 must be changed before
 * saving.
 */
export const COUPON_DEFAULTS = { percentage: 0, remainingUses: 1 } as const;

const PERCENTAGE_REQUIRED = 'El porcentaje debe ser mayor que 0';

/** Required above 0 for the percent kind only (couponRuleIssues); the other kinds send 0 or none. */
const couponPercentage = z
  .number({ error: PERCENTAGE_REQUIRED })
  .pipe(z.number().max(100, 'El porcentaje no puede ser mayor que 100'))
  .pipe(z.number().int('El porcentaje debe ser un número entero'))
  .nullish();

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A shop day (YYYY-MM-DD); empty or null: no date. */
const day = (label: string) =>
  z
    .string({ error: `${label} debe ser un texto` })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || (DAY.test(value) && isPromotionEndDate(value)),
      `${label} no es válida`,
    );

/** A number box: empty (NaN, as forms send it), null or missing is null. */
const optionalNumber = (message: string) =>
  z
    .union([z.nan(), z.number()], { error: message })
    .nullish()
    .transform((value) => (value === undefined || Number.isNaN(value) ? null : value));

/** Pesos off for the fixed kind. */
const amount = optionalNumber('El monto de descuento debe ser un número');

/** Uses per customer: a whole number from 1, or none (empty, null) for no limit. */
const perCustomerLimit = optionalNumber('Los usos por cliente deben ser un número').refine(
  (value) => value === null || (Number.isInteger(value) && value >= 1),
  'Los usos por cliente deben ser un número entero mayor o igual a 1',
);

/** The coupon's rules added by issue 45; SPEC's bodies without them make a percent coupon. */
const ruleFields = {
  kind: z.enum(COUPON_KINDS, { error: 'El tipo de cupón no es válido' }).default('percent'),
  amount,
  minPurchase: nonNegativePesos('La compra mínima debe ser un monto en pesos').default(0),
  startsOn: day('La fecha de inicio'),
  endsOn: day('La fecha de fin'),
  perCustomerLimit,
  categories: z
    .array(z.enum(CATEGORY_NAMES, { error: 'La categoría no es válida' }), {
      error: 'Las categorías deben ser una lista',
    })
    .default([]),
  subcategories: z
    .array(z.string({ error: 'La subcategoría debe ser un texto' }), {
      error: 'Las subcategorías deben ser una lista',
    })
    .default([]),
};

/** What a coupon's rules must hold together, for a new coupon and a coupon as an edit leaves it. */
export interface CouponRuleValues {
  kind: (typeof COUPON_KINDS)[number];
  percentage?: number | null | undefined;
  amount: number | null;
  startsOn: string | null;
  endsOn: string | null;
  categories: readonly string[];
  subcategories: readonly string[];
}

/** The rules the fields alone cannot check, each as [field, Spanish message]. */
export function couponRuleIssues(coupon: CouponRuleValues): [string, string][] {
  const issues: [string, string][] = [];
  if (coupon.kind === 'percent' && !(coupon.percentage && coupon.percentage > 0)) {
    issues.push(['percentage', PERCENTAGE_REQUIRED]);
  }
  if (
    coupon.kind === 'fixed' &&
    !(coupon.amount !== null && coupon.amount > 0 && isValidAmount(coupon.amount))
  ) {
    issues.push(['amount', 'El monto de descuento debe ser mayor que 0']);
  }
  if (coupon.startsOn && coupon.endsOn && coupon.endsOn < coupon.startsOn) {
    issues.push(['endsOn', 'La fecha de fin no puede ser anterior a la de inicio']);
  }
  for (const sub of coupon.subcategories) {
    if (!coupon.categories.some((category) => isSubcategoryOf(category, sub))) {
      issues.push([
        'subcategories',
        `La subcategoría ${sub} no pertenece a las categorías elegidas`,
      ]);
    }
  }
  return issues;
}

const isValidAmount = (value: number) => Math.round(value * 100) === value * 100;

function rulesOf(coupon: CouponRuleValues, ctx: z.RefinementCtx) {
  for (const [field, message] of couponRuleIssues(coupon)) {
    ctx.addIssue({ code: 'custom', path: [field], message, input: coupon });
  }
}

export const couponSchema = z
  .object(
    {
      // The code is the coupon's id in the URL (PUT /api/discounts/:code), so it holds no spaces or symbols.
      code: requiredText('El código es obligatorio').pipe(
        z
          .string()
          .regex(
            /^[A-Za-z0-9_-]+$/,
            'El código solo puede tener letras, números, guiones y guiones bajos',
          )
          .transform(normalizeCouponCode),
      ),
      description: optionalText('La descripción'),
      percentage: couponPercentage,
      remainingUses: count('El número de usos debe ser al menos 1').min(1),
      ...ruleFields,
    },
    { error: 'Los datos del cupón no son válidos' },
  )
  .superRefine(rulesOf, {
    when: whenValid(
      'kind',
      'percentage',
      'amount',
      'startsOn',
      'endsOn',
      'categories',
      'subcategories',
    ),
  });
export type CouponInput = z.input<typeof couponSchema>;
export type Coupon = z.output<typeof couponSchema>;

/**
 * Inline edit of a coupon (the code is fixed); a coupon may be left with 0 uses to switch it off.
 */
export const couponUpdateSchema = z
  .object(
    {
      description: optionalText('La descripción'),
      percentage: couponPercentage,
      remainingUses: count(
        'El número de usos debe ser un número entero mayor o igual a 0',
      ).optional(),
      /**
       * Uses left as the owner's page read them (decision 0030): the server applies the change
       * (`remainingUses - remainingUsesRead`) to the uses left now, so uses orders took since
       * are not given back.
       */
      remainingUsesRead: count(
        'Los usos leídos deben ser un número entero mayor o igual a 0',
      ).optional(),
      kind: ruleFields.kind.unwrap().optional(),
      amount: ruleFields.amount.optional(),
      minPurchase: ruleFields.minPurchase.unwrap().optional(),
      startsOn: ruleFields.startsOn.optional(),
      endsOn: ruleFields.endsOn.optional(),
      perCustomerLimit: ruleFields.perCustomerLimit.optional(),
      categories: ruleFields.categories.unwrap().optional(),
      subcategories: ruleFields.subcategories.unwrap().optional(),
      /** Paused: refused at the checkout until resumed, its uses kept. */
      paused: z.boolean({ error: 'Pausado debe ser verdadero o falso' }).optional(),
      version: readVersion,
    },
    { error: 'Los datos del cupón no son válidos' },
  )
  .superRefine((edit, ctx) => {
    // A percent coupon's percentage (the list's inline edit): above 0, as a new one's.
    const percent = edit.kind === undefined || edit.kind === 'percent';
    if (percent && typeof edit.percentage === 'number' && edit.percentage <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentage'],
        message: PERCENTAGE_REQUIRED,
        input: edit,
      });
    }
  });
export type CouponUpdate = z.output<typeof couponUpdateSchema>;
