import { describe, expect, it } from 'vitest';
import { rateArrival } from './shipping';

const rate = {
  deliveredType: 'D' as const,
  productType: 'CP',
  productName: 'Correo Argentino Clasico',
  price: 5000,
};

describe('rateArrival', () => {
  it('promises dates only when the carrier gave delivery times', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(rateArrival({ ...rate, deliveryTimeMin: 2, deliveryTimeMax: 5 }, now)).toMatch(
      /^Llega entre el /,
    );
    expect(rateArrival({ ...rate, deliveryTimeMin: null, deliveryTimeMax: null }, now)).toBeNull();
  });
});
