import { describe, expect, it } from 'vitest';
import {
  COUPON_DEFAULTS,
  couponSchema,
  couponUpdateSchema,
  normalizeCouponCode,
} from './coupon.js';
import { errorsOf } from '../test/schema-errors.js';

const coupon = { code: 'verano10', description: 'Verano', percentage: 10, remainingUses: 5 };

describe('couponSchema', () => {
  it('accepts a coupon and stores its code trimmed and upper-case', () => {
    expect(couponSchema.parse({ ...coupon, code: ' verano10 ' })).toEqual({
      ...coupon,
      code: 'VERANO10',
    });
    expect(couponSchema.parse({ code: 'ENVIO', percentage: 12, remainingUses: 1 })).toEqual({
      code: 'ENVIO',
      percentage: 12,
      remainingUses: 1,
    });
  });

  it.each([undefined, '', '   '])('code %j: El código es obligatorio', (code) => {
    expect(errorsOf(couponSchema, { ...coupon, code })).toEqual({
      code: 'El código es obligatorio',
    });
  });

  it('keeps codes usable in a URL', () => {
    expect(errorsOf(couponSchema, { ...coupon, code: 'VERANO 10' })).toEqual({
      code: 'El código solo puede tener letras, números, guiones y guiones bajos',
    });
    expect(couponSchema.parse({ ...coupon, code: 'hot-sale_24' }).code).toBe('HOT-SALE_24');
  });

  it.each([undefined, 0, -5, Number.NaN])(
    'percentage %j: El porcentaje debe ser mayor que 0',
    (percentage) => {
      expect(errorsOf(couponSchema, { ...coupon, percentage })).toEqual({
        percentage: 'El porcentaje debe ser mayor que 0',
      });
    },
  );

  it('takes whole percentages up to 100', () => {
    expect(couponSchema.parse({ ...coupon, percentage: 100 }).percentage).toBe(100);
    expect(errorsOf(couponSchema, { ...coupon, percentage: 150 })).toEqual({
      percentage: 'El porcentaje no puede ser mayor que 100',
    });
    expect(errorsOf(couponSchema, { ...coupon, percentage: 12.5 })).toEqual({
      percentage: 'El porcentaje debe ser un número entero',
    });
  });

  it.each([undefined, 0, -1, 1.5])(
    'remainingUses %j: El número de usos debe ser al menos 1',
    (remainingUses) => {
      expect(errorsOf(couponSchema, { ...coupon, remainingUses })).toEqual({
        remainingUses: 'El número de usos debe ser al menos 1',
      });
    },
  );

  it('rejects the untouched defaults of the form: the percentage must be set', () => {
    expect(COUPON_DEFAULTS).toEqual({ percentage: 0, remainingUses: 1 });
    expect(errorsOf(couponSchema, { code: 'NUEVO', ...COUPON_DEFAULTS })).toEqual({
      percentage: 'El porcentaje debe ser mayor que 0',
    });
  });

  it('gives every message of an empty form at once', () => {
    expect(errorsOf(couponSchema, { code: '', percentage: 0, remainingUses: 0 })).toEqual({
      code: 'El código es obligatorio',
      percentage: 'El porcentaje debe ser mayor que 0',
      remainingUses: 'El número de usos debe ser al menos 1',
    });
  });
});

describe('couponUpdateSchema', () => {
  it('edits percentage, description and uses, which may reach 0', () => {
    expect(couponUpdateSchema.parse({})).toEqual({});
    expect(
      couponUpdateSchema.parse({ percentage: 20, description: 'Otro', remainingUses: 0 }),
    ).toEqual({
      percentage: 20,
      description: 'Otro',
      remainingUses: 0,
    });
  });

  it('still rejects impossible values', () => {
    expect(errorsOf(couponUpdateSchema, { percentage: 0 })).toEqual({
      percentage: 'El porcentaje debe ser mayor que 0',
    });
    expect(errorsOf(couponUpdateSchema, { remainingUses: -1 })).toEqual({
      remainingUses: 'El número de usos debe ser un número entero mayor o igual a 0',
    });
  });

  it('strips the code: it is the id in the URL, not an editable field', () => {
    expect(couponUpdateSchema.parse({ code: 'OTRO', percentage: 5 })).toEqual({ percentage: 5 });
  });
});

describe('normalizeCouponCode', () => {
  it('matches codes without regard to case or surrounding spaces', () => {
    expect(normalizeCouponCode('  verano10 ')).toBe('VERANO10');
  });
});
