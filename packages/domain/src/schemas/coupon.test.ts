import { describe, expect, it } from 'vitest';
import {
  COUPON_DEFAULTS,
  couponSchema,
  couponUpdateSchema,
  normalizeCouponCode,
} from './coupon.js';
import { errorsOf } from '../test/schema-errors.js';

const coupon = { code: 'verano10', description: 'Verano', percentage: 10, remainingUses: 5 };
/** What SPEC's body without issue 45's rules makes: a percent coupon for anyone, any time. */
const noRules = {
  kind: 'percent',
  amount: null,
  minPurchase: 0,
  startsOn: null,
  endsOn: null,
  perCustomerLimit: null,
  categories: [],
  subcategories: [],
};

describe('couponSchema', () => {
  it('accepts a coupon and stores its code trimmed and upper-case', () => {
    expect(couponSchema.parse({ ...coupon, code: ' verano10 ' })).toEqual({
      ...coupon,
      ...noRules,
      code: 'VERANO10',
    });
    expect(couponSchema.parse({ code: 'ENVIO', percentage: 12, remainingUses: 1 })).toEqual({
      code: 'ENVIO',
      percentage: 12,
      remainingUses: 1,
      ...noRules,
    });
  });

  it('takes issue 45 rules: a fixed amount, dates, a minimum, a limit per customer, categories', () => {
    expect(
      couponSchema.parse({
        code: 'menos5000',
        kind: 'fixed',
        amount: 5000,
        minPurchase: 50000,
        startsOn: '2026-12-01',
        endsOn: '2026-12-31',
        perCustomerLimit: 1,
        categories: ['Botines'],
        remainingUses: 100,
      }),
    ).toMatchObject({ code: 'MENOS5000', kind: 'fixed', amount: 5000, perCustomerLimit: 1 });
    expect(
      couponSchema.parse({ code: 'ENVIOGRATIS', kind: 'free_shipping', remainingUses: 10 }),
    ).toMatchObject({ kind: 'free_shipping' });
  });

  it('refuses rules that do not hold together, in Spanish', () => {
    expect(
      errorsOf(couponSchema, { code: 'X', kind: 'fixed', amount: 0, remainingUses: 1 }),
    ).toEqual({ amount: 'El monto de descuento debe ser mayor que 0' });
    expect(
      errorsOf(couponSchema, {
        ...coupon,
        startsOn: '2026-12-31',
        endsOn: '2026-12-01',
      }),
    ).toEqual({ endsOn: 'La fecha de fin no puede ser anterior a la de inicio' });
    expect(errorsOf(couponSchema, { ...coupon, perCustomerLimit: 0 })).toEqual({
      perCustomerLimit: 'Los usos por cliente deben ser un número entero mayor o igual a 1',
    });
    expect(errorsOf(couponSchema, { ...coupon, startsOn: '2026-02-30' })).toEqual({
      startsOn: 'La fecha de inicio no es válida',
    });
    expect(errorsOf(couponSchema, { ...coupon, kind: 'regalo' })).toEqual({
      kind: 'El tipo de cupón no es válido',
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
    expect(couponUpdateSchema.parse({ kind: 'fixed', amount: 500, percentage: 0 })).toMatchObject({
      kind: 'fixed',
    });
    expect(errorsOf(couponUpdateSchema, { percentage: 101 })).toEqual({
      percentage: 'El porcentaje no puede ser mayor que 100',
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
