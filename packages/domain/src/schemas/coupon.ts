/** Discount coupons: the admin's add-coupon form, its inline edit, and the API bodies. */
import { z } from 'zod';
import { count, optionalText, requiredText } from './common.js';
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

const couponPercentage = z
  .number({ error: PERCENTAGE_REQUIRED })
  .positive()
  .pipe(z.number().max(100, 'El porcentaje no puede ser mayor que 100'))
  .pipe(z.number().int('El porcentaje debe ser un número entero'));

export const couponSchema = z.object(
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
  },
  { error: 'Los datos del cupón no son válidos' },
);
export type CouponInput = z.input<typeof couponSchema>;
export type Coupon = z.output<typeof couponSchema>;

/**
 * Inline edit of a coupon (the code is fixed); a coupon may be left with 0 uses to switch it off.
 */
export const couponUpdateSchema = z.object(
  {
    description: optionalText('La descripción'),
    percentage: couponPercentage.optional(),
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
    version: readVersion,
  },
  { error: 'Los datos del cupón no son válidos' },
);
export type CouponUpdate = z.output<typeof couponUpdateSchema>;
