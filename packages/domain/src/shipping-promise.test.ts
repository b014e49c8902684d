import { describe, expect, it } from 'vitest';
import {
  freeShippingMissingText,
  freeShippingPromise,
  freeShippingReachedText,
} from './shipping-promise.js';

describe('free-shipping promise (issue 21, item 7)', () => {
  it('says home delivery costs its surcharge, as the charge does', () => {
    const terms = { freeShippingThreshold: 45000, homeDeliverySurcharge: 2350 };
    expect(freeShippingPromise(terms)).toBe(
      'Envío gratis a sucursal desde $45.000; a domicilio +$2.350',
    );
    expect(freeShippingReachedText(terms)).toBe(
      '¡Tu compra tiene envío gratis a sucursal! A domicilio: +$2.350.',
    );
    expect(freeShippingMissingText('$1,000.00', terms)).toBe(
      'Te faltan $1,000.00 para el envío gratis a sucursal.',
    );
  });

  it('promises both ways when home delivery adds nothing', () => {
    const terms = { freeShippingThreshold: 60000, homeDeliverySurcharge: 0 };
    expect(freeShippingPromise(terms)).toBe('Envío gratis desde $60.000, a sucursal o a domicilio');
    expect(freeShippingReachedText(terms)).toBe('¡Tu compra tiene envío gratis!');
  });
});
