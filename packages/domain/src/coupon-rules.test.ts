import { describe, expect, it } from 'vitest';
import {
  COUPON_REFUSALS,
  couponCartRefusal,
  couponCustomer,
  couponStateRefusal,
  couponStatus,
  pesosText,
  type CouponTerms,
} from './coupon-rules.js';

const terms: CouponTerms = {
  kind: 'percent',
  percentage: 10,
  amountCents: 0,
  minPurchaseCents: 0,
  startsOn: null,
  endsOn: null,
  remainingUses: 5,
  perCustomerLimit: null,
  categories: [],
  subcategories: [],
  paused: false,
};

describe('coupon rules', () => {
  it('words the minimum purchase as the issue asks', () => {
    expect(COUPON_REFUSALS.minPurchase(5_000_000)).toBe(
      'Este cupón es válido desde una compra de $50.000',
    );
    expect(pesosText(123_450)).toBe('$1.234,50');
  });

  it('refuses by state in Spanish: paused, not started, expired, used up, used by you', () => {
    expect(couponStateRefusal(terms, '2026-11-29')).toBeUndefined();
    expect(couponStateRefusal({ ...terms, paused: true }, '2026-11-29')).toBe(
      'Este cupón está pausado por ahora.',
    );
    expect(couponStateRefusal({ ...terms, startsOn: '2026-12-01' }, '2026-11-29')).toBe(
      'Este cupón es válido desde el 01/12/2026.',
    );
    // The last day still counts.
    expect(couponStateRefusal({ ...terms, endsOn: '2026-11-29' }, '2026-11-29')).toBeUndefined();
    expect(couponStateRefusal({ ...terms, endsOn: '2026-11-28' }, '2026-11-29')).toBe(
      'Este cupón venció el 28/11/2026.',
    );
    expect(couponStateRefusal({ ...terms, remainingUses: 0 }, '2026-11-29')).toBe(
      'Código de cupón no válido o no tiene usos disponibles',
    );
    expect(couponStateRefusal({ ...terms, perCustomerLimit: 1 }, '2026-11-29', 1)).toBe(
      'Ya usaste este cupón: vale una vez por cliente.',
    );
    expect(couponStateRefusal({ ...terms, perCustomerLimit: 2 }, '2026-11-29', 1)).toBeUndefined();
  });

  it('refuses a cart under the minimum or without a line of its categories', () => {
    const cart = { subtotalCents: 4_999_999, productIds: ['a'] };
    expect(couponCartRefusal({ ...terms, minPurchaseCents: 5_000_000 }, cart, 'all')).toBe(
      'Este cupón es válido desde una compra de $50.000',
    );
    expect(
      couponCartRefusal({ ...terms, minPurchaseCents: 4_999_999 }, cart, 'all'),
    ).toBeUndefined();
    expect(couponCartRefusal({ ...terms, categories: ['Botines'] }, cart, ['b'])).toBe(
      'Este cupón vale solo para Botines: tu carrito no tiene productos de esas categorías.',
    );
    expect(couponCartRefusal({ ...terms, categories: ['Botines'] }, cart, ['a'])).toBeUndefined();
  });

  it('names the state the admin list shows', () => {
    const today = '2026-11-29';
    expect(couponStatus(terms, today)).toBe('activo');
    expect(couponStatus({ ...terms, paused: true }, today)).toBe('pausado');
    expect(couponStatus({ ...terms, startsOn: '2026-12-01' }, today)).toBe('programado');
    expect(couponStatus({ ...terms, endsOn: '2026-11-01' }, today)).toBe('vencido');
    expect(couponStatus({ ...terms, remainingUses: 0 }, today)).toBe('agotado');
  });

  it('knows a customer by e-mail in any case and by DNI/CUIT digits', () => {
    expect(couponCustomer(' Ana@Mail.com ', '20-12.345.678-3')).toEqual({
      email: 'ana@mail.com',
      clientId: '20123456783',
    });
  });
});
